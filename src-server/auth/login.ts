/**
 * Signing in and out (POST /api/auth/login; POST /api/auth/logout).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import { atomically } from '../db/transaction';
import { unauthorized } from '../domain/errors';
import { recordAudit } from '../services/audit/record';
import { notify } from '../services/notifications/notify';
import { messageNewSignIn } from '../services/outbox/messages';
import { onlyUserByUsername } from '../services/users/taken';
import { describeBrowser } from '../shared/device';
import { verifyAgainstDummy, verifySecret } from './password';
import { createSession, type SessionUser } from './session';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle';

const BAD_CREDENTIALS = 'Invalid account ID or password';

/** True when `userId` signed in before with this exact User-Agent. */
function knownBrowser(db: Db, userId: number, userAgent: string | null): boolean {
  const row = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, userId),
        eq(auditLog.action, 'LOGIN'),
        sql`json_extract(${auditLog.after}, '$.userAgent') is ${userAgent}`,
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/** The throttle subject of a sign-in: the username as typed, case folded. */
export function loginSubject(username: string): string {
  return username.toLowerCase();
}

/**
 * The user a sign-in name names: the one with exactly that username, else the only one whose
 * username differs from it in case alone ("Demo" for demo, as a phone's keyboard capitalises
 * the first letter). Usernames are unique without case (services/users/taken.ts); a bank file
 * made before that rule may hold two such users, and then only the exact name signs in.
 * Served by the unique index on username and the index on lower(username).
 */
export function userBySignInName(db: Db, name: string): typeof users.$inferSelect | undefined {
  return (
    db.select().from(users).where(eq(users.username, name)).get() ?? onlyUserByUsername(db, name)
  );
}

/**
 * Checks the credentials and opens a new session (a new token at every sign-in).
 * Two throttles count failures: per account (5 in 15 minutes, so one password cannot be
 * guessed) and per address (`perAddress` in 15 minutes, THROTTLE_PER_ADDRESS: a high
 * ceiling, since a whole classroom signs in from one address).
 * @param meta.perAddress the address limit; LIMITS.LOGIN_IP's default when left out
 * @param meta.at business time of the request (the bank's clock): the date of the audit entry
 *   and notification it writes; throttles and tokens keep real time
 * @returns the user (with `mustChangePassword`) and the session token for the cookie
 * @throws UNAUTHORIZED (401) on a wrong username or password, or a closed user;
 *   TOO_MANY_REQUESTS (429) after 5 failures for the username, or `perAddress` from the
 *   address, in 15 minutes
 */
export async function login(
  db: Db,
  input: { username: string; password: string },
  meta: { userAgent: string | null; ip: string | null; perAddress?: number; at: Date },
): Promise<{ user: SessionUser; token: string }> {
  const subject = loginSubject(input.username);
  const now = new Date();
  assertNotThrottled(db, 'LOGIN', subject, now);
  if (meta.ip) assertNotThrottled(db, 'LOGIN_IP', meta.ip, now, meta.perAddress);
  const row = userBySignInName(db, input.username);
  const ok = row
    ? await verifySecret(row.password, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok || row.closedAt !== null) {
    recordFailure(db, 'LOGIN', subject);
    if (meta.ip) recordFailure(db, 'LOGIN_IP', meta.ip);
    throw unauthorized(BAD_CREDENTIALS);
  }
  clearFailures(db, 'LOGIN', subject);
  const token = atomically(db, () => {
    const newBrowser = !knownBrowser(db, row.id, meta.userAgent);
    const { token } = createSession(db, row.id, meta);
    recordAudit(db, {
      actorId: row.id,
      action: 'LOGIN',
      targetType: 'user',
      targetId: row.id,
      after: { userAgent: meta.userAgent, ip: meta.ip },
      at: meta.at,
    });
    if (newBrowser) {
      notify(db, row.id, {
        type: 'SECURITY',
        title: 'New sign-in',
        message: `A sign-in from a new browser (${describeBrowser(meta.userAgent)}). If this was not you, change your password.`,
        at: meta.at,
      });
      messageNewSignIn(db, row.id, describeBrowser(meta.userAgent), now);
    }
    return token;
  });
  return {
    token,
    user: {
      id: row.id,
      username: row.username,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mustChangePassword: row.mustChangePassword,
    },
  };
}
