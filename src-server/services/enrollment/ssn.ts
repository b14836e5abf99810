/**
 * An applicant's Social Security number at rest. It is sealed with the bank's secrets key
 * (AES-256-GCM, auth/secrets-key.ts: `SECRETS_KEY`, or the key file beside the database) and
 * stored beside its last four characters, which are all any screen or answer shows of it. A
 * copy of the database alone (a backup, a file handed to a colleague) therefore reveals no
 * SSN; the key file or `SECRETS_KEY` is needed as well. Nothing in the bank reads the full
 * number back: it is kept as a bank keeps what it collected for identity checks.
 */
import { and, isNotNull, not, sql } from 'drizzle-orm';
import { seal } from '../../auth/sealed';
import { secretsKeyOf } from '../../auth/secrets-key';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';

/**
 * The columns an application stores for the SSN an applicant gave.
 * @param ssn the SSN as given (trimmed), or null / '' when none was given
 * @returns `ssn` sealed and `ssnLast4` its last four characters; both null without an SSN
 */
export function storedSsn(
  db: Db,
  ssn: string | null | undefined,
): {
  ssn: string | null;
  ssnLast4: string | null;
} {
  if (!ssn) return { ssn: null, ssnLast4: null };
  return { ssn: seal(secretsKeyOf(db), ssn), ssnLast4: ssn.slice(-4) };
}

/**
 * Seals every SSN still stored as plain text (written before SSNs were sealed), in one
 * transaction; the last four characters were kept by the migration that added them. Run when
 * a bank opens; a bank without such rows pays one read of the applications table.
 * @returns how many SSNs were sealed now
 */
export function sealPlainSsns(db: Db): number {
  const plain = db
    .select({ id: applications.id, ssn: applications.ssn })
    .from(applications)
    // What `seal` writes begins with its version, `v1.`; no SSN does.
    .where(and(isNotNull(applications.ssn), not(sql`${applications.ssn} like 'v1.%'`)))
    .all();
  if (plain.length === 0) return 0;
  const key = secretsKeyOf(db);
  const update = db.$client.prepare('update applications set ssn = ? where id = ?');
  db.$client.transaction(() => {
    for (const row of plain) update.run(row.ssn ? seal(key, row.ssn) : null, row.id);
  })();
  return plain.length;
}
