/**
 * Server-side sessions as the current Lucia guide teaches: the token is `id.secret`, both
 * random; only a SHA-256 hash of the secret is stored and it is compared in constant time.
 * Idle timeout 30 minutes, absolute timeout 12 hours (OWASP ASVS L2 3.3.2).
 */
import { hash } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq, sql } from 'drizzle-orm';
import { serialize } from 'hono/utils/cookie';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { noteSessionsEnded } from '../events/collect';
import type { SessionEndReason } from '../shared/dto/events';

/** The session cookie's name on a plain-HTTP origin (local development, tests). */
export const SESSION_COOKIE = 'session';
/** Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/, no Domain (ASVS 3.4.4). */
export const SECURE_SESSION_COOKIE = '__Host-session';

/** The cookie name for a plain or secure origin. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
/** A session unused this long (30 minutes, real clock) ends as `idle` (OWASP ASVS 3.3.2). */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends this long (12 hours) after sign-in however active it is; the cookie's Max-Age. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastVerifiedAt is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A stored session as Drizzle reads it: id, the secret's SHA-256 hash, user, times as Dates. */
export type SessionRow = typeof sessions.$inferSelect;
/** The user fields a session or an API token carries into a request (no secrets). */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'role' | 'firstName' | 'lastName' | 'email' | 'mustChangePassword'
> & {
  /** The customer's saved language ('en' or 'it'), null until chosen; absent where not read. */
  language?: 'en' | 'it' | null;
};

/** The user columns a session or an API token carries (SessionUser), selected by both. */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mustChangePassword: users.mustChangePassword,
  language: users.language,
  closedAt: users.closedAt,
};

/** How long (5 seconds, real clock) a session read from the database is answered from memory. */
export const SESSION_CACHE_TTL_MS = 5 * 1000;
/** The most sessions remembered per database (least recently used go first). */
export const SESSION_CACHE_MAX = 2000;

type SessionLookup = {
  session: SessionRow;
  user: SessionUser & { closedAt: Date | null };
  /** The user's second-factor method, read with the session for the sign-in check. */
  twoFactorMethod: TwoFactorMethod;
};

/** A user's chosen second factor (`users.two_factor_method`). */
export type TwoFactorMethod = (typeof users.$inferSelect)['twoFactorMethod'];
type CachedSession = SessionLookup & { readAt: number };

/**
 * The in-process session cache, one per database (a sandbox's sessions never meet another
 * bank's): session id (the token's public half) → the session row and its user as last
 * read, for at most SESSION_CACHE_TTL_MS (real clock). A Map in insertion order is the LRU:
 * a hit moves its entry to the end, the oldest goes when the map is full. The secret is
 * still checked against the cached hash on every request and the timeouts are checked as
 * before, so the cache only saves the read. Whatever ends or changes a session or its
 * user's sign-in (sign-out, revocation, a step-up, password change, role change, closing,
 * the bank's reset) calls forgetSession, forgetUserSessions or forgetAllSessions, so an old
 * cookie is refused at once.
 */
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();

function sessionCache(db: Db): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  return cache;
}

/** Drops one session from the cache (after it was deleted or its row changed). */
export function forgetSession(db: Db, sessionId: string): void {
  sessionCaches.get(db)?.delete(sessionId);
}

/** Drops every cached session of `userId` (password, role or closing changed, sessions ended). */
export function forgetUserSessions(db: Db, userId: number): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
}

/** Empties the database's session cache (the bank was reset). */
export function forgetAllSessions(db: Db): void {
  sessionCaches.get(db)?.clear();
}

/**
 * The session `id` with its user: from the cache when read within the TTL, else from the
 * database (then remembered).
 * @param now real-clock epoch ms
 */
function lookUpSession(db: Db, id: string, now: number): SessionLookup | undefined {
  const cache = sessionCache(db);
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    if (now >= hit.readAt && now - hit.readAt < SESSION_CACHE_TTL_MS) {
      cache.set(id, hit);
      return hit;
    }
  }
  const row = prepared(db, 'sessions.validate', (d) =>
    d
      .select({
        session: sessions,
        user: sessionUserColumns,
        twoFactorMethod: users.twoFactorMethod,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
  if (!row) return undefined;
  cache.set(id, { ...row, readAt: now });
  if (cache.size > SESSION_CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return row;
}

function randomString(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function hashSecretPart(secret: string): Uint8Array {
  return hash('sha256', secret, 'buffer');
}

/**
 * Creates a session for `userId`.
 * @returns the token to put in the cookie (shown once, never stored) and the session row
 */
export function createSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string | null; ip?: string | null } = {},
  now = new Date(),
): { token: string; session: SessionRow } {
  const id = randomString();
  const secret = randomString();
  const session = db
    .insert(sessions)
    .values({
      id,
      secretHash: Buffer.from(hashSecretPart(secret)),
      userId,
      createdAt: now,
      lastVerifiedAt: now,
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
      ip: meta.ip ?? null,
    })
    .returning()
    .get();
  return { token: `${id}.${secret}`, session };
}

/**
 * Validates a cookie token.
 * @returns the session, its user and the user's second-factor method (as cached with the
 *   session: a change of method drops the user's cached sessions), or null when the token is
 *   malformed, unknown, expired (idle or absolute), or the user is closed. Expired sessions
 *   are deleted.
 */
export function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): { session: SessionRow; user: SessionUser; twoFactorMethod: TwoFactorMethod } | null {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  const row = lookUpSession(db, id, now.getTime());
  if (!row) return null;
  if (!constantTimeEqual(hashSecretPart(secret), new Uint8Array(row.session.secretHash))) {
    return null;
  }
  const t = now.getTime();
  const expired =
    t - row.session.lastVerifiedAt.getTime() >= IDLE_TIMEOUT_MS ||
    t - row.session.createdAt.getTime() >= ABSOLUTE_TIMEOUT_MS ||
    row.user.closedAt !== null;
  if (expired) {
    // A closed user's sessions were ended by the admin; otherwise it timed out.
    invalidateSession(db, id, row.user.closedAt !== null ? 'revoked' : 'idle');
    return null;
  }
  if (t - row.session.lastVerifiedAt.getTime() >= TOUCH_INTERVAL_MS) {
    prepared(db, 'sessions.touch', (d) =>
      d
        .update(sessions)
        .set({ lastVerifiedAt: sql`${sql.placeholder('now')}` })
        .where(eq(sessions.id, sql.placeholder('id')))
        .prepare(),
    ).run({ now: now.getTime(), id });
    // The cached row shares this object, so the cache sees the touch too.
    row.session.lastVerifiedAt = now;
  }
  const { closedAt: _closed, ...user } = row.user;
  // A copy: a caller changing its session object must not change the cached one.
  return { session: { ...row.session }, user, twoFactorMethod: row.twoFactorMethod };
}

/**
 * Deletes one session (logout, timeout). With a `reason`, the session's open event streams
 * get a `session` event saying it and close (after commit when inside a transaction).
 */
export function invalidateSession(db: Db, sessionId: string, reason?: SessionEndReason): void {
  forgetSession(db, sessionId);
  const ended = db.delete(sessions).where(eq(sessions.id, sessionId)).run().changes;
  if (reason && ended > 0) noteSessionsEnded(db, [sessionId], reason);
}

/**
 * Deletes every session of a user (closing the user); their event streams end with
 * `reason` (default `revoked`).
 */
export function invalidateUserSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason = 'revoked',
): void {
  forgetUserSessions(db, userId);
  const ended = db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id })
    .all();
  noteSessionsEnded(
    db,
    ended.map((s) => s.id),
    reason,
  );
}

/**
 * Whether session `sessionId` still holds, for an open event stream (which does not count
 * as activity, so it never extends the session): `live`; `idle` when it timed out (it is
 * deleted now, and its streams told); `gone` when it no longer exists.
 */
export function sessionState(
  db: Db,
  sessionId: string,
  now = new Date(),
): 'live' | 'idle' | 'gone' {
  const row = prepared(db, 'sessions.state', (d) =>
    d
      .select({ createdAt: sessions.createdAt, lastVerifiedAt: sessions.lastVerifiedAt })
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: sessionId });
  if (!row) return 'gone';
  const t = now.getTime();
  if (
    t - row.lastVerifiedAt.getTime() >= IDLE_TIMEOUT_MS ||
    t - row.createdAt.getTime() >= ABSOLUTE_TIMEOUT_MS
  ) {
    invalidateSession(db, sessionId, 'idle');
    return 'idle';
  }
  return 'live';
}

/**
 * The Set-Cookie header value for a session token: HttpOnly, SameSite=Lax, Path=/,
 * Secure when served over HTTPS. Its Max-Age is the absolute timeout.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return serialize(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

/** The Set-Cookie header value that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieName(secure), '', {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: 0,
  });
}
