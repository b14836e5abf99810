// `npm run bench`: measures the built bank (it builds nothing; run `npm run build` first).
// Starts dist/server on a temp database with demo data, loads it with autocannon on
// loopback, compares with raw better-sqlite3 and PostgreSQL's pgbench (when installed),
// prints a table and writes docs/PERFORMANCE.md. Not a test: no threshold fails it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds } from './bench-common.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'dist/server/main.js');
if (!existsSync(server) || !existsSync(join(root, 'dist/client/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'bank-bench-'));
const database = join(work, 'bank.db');
const CONNECTIONS = 32;
const TRANSFER_SECONDS = 10;
const READ_SECONDS = 5;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(port, extraEnv = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: database,
      SEED: 'demo',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    if (performance.now() - started > 30_000)
      throw new Error('The server did not become healthy in 30 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, healthyMs: Math.round(performance.now() - started) };
}

const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

function load(opts) {
  const before = cpuSeconds(child.pid);
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (error, result) => {
      if (error) return reject(error);
      const seconds = cpuSeconds(child.pid) - before;
      resolve({ ...result, serverCpuUs: Math.round((seconds * 1e6) / result.requests.total) });
    });
  });
}

function summary(result) {
  const bad = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
    cpu: result.serverCpuUs,
  };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** First-load JS (gzipped KB) per page, as scripts/measure-bundle.mjs counts it. */
function firstLoadKb() {
  const out = execFileSync(process.execPath, [join(root, 'scripts/measure-bundle.mjs')], {
    encoding: 'utf8',
  });
  const kb = (page) =>
    Math.round(
      Number(
        new RegExp(`^${page.replace('/', '\\/')}: \\d+ JS files, ([\\d.]+) kB`, 'm').exec(
          out,
        )?.[1] ?? Number.NaN,
      ),
    );
  return { home: kb('/'), dashboard: kb('/dashboard') };
}

function pgbench() {
  const bin = [
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ].find((d) => existsSync(join(d, 'initdb')));
  if (!bin || !existsSync('/usr/bin/pgbench'))
    return { skipped: 'PostgreSQL is not installed on this machine' };
  const dir = join(work, 'pg');
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd, args) => {
    const [c, ...rest] = [...asPostgres, cmd, ...args];
    return execFileSync(c, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  try {
    execFileSync('mkdir', ['-p', dir]);
    if (asPostgres.length) {
      // initdb refuses root; the postgres user needs to reach the temp folder.
      chmodSync(work, 0o755);
      execFileSync('chown', ['postgres', dir]);
    }
    run(join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres']);
    const port = String(5400 + Math.floor(Math.random() * 500));
    run(join(bin, 'pg_ctl'), [
      '-D',
      dir,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=''`,
      'start',
    ]);
    try {
      run('/usr/bin/pgbench', [
        '-h',
        dir,
        '-p',
        port,
        '-U',
        'postgres',
        '-i',
        '-s',
        '10',
        '-q',
        'postgres',
      ]);
      const out = run('/usr/bin/pgbench', [
        '-h',
        dir,
        '-p',
        port,
        '-U',
        'postgres',
        '-c',
        '8',
        '-j',
        '2',
        '-T',
        '10',
        'postgres',
      ]);
      return { tps: Math.round(Number(/tps = ([\d.]+)/.exec(out)[1])) };
    } finally {
      run(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', 'stop']);
    }
  } catch (error) {
    return { skipped: `pgbench failed: ${String(error.message).split('\n')[0]}` };
  }
}

/**
 * Creates 100 sandboxes as the main bank's admin (timing each), then uses each in turn (a
 * demo sign-in and its accounts), and reports the server's RSS before and after.
 */
async function sandboxPhase(base, pid) {
  const signIn = async (url, username, password) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`Sign-in to ${url} failed: ${res.status}`);
    return res.headers.getSetCookie()[0].split(';')[0];
  };
  const admin = await signIn(`${base}/api/auth/login`, 'admin', 'Admin-1234');
  const rssBeforeMb = rssMb(pid);
  const times = [];
  const names = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/sandboxes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: admin },
      body: JSON.stringify({ name: `bench-${String(i).padStart(3, '0')}` }),
    });
    times.push(performance.now() - t);
    if (res.status !== 201) throw new Error(`Sandbox creation failed: ${res.status}`);
    names.push((await res.json()).name);
  }
  for (const name of names) {
    const cookie = await signIn(`${base}/s/${name}/api/auth/login`, 'demo', 'Demo-1234');
    const res = await fetch(`${base}/s/${name}/api/accounts`, { headers: { cookie } });
    if (!res.ok) throw new Error(`Sandbox ${name} did not answer: ${res.status}`);
  }
  const rssAfterMb = rssMb(pid);
  const list = await (await fetch(`${base}/api/sandboxes`, { headers: { cookie: admin } })).json();
  times.sort((a, b) => a - b);
  return {
    createMedianMs: Math.round(times[50]),
    createMaxMs: Math.round(times.at(-1)),
    rssBeforeMb,
    rssAfterMb,
    addedRssMb: Math.round((rssAfterMb - rssBeforeMb) * 10) / 10,
    openAfter: list.filter((s) => s.open).length,
  };
}

// 1. First start seeds the database; the second measures start-to-healthy on a seeded one.
let port = await freePort();
let { child } = await startServer(port);
await stop(child);
port = await freePort();
const started = await startServer(port);
child = started.child;
const base = `http://127.0.0.1:${port}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'Demo-1234' }),
});
const cookie = login.headers.getSetCookie()[0].split(';')[0];
const accounts = await (await fetch(`${base}/api/accounts`, { headers: { cookie } })).json();
const [checking, savings] = accounts;
const headers = { cookie, 'content-type': 'application/json' };
const body = (from, to) =>
  JSON.stringify({
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: '0.01',
    transferType: 'INTERNAL',
  });
const both = (path, make) => [
  { method: 'POST', path, headers, body: make(checking, savings) },
  { method: 'POST', path, headers, body: make(savings, checking) },
];

const rest = summary(
  await load({ url: base, duration: TRANSFER_SECONDS, requests: both('/api/transfers', body) }),
);
const trpc = summary(
  await load({
    url: base,
    duration: TRANSFER_SECONDS,
    requests: both('/trpc/transfers.create', body),
  }),
);
// Bulk payments: batches of BATCH_SIZE transfers per request; items/s is what counts.
const BATCH_SIZE = 100;
const batchBody = (from, to) =>
  JSON.stringify({
    items: Array.from({ length: BATCH_SIZE }, () => ({
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: '0.01',
      transferType: 'INTERNAL',
    })),
  });
const batch = summary(
  await load({
    url: base,
    connections: 4,
    duration: TRANSFER_SECONDS,
    requests: both('/api/transfers/batch', batchBody),
  }),
);
const batchItems = batch.rps * BATCH_SIZE;
// Reads as another customer (jane), whose six-month statement the transfer load did not grow.
const reader = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'jane', password: 'Demo-1234' }),
});
const readerCookie = reader.headers.getSetCookie()[0].split(';')[0];
const readerId = (await reader.json()).id;
const readerHeaders = { cookie: readerCookie };
const [readerChecking] = await (
  await fetch(`${base}/api/accounts`, { headers: readerHeaders })
).json();
const accountsRead = summary(
  await load({
    url: `${base}/api/accounts/${readerId}`,
    duration: READ_SECONDS,
    headers: readerHeaders,
  }),
);
const statementRead = summary(
  await load({
    url: `${base}/api/transactions/${readerChecking.id}`,
    duration: READ_SECONDS,
    headers: readerHeaders,
  }),
);
const noop = summary(await load({ url: `${base}/livez`, duration: READ_SECONDS }));
// A signed-in call that writes nothing: what every customer call pays before its own work
// (session, the authorization step, the request log, tRPC), measured right after the no-op.
const signedInNoop = summary(
  await load({ url: `${base}/api/auth/me`, duration: READ_SECONDS, headers: { cookie } }),
);
const rss = rssMb(child.pid);
const sandboxes = await sandboxPhase(base, child.pid);
await stop(child);

// The request log's cost: the REST transfer load on a server with the log on, then off
// (REQUEST_LOG=off, which only this benchmark sets), in alternating rounds at one fixed rate
// (so that both see the same group-commit batches), 10 s each; the difference of the mean
// server CPU per transfer.
const LOG_RATE = 100;
async function transferCpu(requestLog) {
  const p = await freePort();
  const server = await startServer(p, { REQUEST_LOG: requestLog });
  child = server.child;
  const url = `http://127.0.0.1:${p}`;
  const signIn = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo-1234' }),
  });
  const session = signIn.headers.getSetCookie()[0].split(';')[0];
  const signed = { ...headers, cookie: session };
  const requests = [
    { method: 'POST', path: '/api/transfers', headers: signed, body: body(checking, savings) },
    { method: 'POST', path: '/api/transfers', headers: signed, body: body(savings, checking) },
  ];
  const result = summary(
    await load({ url, duration: TRANSFER_SECONDS, overallRate: LOG_RATE, requests }),
  );
  await stop(child);
  return result;
}
const logRounds = { on: [], off: [] };
// Four rounds in ABBA order (on off, off on, on off, off on): one pair of 10 s rounds at this
// low rate moved by ±15 % from run to run, more than the cost it measures.
const LOG_ROUNDS = 4;
for (let round = 0; round < LOG_ROUNDS; round++) {
  for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
    logRounds[mode].push(await transferCpu(mode));
  }
}
const meanCpu = (runs) => Math.round(runs.reduce((sum, r) => sum + r.cpu, 0) / runs.length);
const logOn = {
  cpu: meanCpu(logRounds.on),
  errors: logRounds.on.reduce((n, r) => n + r.errors, 0),
};
const logOff = {
  cpu: meanCpu(logRounds.off),
  errors: logRounds.off.reduce((n, r) => n + r.errors, 0),
};
const logCostPct = Math.round(((logOn.cpu - logOff.cpu) / logOff.cpu) * 1000) / 10;

const verify = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'src-server/ledger/verify-cli.ts')],
  {
    env: { ...process.env, DATABASE_PATH: database },
    encoding: 'utf8',
  },
);
const raw = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-raw.ts'), work], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1),
);
const seed = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-seed.ts')], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1),
);
const cob = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-cob.ts')], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1),
);
// The same advance on a generated bank of 10,000 customer accounts (built first; slow).
const cobBig = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-cob-big.ts')], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1),
);
const pg = pgbench();
const { home, dashboard } = firstLoadKb();
rmSync(work, { recursive: true, force: true });

const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const rows = [
  [
    'Advance the business clock 30 days (demo bank, close of business per day)',
    `${cob.advance30Ms} ms`,
    `${cob.days} days × ${cob.stepsPerDay} steps, one durable commit per day (median of 3)`,
    '≤ 2,000 ms',
  ],
  [
    'Advance the business clock 30 days (generated bank of 10,000 accounts)',
    `${cobBig.advance30Ms} ms`,
    `${cobBig.accounts} customer accounts, ${cobBig.monthEnds} month end (interest posted, statements made for every account)`,
    '≤ 30,000 ms',
  ],
  [
    'Durable INTERNAL transfers, REST (32 conn, 10 s)',
    `${rest.rps}/s`,
    `p50 ${rest.p50} ms, p99 ${rest.p99} ms, errors ${rest.errors}, server CPU ${rest.cpu} µs/transfer`,
    '≥ 1 × pgbench, p99 ≤ 50 ms, 0 errors, server CPU ≤ 300 µs',
  ],
  [
    `Bulk payments POST /api/transfers/batch (${BATCH_SIZE} INTERNAL each, 4 conn, 10 s)`,
    `${batchItems} items/s`,
    `${batch.rps} batches/s, p99 ${batch.p99} ms, errors ${batch.errors}, server CPU ${Math.round(batch.cpu / BATCH_SIZE)} µs/item`,
    '≥ 2 × pgbench',
  ],
  [
    'Durable INTERNAL transfers, tRPC (32 conn, 10 s)',
    `${trpc.rps}/s`,
    `p50 ${trpc.p50} ms, p99 ${trpc.p99} ms, errors ${trpc.errors}, server CPU ${trpc.cpu} µs/transfer`,
    '',
  ],
  [
    'Reads GET /api/accounts/{userId}',
    `${accountsRead.rps}/s`,
    `p99 ${accountsRead.p99} ms, errors ${accountsRead.errors}, server CPU ${accountsRead.cpu} µs/read`,
    '',
  ],
  [
    'Reads GET /api/transactions/{accountId}',
    `${statementRead.rps}/s`,
    `p99 ${statementRead.p99} ms, errors ${statementRead.errors}, server CPU ${statementRead.cpu} µs/read`,
    '',
  ],
  [
    'No-op route GET /livez',
    `${noop.rps}/s`,
    `p99 ${noop.p99} ms, server CPU ${noop.cpu} µs/call`,
    '',
  ],
  [
    'Signed-in read that writes nothing, GET /api/auth/me',
    `${signedInNoop.rps}/s`,
    `p99 ${signedInNoop.p99} ms, errors ${signedInNoop.errors}, server CPU ${signedInNoop.cpu} µs/call`,
    '',
  ],
  [
    'Raw better-sqlite3 transfers, one per commit',
    `${raw.unbatched}/s`,
    'same schema, pragmas and ledger code',
    '',
  ],
  [
    'Raw better-sqlite3 transfers, 100 per commit',
    `${raw.batched100}/s`,
    `CPU ${raw.batched100CpuUs} µs/transfer`,
    '',
  ],
  [
    'PostgreSQL pgbench TPC-B-like (scale 10, 8 clients, 10 s)',
    pg.tps ? `${pg.tps} tps` : 'skipped',
    pg.skipped ?? '',
    '',
  ],
  ['Transfers/s ÷ pgbench tps', ratio(rest.rps, pg.tps), '', '≥ 1'],
  ['Batch items/s ÷ pgbench tps', ratio(batchItems, pg.tps), '', '≥ 2'],
  ['Transfers/s ÷ raw limit (100 per commit)', ratio(rest.rps, raw.batched100), '', ''],
  ['Reads/s ÷ no-op route', ratio(accountsRead.rps, noop.rps), '', ''],
  [
    'Server CPU of a REST transfer ÷ of a no-op call',
    ratio(rest.cpu, noop.cpu),
    `${rest.cpu} µs ÷ ${noop.cpu} µs, same run`,
    '≤ 2',
  ],
  [
    "Lowest that ratio can be with today's transfer",
    ratio(signedInNoop.cpu + raw.batched100CpuUs, noop.cpu),
    `(${signedInNoop.cpu} µs signed-in read + ${raw.batched100CpuUs} µs raw transfer at 100 per commit) ÷ ${noop.cpu} µs: the call's floor plus the transfer's own work with no HTTP`,
    '',
  ],
  ['First-load JS, public home (gzip)', `${home} KB`, '', '≤ 200 KB'],
  ['First-load JS, /dashboard (gzip)', `${dashboard} KB`, '', '≤ 350 KB'],
  ['Server RSS after the load', `${rss} MB`, '', '≤ 200 MB'],
  ['Start to healthy /api/health (seeded database)', `${started.healthyMs} ms`, '', '≤ 2000 ms'],
  [
    'Demo seed (in memory, median of 5; hashing apart)',
    `${seed.seedMedianMs} ms`,
    `max ${seed.seedMaxMs} ms, ${seed.rows} statement rows; argon2 hashes ${seed.hashMs} ms`,
    '≤ 2000 ms with hashing',
  ],
  [
    'Sandbox creation (POST /api/sandboxes, median of 100)',
    `${sandboxes.createMedianMs} ms`,
    `max ${sandboxes.createMaxMs} ms; online backup of the demo template`,
    '≤ 200 ms',
  ],
  [
    'RSS added by 100 sandboxes used in turn',
    `${sandboxes.addedRssMb} MB`,
    `${sandboxes.rssBeforeMb} → ${sandboxes.rssAfterMb} MB; sign-in + accounts in each; ${sandboxes.openAfter} left open`,
    '≤ 300 MB',
  ],
  [
    'Request log cost per transfer (server CPU, REST)',
    `${logCostPct} %`,
    `${LOG_RATE} transfers/s, ${LOG_ROUNDS} rounds of 10 s each: log on ${logOn.cpu} µs/transfer (errors ${logOn.errors}), off ${logOff.cpu} µs/transfer (errors ${logOff.errors})`,
    '< 5 %',
  ],
  [
    'ledger:verify after the bench',
    verify.status === 0 ? 'OK' : 'FAILED',
    verify.stdout.trim() || verify.stderr.trim(),
    'OK',
  ],
];
const table = [
  '| measure | result | detail | target |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
console.log(`\n${machine}, ${date}\n\n${table}\n`);

const doc = join(root, 'docs/PERFORMANCE.md');
const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
const notes = previous.includes('## Notes')
  ? previous.slice(previous.indexOf('## Notes'))
  : '## Notes\n\n(see the project notes)\n';
writeFileSync(
  doc,
  `# Performance\n\nMeasured with \`npm run build && npm run bench\` on ${machine}, ${date}.\nThe benchmark starts the built server on a temp database with demo data and loads it on loopback with autocannon; it is not part of \`npm test\`.\n\n${table}\n\n${notes}`,
);
console.log(`Wrote ${doc}`);
process.exit(verify.status === 0 ? 0 : 1);
