// `npm run bench:soak`: the mixed customer load at a fixed rate for a long time, on the built
// server with a fresh demo bank whose history grows all along (one transfer in six requests).
// The mix, per connection in turn: accounts, a statement page, a transfer, the transfer and
// notification lists, "who am I". Targets: p99 <= 50 ms, no errors, RSS in the last minute
// within 10 % of the second minute's, the ledger verifies at the end.
// SOAK_SECONDS (default 600) and SOAK_RATE (default 300 requests/s) shorten or change a trial;
// with a run shorter than 3 minutes the "minutes" are tenths of the run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  centBody,
  cli,
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
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 300);
const WINDOW = SECONDS >= 180 ? 60 : SECONDS / 10;
const work = mkdtempSync(join(tmpdir(), 'bank-soak-'));
const database = join(work, 'bank.db');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { child } = await startServer(port, database);
const demo = await signIn(base, 'demo');
const [checking, savings] = demo.accounts;
const get = (path) => ({ method: 'GET', path, headers: { cookie: demo.cookie } });
const post = (body) => ({
  method: 'POST',
  path: '/api/transfers',
  headers: { cookie: demo.cookie, 'content-type': 'application/json' },
  body,
});
const mix = (body) => [
  get('/api/accounts'),
  get(`/api/transactions/${checking.id}?limit=10&sort=date&order=desc`),
  post(body),
  get(`/api/transfers/${demo.id}?limit=25`),
  get(`/api/notifications/${demo.id}`),
  get('/api/auth/me'),
];

// RSS once a second, kept with the second it was read.
const started = performance.now();
const samples = [];
const sampler = setInterval(() => {
  samples.push({ at: (performance.now() - started) / 1000, mb: rssMb(child.pid) });
}, 1000);
const result = await load({
  url: base,
  connections: 16,
  overallRate: RATE,
  duration: SECONDS,
  requests: [...mix(centBody(checking, savings)), ...mix(centBody(savings, checking))],
});
clearInterval(sampler);
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
    'p99 ≤ 50 ms',
  ],
  ['errors (non-2xx, timeouts, failures)', String(bad), '0'],
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
const met = result.latency.p99 <= 50 && bad === 0 && Math.abs(drift) <= 0.1 && verify.ok;
console.log(met ? '\nAll soak targets met.' : '\nA soak target was missed.');
