/**
 * `npm run audit:verify`: checks the audit log's hash chain in the database at DATABASE_PATH.
 * Exit 0 with the number of rows when the chain is intact; exit 1 naming the first row whose
 * hash does not match (a row changed, inserted or removed there).
 */
import { connectDatabase } from '../../db/client';
import { loadEnv } from '../../env';
import { sealAuditChain, verifyAuditChain } from './chain';

const env = loadEnv();
const db = connectDatabase(env.DATABASE_PATH);
// An audit log from before the hash chain is sealed first, as opening the bank does.
sealAuditChain(db);
const report = verifyAuditChain(db);
if (report.ok) {
  console.log(`Audit log OK: ${report.checked} entries, hash chain intact.`);
} else {
  console.error(
    `Audit log broken at row ${report.brokenId}: its hash ${report.reason} (${report.checked} entries before it are intact).`,
  );
}
db.$client.close();
process.exit(report.ok ? 0 : 1);
