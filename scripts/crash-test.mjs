// `npm run test:crash`: a Jepsen-style bank run against the built server. 16 clients send
// INTERNAL transfers with idempotency keys while the server is killed with SIGKILL at random
// moments and restarted on the same database file; unacknowledged requests are retried with
// their keys. Then it checks that the total is conserved, no balance is negative, no
// acknowledged transfer is lost, no key made two transfers, every statement adds up, the
// file passes PRAGMA integrity_check and the ledger verifies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverJs = join(root, 'dist/server/main.js');
if (!existsSync(serverJs)) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const CLIENTS = 16;
const RUN_MS = Number(process.env.CRASH_RUN_MS ?? 15_000);
const MIN_KILLS = 3;
const work = mkdtempSync(join(tmpdir(), 'bank-crash-'));
const database = join(work, 'bank.db');
const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fail = (message) => {
  console.error(`CRASH TEST FAILED: ${message}`);
  process.exitCode = 1;
};

let server;
async function start() {
  server = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: database,
      SEED: 'demo',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(25);
  }
  throw new Error('server did not start');
}
function kill() {
  const dead = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  return dead;
}

await start();
const sessions = [];
for (let i = 0; i < CLIENTS; i++) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo-1234' }),
  });
  sessions.push(res.headers.getSetCookie()[0].split(';')[0]);
}
const accounts = await (
  await fetch(`${base}/api/accounts`, { headers: { cookie: sessions[0] } })
).json();
const cents = (s) => Number(s.replace('.', ''));
const totalBefore = accounts.reduce((sum, a) => sum + cents(a.balance), 0);

const acknowledged = new Map(); // key → transfer id
let retries = 0;
let refused = 0;
let stopping = false;

async function client(n) {
  let seq = 0;
  while (!stopping) {
    const key = `crash-${n}-${seq++}`;
    const from = accounts[Math.floor(Math.random() * accounts.length)];
    const to = accounts.filter((a) => a.id !== from.id)[
      Math.floor(Math.random() * (accounts.length - 1))
    ];
    const body = JSON.stringify({
      transferType: 'INTERNAL',
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: `${1 + Math.floor(Math.random() * 9)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
      description: key,
    });
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) retries++;
      try {
        const res = await fetch(`${base}/api/transfers`, {
          method: 'POST',
          headers: {
            cookie: sessions[n],
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
          },
          body,
        });
        if (res.status === 201) {
          acknowledged.set(key, (await res.json()).id);
          break;
        }
        if (res.status >= 500) throw new Error(`status ${res.status}`);
        refused++;
        break;
      } catch {
        // No answer: the server may have died before or after committing. Same key again.
        await sleep(50);
        if (attempt > 400) throw new Error(`gave up on ${key}`);
      }
    }
  }
}

const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
let kills = 0;
const deadline = Date.now() + RUN_MS;
while (Date.now() < deadline || kills < MIN_KILLS) {
  await sleep(1500 + Math.random() * 2000);
  await kill();
  kills++;
  await start();
}
stopping = true;
await Promise.all(clients);
await sleep(100);
await kill();

const db = new Database(database);
const integrity = db.pragma('integrity_check', { simple: true });
const rows = db.prepare('select id, balance from accounts where user_id = 1').all();
const totalAfter = rows.reduce((sum, r) => sum + r.balance, 0);
const byKey = db
  .prepare(
    "select description as key, count(*) as n, min(id) as id from transfers where description like 'crash-%' group by description",
  )
  .all();
const stored = new Map(byKey.map((r) => [r.key, r]));
const statementMismatch = db
  .prepare(
    'select a.id from accounts a where a.balance <> coalesce((select balance from transactions t where t.account_id = a.id order by t.id desc limit 1), 0)',
  )
  .all();
db.close();
const verify = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'src-server/ledger/verify-cli.ts')],
  {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: database },
    encoding: 'utf8',
  },
);

console.log(
  `transfers acknowledged: ${acknowledged.size}, refused: ${refused}, kills: ${kills}, retries: ${retries}, stored: ${byKey.length}`,
);
if (integrity !== 'ok') fail(`integrity_check says ${integrity}`);
if (totalAfter !== totalBefore) fail(`total moved from ${totalBefore} to ${totalAfter} cents`);
if (rows.some((r) => r.balance < 0)) fail('a balance is negative');
if (byKey.some((r) => r.n > 1)) fail(`a key made ${Math.max(...byKey.map((r) => r.n))} transfers`);
for (const [key, id] of acknowledged) {
  if (stored.get(key)?.id !== id) fail(`acknowledged transfer ${id} (${key}) is missing`);
}
if (statementMismatch.length)
  fail(`statements do not add up for accounts ${statementMismatch.map((r) => r.id)}`);
if (verify.status !== 0) fail(`ledger:verify: ${verify.stdout}${verify.stderr}`);
else console.log(verify.stdout.trim());
if (kills < MIN_KILLS) fail(`only ${kills} kills`);
if (acknowledged.size < 100) fail(`only ${acknowledged.size} acknowledged transfers`);
rmSync(work, { recursive: true, force: true });
if (!process.exitCode) console.log('Crash test passed.');
