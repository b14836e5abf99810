/**
 * Part of `npm run bench`: how long advancing the business clock 30 days takes on a generated
 * bank of BIG_COB_ACCOUNTS customer accounts (default 10,000: half as many customers, each
 * with a CHECKING and a SAVINGS account, built by scripts/build-big-bank.ts with
 * BIG_COB_POSTINGS transfers among them, default 20,000) on top of the demo bank, in a
 * database file. Every close-of-business step runs for each day passed, so the month end in
 * those 30 days accrues and posts interest and makes a statement for every account. Prints,
 * as the last line, JSON `{advance30Ms, accounts, monthEnds, buildMs}` (milliseconds; accounts
 * = every customer account in the bank).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src-server/bank/open';
import { advanceClock } from '../src-server/cob/advance';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ACCOUNTS = Number(process.env.BIG_COB_ACCOUNTS ?? 10_000);
const POSTINGS = Number(process.env.BIG_COB_POSTINGS ?? 20_000);
const work = mkdtempSync(join(tmpdir(), 'bank-cob-big-'));
const file = join(work, 'bank.db');

const buildStarted = performance.now();
execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build-big-bank.ts'), file], {
  env: {
    ...process.env,
    BIG_CUSTOMERS: String(Math.ceil(ACCOUNTS / 2)),
    BIG_POSTINGS: String(POSTINGS),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const buildMs = Math.round(performance.now() - buildStarted);

const db = openDatabase(file);
const count = (sql: string) => (db.$client.prepare(sql).get() as { n: number }).n;
const accounts = count('select count(*) as n from accounts where user_id is not null');
const admin = db.$client.prepare("select id from users where role = 'ADMIN' limit 1").get() as {
  id: number;
};
const statementsBefore = count('select count(*) as n from monthly_statements');
const started = performance.now();
await advanceClock(db, admin.id, { days: 30 });
const advance30Ms = Math.round(performance.now() - started);
const monthEnds = Math.round(
  (count('select count(*) as n from monthly_statements') - statementsBefore) / accounts,
);
db.$client.close();
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify({ advance30Ms, accounts, monthEnds, buildMs }));
