// Shared by the benchmarks: free ports, starting the built server, autocannon loads and
// /proc readings. Loopback only.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'dist/server/main.js');
const tsx = join(root, 'node_modules/.bin/tsx');

/** Exits with a message unless the server and client are built. */
export function requireBuild() {
  if (!existsSync(server) || !existsSync(join(root, 'dist/client/index.html'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts dist/server on `database`; resolves once /api/health answers, with the time it took.
 * `nodeArgs` go to Node before the script (`--cpu-prof`, `--cpu-prof-dir=...`).
 */
export async function startServer(port, database, seed = 'demo', nodeArgs = []) {
  const started = performance.now();
  // Started through a link of its own name, so that a tool stopping "dist/server/main.js" by
  // its command line (another checkout's test run on the same machine) leaves it alone.
  const link = join(mkdtempSync(join(tmpdir(), 'bank-bench-server-')), 'bench-server.mjs');
  symlinkSync(server, link);
  const child = spawn(process.execPath, [...nodeArgs, link], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: database,
      SEED: seed,
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    if (performance.now() - started > 60_000)
      throw new Error('The server did not become healthy in 60 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, healthyMs: Math.round(performance.now() - started) };
}

/** Stops a server started by startServer. */
export const stop = (child) =>
  new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

/**
 * A process's CPU time so far (user + system) from /proc, in seconds: taken before and after a
 * load, it says what the calls cost the server whatever else the machine is doing, which
 * requests/s cannot.
 */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The resident set of a process, in MB. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** Runs an autocannon load; resolves with its result. */
export const load = (opts) =>
  new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Requests that did not answer 2xx, timed out or failed. */
export const failures = (result) => result.errors + result.timeouts + (result.non2xx ?? 0);

/** Runs one of the project's tsx CLIs (ledger:verify, db:backup, db:reset); its time and output. */
export function cli(script, database, args = []) {
  const started = performance.now();
  const out = spawnSync(tsx, [join(root, script), ...args], {
    env: { ...process.env, DATABASE_PATH: database, SEED: 'demo' },
    encoding: 'utf8',
  });
  return {
    ms: Math.round(performance.now() - started),
    ok: out.status === 0,
    text: (out.stdout + out.stderr)
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'))
      .pop(),
  };
}

/** Signs in over REST; the Cookie header value and the user's id. */
export async function signIn(base, username, password = 'Demo-1234') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${username} failed: ${res.status}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const { id } = await res.json();
  const accounts = await (await fetch(`${base}/api/accounts`, { headers: { cookie } })).json();
  return { cookie, id, accounts };
}

/** The JSON body of an INTERNAL transfer of one cent. */
export const centBody = (from, to) =>
  JSON.stringify({
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: '0.01',
    transferType: 'INTERNAL',
  });
