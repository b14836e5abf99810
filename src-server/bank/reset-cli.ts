/**
 * `npm run db:reset`: restores the demo bank in the database at DATABASE_PATH (SEED=none
 * leaves it empty). Safe while the server runs: it is one transaction.
 */

import { realNow } from '../clock/real-time';
import { loadEnv } from '../env';
import { verifyLedger } from '../ledger/verify';
import { openDatabase } from './open';
import { resetBank } from './reset';

const env = loadEnv();
const db = openDatabase(env.DATABASE_PATH);
await resetBank(db, env.SEED, realNow());
const report = verifyLedger(db);
db.$client.close();
console.log(
  `Bank reset (${env.SEED === 'demo' ? 'demo data' : 'empty'}) in ${env.DATABASE_PATH}; ledger ${report.ok ? 'OK' : 'BROKEN'}.`,
);
process.exit(report.ok ? 0 : 1);
