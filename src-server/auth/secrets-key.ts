/**
 * The key that seals second-factor secrets at rest (TOTP keys, AES-256-GCM through
 * auth/sealed.ts) and applicants' SSNs (services/enrollment/ssn.ts). It is `SECRETS_KEY` when
 * configured (32 bytes, base64 or hex); otherwise the bank's sealing key file beside the
 * database (`credentials.key`, created on first use with mode 0600; a process-wide key for
 * `:memory:`). A copy of the database alone therefore reveals no authenticator secret and no
 * SSN.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminTotp } from '../db/schema';
import { seal, sealingKey, unseal } from './sealed';

let configured: Buffer | null = null;

/** Sets the process's configured key (from SECRETS_KEY), or clears it with null. */
export function configureSecretsKey(key: Buffer | null): void {
  configured = key;
}

/** The key that seals `db`'s second-factor secrets (see the module comment). */
export function secretsKeyOf(db: Db): Buffer {
  return configured ?? sealingKey(db.$client.name);
}

/** A bare TOTP key from before secrets were sealed: exactly the 20 random bytes. */
function isLegacyPlain(stored: Buffer): boolean {
  return stored.length === 20 && !stored.subarray(0, 3).equals(Buffer.from('v1.'));
}

/** Seals a TOTP key for its admin_totp row. */
export function sealTotpSecret(db: Db, secret: Uint8Array): Buffer {
  return Buffer.from(seal(secretsKeyOf(db), Buffer.from(secret).toString('base64')), 'utf8');
}

/**
 * Opens a stored TOTP key (a legacy bare key is returned as is).
 * @returns the key, or null when it was sealed with another key or altered
 */
export function openTotpSecret(db: Db, stored: Buffer): Uint8Array | null {
  if (isLegacyPlain(stored)) return new Uint8Array(stored);
  const opened = unseal(secretsKeyOf(db), stored.toString('utf8'));
  return opened === null ? null : new Uint8Array(Buffer.from(opened, 'base64'));
}

/**
 * Seals every TOTP key still stored bare (rows from before sealing); run at start.
 * @returns how many rows were sealed
 */
export function sealLegacyTotpSecrets(db: Db): number {
  let sealed = 0;
  for (const row of db
    .select({ userId: adminTotp.userId, secret: adminTotp.secret })
    .from(adminTotp)
    .all()) {
    if (!isLegacyPlain(row.secret)) continue;
    db.update(adminTotp)
      .set({ secret: sealTotpSecret(db, row.secret) })
      .where(eq(adminTotp.userId, row.userId))
      .run();
    sealed += 1;
  }
  return sealed;
}
