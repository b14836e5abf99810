/**
 * Personal API tokens, built the way sessions are: a random id and a random secret, sent as
 * `Authorization: Bearer <id>.<secret>`; only a SHA-256 hash of the secret is stored and it
 * is compared in constant time. A token acts for its user within its scopes until it
 * expires or is revoked. Security time (the real clock) decides expiry.
 */
import { hash } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import { type SessionRow, type SessionUser, sessionUserColumns } from './session';

/**
 * What a token may do. Every scope reads what its user may read; `transfer` also moves money
 * and verifies the PIN; `admin` also calls the admin operations. Scopes do not include each
 * other: an admin token moves money only with `transfer` as well (tokenAllows).
 */
export const TOKEN_SCOPES = ['read', 'transfer', 'admin'] as const;
/** One of TOKEN_SCOPES: read, transfer or admin (see tokenAllows for what each permits). */
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A stored API token as Drizzle reads it: the secret's SHA-256 hash, never the secret. */
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A token as listed: never its secret or hash. Times are Dates. */
export interface ApiTokenInfo {
  id: string;
  name: string;
  scopes: TokenScope[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a token's last use is written (at most once a minute per token). */
const TOUCH_INTERVAL_MS = 60 * 1000;

function randomString(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function hashSecret(secret: string): Uint8Array {
  return hash('sha256', secret, 'buffer');
}

/** The scopes stored as text, as a list (unknown names dropped). */
export function parseScopes(text: string): TokenScope[] {
  return text
    .split(',')
    .filter((s): s is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(s));
}

function info(row: ApiTokenRow): ApiTokenInfo {
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/**
 * Creates a token for `user`. The `admin` scope is only for users with role ADMIN.
 * @param input name (for the owner), scopes (at least one, no repeats), lifetime in whole days
 * @returns the token text, shown once and never again, and what the list shows of it
 * @throws FORBIDDEN (403) when a non-admin asks for the `admin` scope
 */
export function createApiToken(
  db: Db,
  user: { id: number; role: string },
  input: { name: string; scopes: TokenScope[]; expiresInDays: number },
  now = new Date(),
): { token: string; info: ApiTokenInfo } {
  if (input.scopes.includes('admin') && user.role !== 'ADMIN') {
    throw forbidden('Only an admin can create a token with the admin scope');
  }
  const id = randomString();
  const secret = randomString();
  const row = db
    .insert(apiTokens)
    .values({
      id,
      secretHash: Buffer.from(hashSecret(secret)),
      userId: user.id,
      name: input.name,
      scopes: [...new Set(input.scopes)].join(','),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning()
    .get();
  return { token: `${id}.${secret}`, info: info(row) };
}

/** The user's tokens that are not revoked, newest first (expired ones included). */
export function listApiTokens(db: Db, userId: number): ApiTokenInfo[] {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .all()
    .map(info);
}

/**
 * Revokes one of the user's tokens: it stops working at once.
 * @throws NOT_FOUND (404) for an unknown id, another user's token or one already revoked
 */
export function revokeApiToken(db: Db, userId: number, id: string, now = new Date()): void {
  const done = db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .run();
  if (done.changes === 0) throw notFound('API token');
}

/**
 * The token and its user for the text of a bearer token, or null when it is malformed,
 * unknown, wrong, expired, revoked, or its user is closed.
 */
export function validateApiToken(
  db: Db,
  token: string,
  now = new Date(),
): { token: ApiTokenRow; user: SessionUser } | null {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  const row = db
    .select({
      token: apiTokens,
      user: sessionUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.id, id))
    .get();
  if (!row) return null;
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.token.secretHash))) return null;
  const t = now.getTime();
  if (row.token.revokedAt !== null || t >= row.token.expiresAt.getTime()) return null;
  if (row.user.closedAt !== null) return null;
  if (row.token.lastUsedAt === null || t - row.token.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id)).run();
    row.token.lastUsedAt = now;
  }
  const { closedAt: _closed, ...user } = row.user;
  return { token: row.token, user };
}

/**
 * A token call's stand-in for a session, so the rules that read the session (the PIN
 * step-up, the current-session mark) work unchanged: its id is the token's, prefixed with
 * `token:` so it never names a real session, and its step-up time is the token's.
 */
export function tokenSession(token: ApiTokenRow, now = new Date()): SessionRow {
  return {
    id: `token:${token.id}`,
    secretHash: Buffer.alloc(0),
    userId: token.userId,
    createdAt: token.createdAt,
    lastVerifiedAt: now,
    pinVerifiedAt: token.pinVerifiedAt,
    mfaVerifiedAt: null,
    adminStepUpAt: null,
    userAgent: null,
    ip: null,
  };
}

/** The token id behind a stand-in session, or null for a real session. */
export function tokenIdOfSession(session: { id: string }): string | null {
  return session.id.startsWith('token:') ? session.id.slice('token:'.length) : null;
}

/**
 * Whether a token with `scopes` may make a call that needs `need`: `read` is granted by every
 * scope, `transfer` and `admin` only by themselves; null means no token may make the call.
 */
export function tokenAllows(scopes: readonly TokenScope[], need: TokenScope | null): boolean {
  if (need === null) return false;
  return need === 'read' ? scopes.length > 0 : scopes.includes(need);
}
