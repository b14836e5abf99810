// `npm start`: builds the client and server when the build is missing or older than the
// sources, then serves the built bank in production mode (one process). The build says one
// line of progress; its full output goes to data/build.log, shown (its end) only if it fails.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/client/index.html', 'dist/server/main.js'].map((p) => join(root, p));
const sources = [
  'src',
  'src-server',
  'drizzle',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.server.config.ts',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built = outputs.every((p) => existsSync(p))
  ? Math.min(...outputs.map((p) => statSync(p).mtimeMs))
  : 0;
const changed = Math.max(...sources.map((p) => newest(join(root, p))));
/**
 * Runs `npm run build` with its output in `logPath`, saying one line meanwhile (on a terminal,
 * the seconds so far update in place). Resolves with the exit status.
 */
function buildQuietly(logPath) {
  mkdirSync(dirname(logPath), { recursive: true });
  const log = createWriteStream(logPath);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const tty = process.stdout.isTTY;
  const ticker = tty
    ? setInterval(() => process.stdout.write(`\r${intro} ${seconds()} s`), 1000)
    : undefined;
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(ticker);
      log.end(() => {
        const end = code === 0 ? `built in ${seconds()} s.` : 'the build failed.';
        process.stdout.write(tty ? `\r${intro} ${end}\n` : ` ${end}\n`);
        resolve(code ?? 1);
      });
    });
  });
}

const logPath = join(root, 'data', 'build.log');
const intro =
  built === 0
    ? `Building the bank (first start, about a minute; full log in ${relative(process.cwd(), logPath)})...`
    : `Sources changed since the last build; rebuilding (full log in ${relative(process.cwd(), logPath)})...`;
if (built === 0 || changed > built) {
  if (!process.stdout.isTTY) process.stdout.write(intro);
  const status = await buildQuietly(logPath);
  if (status !== 0) {
    const lines = readFileSync(logPath, 'utf8').trimEnd().split('\n');
    console.error(lines.slice(-40).join('\n'));
    console.error(`\nThe build failed; its whole output is in ${logPath}.`);
    process.exit(status);
  }
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
