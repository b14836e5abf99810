// `npm run bench:soak`: a class's mixed load at a fixed rate for a long time, on the built
// server with a fresh demo bank whose history grows all along (one transfer in nine requests).
// The mix, per connection in turn: accounts, a statement page, the same statement searched and
// sorted by amount, a transfer, the transfer and notification lists, "who am I", and two admin
// lists (users, transfers) read by the admin. Targets: p99 <= 100 ms, no errors, server CPU per
// request <= 1.5 ms, RSS in the last minute within 10 % of the second minute's, the ledger
// verifies at the end.
// SOAK_SECONDS (default 120) and SOAK_RATE (default 400 requests/s) shorten or change a trial;
// with a run shorter than 3 minutes the "minutes" are tenths of the run. SOAK_CPU_PROF=<folder>
// runs the server under `node --cpu-prof` and writes its profile there on exit (summarise it
// with `node scripts/cpu-profile-summary.mjs <file>`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  centBody,
  cli,
  cpuSeconds,
  failures,
  freePort,
  load,
  requireBuild,
  rssMb,
  signIn,
  startServer,
  stop,
} from './bench-common.mjs';

requireBuild();
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const RATE = Number(process.env.SOAK_RATE ?? 400);
const PROFILE = process.env.SOAK_CPU_PROF;
const WINDOW = SECONDS >= 180 ? 60 : SECONDS / 10;
const work = mkdtempSync(join(tmpdir(), 'bank-soak-'));
const database = join(work, 'bank.db');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const spawned = performance.now();
const { child } = await startServer(
  port,
  database,
  'demo',
  PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [],
);
const demo = await signIn(base, 'demo');
const admin = await signIn(base, 'admin', 'Admin-1234');
const [checking, savings] = demo.accounts;
const get = (path, who = demo) => ({ method: 'GET', path, headers: { cookie: who.cookie } });
const post = (body) => ({
  method: 'POST',
  path: '/api/transfers',
  headers: { cookie: demo.cookie, 'content-type': 'application/json' },
  body,
});
const mix = (body) => [
  get('/api/accounts'),
  get(`/api/transactions/${checking.id}?limit=10&sort=date&order=desc`),
  get(`/api/transactions/${checking.id}?limit=10&q=fuel&sort=amount&order=desc`),
  post(body),
  get(`/api/transfers/${demo.id}?limit=25`),
  get(`/api/notifications/${demo.id}`),
  get('/api/auth/me'),
  get('/api/admin/users?limit=25', admin),
  get('/api/admin/transfers?limit=25', admin),
];

// RSS once a second, kept with the second it was read.
const started = performance.now();
const samples = [];
const sampler = setInterval(() => {
  samples.push({ at: (performance.now() - started) / 1000, mb: rssMb(child.pid) });
}, 1000);
const cpuBefore = cpuSeconds(child.pid);
const loadStartMs = Math.round(performance.now() - spawned);
const result = await load({
  url: base,
  connections: 16,
  overallRate: RATE,
  duration: SECONDS,
  requests: [...mix(centBody(checking, savings)), ...mix(centBody(savings, checking))],
});
clearInterval(sampler);
const cpuPerRequestMs = ((cpuSeconds(child.pid) - cpuBefore) * 1000) / result.requests.total;
await stop(child);
const verify = cli('src-server/ledger/verify-cli.ts', database);

const mean = (from, to) => {
  const inside = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.mb);
  return inside.reduce((a, b) => a + b, 0) / Math.max(1, inside.length);
};
const second = mean(WINDOW, 2 * WINDOW);
const last = mean(SECONDS - WINDOW, SECONDS + 1);
const drift = (last - second) / second;
const bad = failures(result);
const rows = [
  ['duration, rate asked', `${SECONDS} s at ${RATE} requests/s`, ''],
  ['requests answered', `${result.requests.total} (${Math.round(result.requests.average)}/s)`, ''],
  [
    'latency p50 / p90 / p99 / max',
    `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`,
    'p99 ≤ 100 ms',
  ],
  ['errors (non-2xx, timeouts, failures)', String(bad), '0'],
  ['server CPU per request', `${cpuPerRequestMs.toFixed(2)} ms`, '≤ 1.5 ms'],
  [
    `RSS, mean of window 2 / last window (${WINDOW} s each)`,
    `${second.toFixed(0)} / ${last.toFixed(0)} MB (${(drift * 100).toFixed(1)} %)`,
    'within 10 %',
  ],
  ['RSS max', `${Math.max(...samples.map((s) => s.mb))} MB`, ''],
  ['ledger:verify at the end', verify.text, 'OK'],
];
console.log('| measure | result | target |\n|---|---|---|');
for (const [m, r, t] of rows) console.log(`| ${m} | ${r} | ${t} |`);
const met =
  result.latency.p99 <= 100 &&
  bad === 0 &&
  cpuPerRequestMs <= 1.5 &&
  Math.abs(drift) <= 0.1 &&
  verify.ok;
console.log(met ? '\nAll soak targets met.' : '\nA soak target was missed.');
if (PROFILE) {
  console.log(
    `\nServer CPU profile in ${PROFILE}; the load began about ${loadStartMs} ms after the start:\n` +
      `  node scripts/cpu-profile-summary.mjs ${PROFILE}/<file>.cpuprofile 25 ${loadStartMs}`,
  );
}
