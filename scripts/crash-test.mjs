// `npm run test:crash`: a Jepsen-style bank run against the built server. 16 clients send
// INTERNAL transfers with idempotency keys while the server is killed with SIGKILL at random
// moments and restarted on the same database file; unacknowledged requests are retried with
// their keys. Then it checks that the total is conserved, no balance is negative, no
// acknowledged transfer is lost, no key made two transfers, every statement adds up, the
// file passes PRAGMA integrity_check and the ledger verifies.
// Then close of business: a trainer advances the clock two months with a weekly standing
// order set up; the server is killed in the middle of the advance and again in the middle of
// the close its restart resumes, and every due date must still be paid exactly once.
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
async function start(waitForHealth = true) {
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
  if (!waitForHealth) return;
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

// Close of business killed mid-advance. Books move on this phase (interest, loan
// instalments), so the transfer phase's conservation checks are above, not after it.
const COB_DAYS = 60;
const plusDays = (d, n) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
await start();
const signIn = async (username, password) => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
};
const demo = await signIn('demo', 'Demo-1234');
const admin = await signIn('admin', 'Admin-1234');
const api = async (method, path, cookie, body) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, Origin: base, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
const today = (await api('GET', '/api/admin/clock', admin)).date;
const mine = await api('GET', '/api/accounts', demo);
const startDate = plusDays(today, 1);
const order = await api('POST', '/api/standing-orders', demo, {
  transferType: 'INTERNAL',
  fromAccountId: mine.find((a) => a.accountType === 'CHECKING').id,
  toAccountId: mine.find((a) => a.accountType === 'SAVINGS').id,
  amount: '1.00',
  frequency: 'WEEKLY',
  startDate,
});
// The advance closes every day from today to the day before the new date.
const lastDay = plusDays(today, COB_DAYS - 1);
const reader = new Database(database, { readonly: true });
const closed = () => reader.prepare('select closed_through as d from bank_clock').get()?.d ?? '';
/** Waits until close of business passed `day`; false when it never did in time. */
async function closedPast(day, ms = 120_000) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (closed() > day) return true;
    await sleep(2);
  }
  return false;
}
let cobKills = 0;
// The advance answers only once every day is closed: it never will here.
fetch(`${base}/api/admin/clock/advance`, {
  method: 'POST',
  headers: { cookie: admin, Origin: base, 'Content-Type': 'application/json' },
  body: JSON.stringify({ days: COB_DAYS }),
}).catch(() => {});
if (!(await closedPast(plusDays(startDate, 1)))) fail('close of business did not start');
if (closed() < lastDay) cobKills++;
await kill();
// Restarted, the scheduler resumes the days left at once (before it serves): kill it again.
await start(false);
if (!(await closedPast(plusDays(startDate, 25)))) fail('close of business did not resume');
if (closed() < lastDay) cobKills++;
await kill();
await start(false);
if (!(await closedPast(plusDays(lastDay, -1)))) fail('close of business did not finish');
await kill();
reader.close();

const cob = new Database(database, { readonly: true });
const runs = cob
  .prepare(
    'select due_date as d, outcome, transfer_id as t from standing_order_runs where order_id = ?',
  )
  .all(order.id);
const made = cob
  .prepare("select id from transfers where description = ? and status = 'COMPLETED'")
  .all(`Standing order SO-${order.id}`);
const after = cob.prepare('select runs_done as n from standing_orders where id = ?').get(order.id);
const cobIntegrity = cob.pragma('integrity_check', { simple: true });
cob.close();
const dueDates = [];
for (let d = startDate; d <= lastDay; d = plusDays(d, 7)) dueDates.push(d);
console.log(
  `close of business: ${COB_DAYS} days, kills mid-close: ${cobKills}, standing order runs: ${runs.length} for ${dueDates.length} due dates`,
);
if (cobKills < 1) fail('close of business was never killed part way');
if (
  runs
    .map((r) => r.d)
    .sort()
    .join() !== dueDates.join()
)
  fail(`standing order ran on ${runs.map((r) => r.d).sort()} instead of ${dueDates}`);
if (runs.some((r) => r.outcome !== 'DONE')) fail('a standing order run failed');
if (made.length !== dueDates.length) fail(`${made.length} standing order transfers`);
if (new Set(runs.map((r) => r.t)).size !== made.length) fail('a run has no transfer of its own');
if (after.n !== dueDates.length) fail(`the order counts ${after.n} runs`);
if (cobIntegrity !== 'ok') fail(`integrity_check says ${cobIntegrity}`);
const cobVerify = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'src-server/ledger/verify-cli.ts')],
  { cwd: root, env: { ...process.env, DATABASE_PATH: database }, encoding: 'utf8' },
);
if (cobVerify.status !== 0)
  fail(`ledger:verify after close of business: ${cobVerify.stdout}${cobVerify.stderr}`);
else console.log(cobVerify.stdout.trim());

rmSync(work, { recursive: true, force: true });
if (!process.exitCode) console.log('Crash test passed.');
