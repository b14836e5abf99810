/**
 * Throttling (OWASP ASVS 2.2.1, 11.1.4), counted in the database so it holds across
 * requests and restarts. Every limit is in LIMITS; a throttled caller gets 429 with a
 * Retry-After header until the window passes, whatever they send.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';
import { Throttled } from '../domain/errors';

const MINUTE = 60 * 1000;

/** The limits: at most `max` counted events per subject within `windowMs`. */
export const LIMITS = {
  /** Failed sign-ins per account (username): the limit that stops guessing one password. */
  LOGIN: { max: 5, windowMs: 15 * MINUTE, what: 'failed sign-ins for this account' },
  /**
   * Failed sign-ins per network address: a high ceiling against spraying many accounts. A
   * classroom shares one address, so the default is the `THROTTLE_PER_ADDRESS` setting's
   * (200); the caller passes the configured figure.
   */
  LOGIN_IP: { max: 200, windowMs: 15 * MINUTE, what: 'failed sign-ins from this address' },
  /** Wrong transaction PINs per customer. */
  PIN: { max: 5, windowMs: 15 * MINUTE, what: 'wrong PINs' },
  /**
   * Wrong or replayed second-factor codes per user (authenticator, sent or recovery codes: sign-in,
   * enrolment, switching off).
   */
  MFA: { max: 5, windowMs: 15 * MINUTE, what: 'wrong authentication codes' },
  /** One-time sign-in or set-up codes sent by SMS or email, per user. */
  MFA_SEND: { max: 5, windowMs: 15 * MINUTE, what: 'codes sent' },
  /** Wrong current passwords in a password change, per customer. */
  PASSWORD: { max: 5, windowMs: 15 * MINUTE, what: 'failed password changes' },
  /** Enrollment applications per network address. */
  ENROLL: { max: 10, windowMs: 60 * MINUTE, what: 'applications from this address' },
  /** Confirmation-of-payee lookups per customer. */
  PAYEE_LOOKUP: { max: 30, windowMs: MINUTE, what: 'payee lookups' },
  /** Sandboxes created per network address, when anyone may create them. */
  SANDBOX: { max: 20, windowMs: 60 * MINUTE, what: 'sandboxes from this address' },
  /** Password reset links asked for per login (username or email as typed, case folded). */
  RESET: { max: 3, windowMs: 15 * MINUTE, what: 'reset requests for this account' },
  /** Password reset links asked for per network address. */
  RESET_IP: { max: 20, windowMs: 15 * MINUTE, what: 'reset requests from this address' },
  /** Invalid, expired or used reset tokens sent per network address. */
  RESET_CONFIRM: { max: 10, windowMs: 15 * MINUTE, what: 'invalid reset links from this address' },
  /** Wrong passwords given to renew an admin's step-up, per admin. */
  STEP_UP: { max: 5, windowMs: 15 * MINUTE, what: 'wrong step-up passwords' },
  /** Top-ups per admin. */
  TOPUP: { max: 60, windowMs: MINUTE, what: 'top-ups' },
} as const;

/** The name of one limit in LIMITS (LOGIN, LOGIN_IP, PIN, MFA, ...). */
export type ThrottleKind = keyof typeof LIMITS;

/**
 * Refuses the attempt when `subject` already reached the limit of `kind` in its window.
 * @param max the limit's count when configured (LOGIN_IP takes THROTTLE_PER_ADDRESS);
 *   LIMITS[kind].max otherwise
 * @throws Throttled (429) saying when to try again
 */
export function assertNotThrottled(
  db: Db,
  kind: ThrottleKind,
  subject: string,
  now = new Date(),
  max: number = LIMITS[kind].max,
): void {
  const limit = { ...LIMITS[kind], max };
  const where = inWindow(kind, subject, now);
  if (countIn(db, where) < limit.max) return;
  const oldest = db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(where)
    .orderBy(asc(authAttempts.id))
    .limit(1)
    .get();
  const retryAfter = Math.max(
    1,
    Math.ceil(((oldest?.at.getTime() ?? now.getTime()) + limit.windowMs - now.getTime()) / 1000),
  );
  const minutes = Math.ceil(retryAfter / 60);
  throw new Throttled(
    `Too many ${limit.what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfter,
    { name: kind.toLowerCase(), quota: limit.max, windowSeconds: limit.windowMs / 1000 },
  );
}

/** The events of `kind` for `subject` within the limit's window before `now`. */
function inWindow(kind: ThrottleKind, subject: string, now: Date) {
  return and(
    eq(authAttempts.kind, kind),
    eq(authAttempts.subject, subject),
    gte(authAttempts.createdAt, new Date(now.getTime() - LIMITS[kind].windowMs)),
  );
}

function countIn(db: Db, where: ReturnType<typeof inWindow>): number {
  return db.select({ n: sql<number>`count(*)` }).from(authAttempts).where(where).get()?.n ?? 0;
}

/**
 * True when `subject` has reached the limit of `kind` in its window, so its next attempt would
 * be refused with 429 (a sign-in lock, for LOGIN and a username); false otherwise.
 * @param now real time (the limits count real minutes)
 * @param max the limit's count when configured; LIMITS[kind].max otherwise
 */
export function isThrottled(
  db: Db,
  kind: ThrottleKind,
  subject: string,
  now: Date,
  max: number = LIMITS[kind].max,
): boolean {
  return countIn(db, inWindow(kind, subject, now)) >= max;
}

/** Counts one event of `kind` for `subject` and forgets events older than a day. */
export function recordFailure(db: Db, kind: ThrottleKind, subject: string, now = new Date()): void {
  db.insert(authAttempts).values({ kind, subject, createdAt: now }).run();
  db.delete(authAttempts)
    .where(lt(authAttempts.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE)))
    .run();
}

/**
 * Forgets the events of `subject` after a success (or when an admin unlocks it).
 * @returns how many counted events were forgotten
 */
export function clearFailures(db: Db, kind: ThrottleKind, subject: string): number {
  return db
    .delete(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject)))
    .run().changes;
}

/**
 * The client's network address. Without `trustProxy` it is the socket's peer and any
 * `X-Forwarded-For` is ignored (a client could write anything there). With it, the bank
 * sits behind one reverse proxy and the address is the header's right-most entry: the one
 * that proxy appended for the peer it saw. Entries to its left were sent by the client and
 * could be forged, so the left-most is never used.
 * @returns the address, or null when none is known
 */
export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
): string | null {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  return socketAddress ?? null;
}
