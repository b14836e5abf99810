/**
 * Third parties (TPPs) of the open-banking API, registered by an admin. Each gets an API key
 * `<id>.<secret>`, answered once at registration; only a SHA-256 hash of the secret is kept and
 * it is compared in constant time. Revoking one stops its key at once (its consents stay,
 * unreadable).
 */
import { hash } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { thirdParties } from '../db/schema';
import { notFound } from '../domain/errors';

/** A third party as the admin lists it: never its key or hash. */
export interface ThirdPartyInfo {
  id: string;
  name: string;
  redirectUri: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** Who a valid API key names: the third party's id and name. */
export interface ThirdPartyCaller {
  id: string;
  name: string;
}

function randomText(bytes: number): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return encodeBase32LowerCaseNoPadding(data);
}

function hashSecret(secret: string): Uint8Array {
  return hash('sha256', secret, 'buffer');
}

function info(row: typeof thirdParties.$inferSelect): ThirdPartyInfo {
  return {
    id: row.id,
    name: row.name,
    redirectUri: row.redirectUri,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

/**
 * Registers a third party.
 * @param input its name (shown to customers) and the absolute http(s) URI customers are sent
 *   back to after deciding on a consent
 * @param now when it was registered (business time)
 * @returns the third party and its API key, shown this once
 */
export function createThirdParty(
  db: Db,
  input: { name: string; redirectUri: string },
  now: Date,
): { thirdParty: ThirdPartyInfo; apiKey: string } {
  const id = `tpp_${randomText(10)}`;
  const secret = randomText(20);
  const row = db
    .insert(thirdParties)
    .values({
      id,
      name: input.name,
      redirectUri: input.redirectUri,
      keyHash: Buffer.from(hashSecret(secret)),
      createdAt: now,
    })
    .returning()
    .get();
  return { thirdParty: info(row), apiKey: `${id}.${secret}` };
}

/** Every third party, revoked ones included, oldest first. */
export function listThirdParties(db: Db): ThirdPartyInfo[] {
  return db.select().from(thirdParties).orderBy(asc(thirdParties.createdAt)).all().map(info);
}

/**
 * Revokes a third party: its API key stops working at once.
 * @throws NOT_FOUND (404) for an unknown or already revoked third party
 */
export function revokeThirdParty(db: Db, id: string, now: Date): ThirdPartyInfo {
  const row = db
    .update(thirdParties)
    .set({ revokedAt: now })
    .where(and(eq(thirdParties.id, id), isNull(thirdParties.revokedAt)))
    .returning()
    .get();
  if (!row) throw notFound('Third party');
  return info(row);
}

/**
 * The third party an `X-API-Key` header names.
 * @param key the header's value (`<id>.<secret>`), or undefined when none was sent
 * @returns the caller, or null for a missing, malformed, unknown or revoked key
 */
export function thirdPartyOf(db: Db, key: string | undefined): ThirdPartyCaller | null {
  if (!key) return null;
  const dot = key.indexOf('.');
  if (dot <= 0) return null;
  const row = db
    .select()
    .from(thirdParties)
    .where(eq(thirdParties.id, key.slice(0, dot)))
    .get();
  if (!row || row.revokedAt) return null;
  const given = hashSecret(key.slice(dot + 1));
  if (!constantTimeEqual(given, new Uint8Array(row.keyHash))) return null;
  return { id: row.id, name: row.name };
}

/** The redirect URI and name of a third party (for the customer's consent screen). */
export function thirdPartyById(db: Db, id: string): ThirdPartyInfo | null {
  const row = db.select().from(thirdParties).where(eq(thirdParties.id, id)).get();
  return row ? info(row) : null;
}
