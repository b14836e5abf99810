// `npm run bench:scale`: the bank far bigger than the demo. Builds (scripts/build-big-bank.ts)
// a bank of 10,000 customers and 1,000,000 postings, one customer with 100,000, times
// ledger:verify, db:backup and the demo reset on it, starts the built server on it (time to
// healthy, RSS), then loads each customer read and a transfer with 16 connections for the
// heavy customer, a normal one and the demo customer, and prints p50/p99 of each against
// the targets: heavy p99 <= 1.5x the demo customer's and <= 20 ms, start <= 2 s, RSS <= 250 MB.
// BIG_BANK=<file> reuses a bank built before (its build time is then not measured);
// BIG_CUSTOMERS and BIG_POSTINGS shrink it for a trial; READ_SECONDS sets each load's length.
import { copyFileSync, existsSync, mkdtempSync, statSync } from 'node:fs';
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
const CONNECTIONS = 16;
const SECONDS = Number(process.env.READ_SECONDS ?? 4);
const work = mkdtempSync(join(tmpdir(), 'bank-scale-'));
const database = join(work, 'bank.db');
let build = { seconds: null };
if (process.env.BIG_BANK) {
  copyFileSync(process.env.BIG_BANK, database);
} else {
  const out = cli('scripts/build-big-bank.ts', database, [database]);
  if (!out.ok) throw new Error(`Building the big bank failed: ${out.text}`);
  build = JSON.parse(out.text);
}
const size = (file) => (existsSync(file) ? statSync(file).size : 0);
const dbMb = Math.round((size(database) + size(`${database}-wal`)) / 1e6);

const verify = cli('src-server/ledger/verify-cli.ts', database);
const backupFile = join(work, 'backup.db');
const backup = cli('src-server/db/backup-cli.ts', database, [backupFile]);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { child, healthyMs } = await startServer(port, database);
const rssStart = rssMb(child.pid);

const people = {
  heavy: await signIn(base, 'heavy'),
  normal: await signIn(base, 'customer5000'),
  demo: await signIn(base, 'demo'),
};
const reads = (p) => {
  const checking = p.accounts[0].id;
  return [
    ['accounts', '/api/accounts'],
    ['statement page (50)', `/api/transactions/${checking}?limit=50&sort=date&order=desc`],
    ['statement, no limit (1,000 cap)', `/api/transactions/${checking}`],
    ['transfers list', `/api/transfers/${p.id}`],
    ['notifications list', `/api/notifications/${p.id}`],
    ['notification count', '/api/notification-count'],
    ['transfer limits', '/api/transfer-limits'],
    ['me', '/api/auth/me'],
    ['beneficiaries', `/api/beneficiaries/${p.id}`],
    ['bills', `/api/bills/${p.id}`],
  ];
};

const results = {};
for (const [who, p] of Object.entries(people)) {
  for (const [name, path] of reads(p)) {
    const r = await load({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie: p.cookie },
    });
    results[name] ??= {};
    results[name][who] = { p50: r.latency.p50, p99: r.latency.p99, errors: failures(r) };
  }
  const [a, b] = p.accounts;
  const headers = { cookie: p.cookie, 'content-type': 'application/json' };
  const r = await load({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      { method: 'POST', path: '/api/transfers', headers, body: centBody(a, b) },
      { method: 'POST', path: '/api/transfers', headers, body: centBody(b, a) },
    ],
  });
  results['transfer (POST)'] ??= {};
  results['transfer (POST)'][who] = { p50: r.latency.p50, p99: r.latency.p99, errors: failures(r) };
}
const rssAfter = rssMb(child.pid);
await stop(child);
const reset = cli('src-server/bank/reset-cli.ts', backupFile);

const lines = [
  `Bank: ${build.customers ?? '?'} customers, ${build.postings ?? '?'} postings (heavy customer ${build.heavyPostings ?? '?'}), built in ${build.seconds ?? '?'} s; database ${dbMb} MB.`,
  '',
  '| read (16 connections) | heavy p50 / p99 | normal p50 / p99 | demo p50 / p99 | heavy ÷ demo p99 | target |',
  '|---|---|---|---|---|---|',
];
let misses = 0;
for (const [name, byWho] of Object.entries(results)) {
  const cell = (x) => `${x.p50} / ${x.p99} ms${x.errors ? ` (${x.errors} errors)` : ''}`;
  const ratio = byWho.heavy.p99 / Math.max(1, byWho.demo.p99);
  const met = name.startsWith('transfer') || (ratio <= 1.5 && byWho.heavy.p99 <= 20);
  if (!met) misses++;
  lines.push(
    `| ${name} | ${cell(byWho.heavy)} | ${cell(byWho.normal)} | ${cell(byWho.demo)} | ${ratio.toFixed(2)} | ${name.startsWith('transfer') ? '' : met ? 'met' : 'MISSED'} |`,
  );
}
lines.push(
  '',
  '| measure | result | target |',
  '|---|---|---|',
  `| start to healthy /api/health | ${healthyMs} ms | ≤ 2000 ms |`,
  `| RSS after start / after the loads | ${rssStart} / ${rssAfter} MB | ≤ 250 MB |`,
  `| ledger:verify | ${verify.ms} ms, ${verify.text} | OK |`,
  `| db:backup | ${backup.ms} ms | |`,
  `| demo reset (db:reset on the backup) | ${reset.ms} ms, ${reset.text} | |`,
  `| database size | ${dbMb} MB | |`,
);
console.log(lines.join('\n'));
console.log(`\nReads missing a target: ${misses}`);
