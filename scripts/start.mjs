// `npm start`: builds the client and server when the build is missing or older than the
// sources, then serves the built bank in production mode (one process).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
if (built === 0 || changed > built) {
  console.log(
    built === 0
      ? 'Building the bank (first start)...'
      : 'Sources changed since the last build; rebuilding...',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
