/**
 * `npm run ledger:verify`: checks every ledger invariant of the database at DATABASE_PATH.
 * Exit 0 when the books balance, 1 with one line per violation otherwise.
 */
import { connectDatabase } from '../db/client';
import { loadEnv } from '../env';
import { ensureLedgerAccounts } from './bank-accounts';
import { verifyLedger } from './verify';

const env = loadEnv();
const db = connectDatabase(env.DATABASE_PATH);
ensureLedgerAccounts(db);
const report = verifyLedger(db);
const { journals, postings, accounts, statementRows } = report.checked;
if (report.ok) {
  console.log(
    `Ledger OK: ${journals} journal entries, ${postings} postings, ${accounts} accounts, ${statementRows} statement rows.`,
  );
} else {
  console.error(`Ledger has ${report.violations.length} violation(s):`);
  for (const line of report.violations) console.error(`- ${line}`);
}
db.$client.close();
process.exit(report.ok ? 0 : 1);
