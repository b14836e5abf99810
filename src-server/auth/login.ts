/**
 * Signing in and out (customer-area.md §7: POST /api/auth/login, POST /api/auth/logout).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../services/audit/record';
import { unauthorized } from '../services/errors';
import { verifyAgainstDummy, verifySecret } from './password';
import { createSession, type SessionUser } from './session';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle';

const BAD_CREDENTIALS = 'Invalid account ID or password';

/**
 * Checks the credentials and opens a new session (a new token at every sign-in).
 * @returns the user and the session token for the cookie
 * @throws UNAUTHORIZED (401) on a wrong username or password, or a closed user;
 *   TOO_MANY_REQUESTS (429) after 10 failures for the username in 15 minutes
 */
export async function login(
  db: Db,
  input: { username: string; password: string },
  meta: { userAgent: string | null; ip: string | null },
): Promise<{ user: SessionUser; token: string }> {
  const subject = input.username.toLowerCase();
  assertNotThrottled(db, 'LOGIN', subject);
  const row = db.select().from(users).where(eq(users.username, input.username)).get();
  const ok = row
    ? await verifySecret(row.password, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok || row.closedAt !== null) {
    recordFailure(db, 'LOGIN', subject);
    throw unauthorized(BAD_CREDENTIALS);
  }
  clearFailures(db, 'LOGIN', subject);
  const { token } = createSession(db, row.id, meta);
  recordAudit(db, {
    actorId: row.id,
    action: 'LOGIN',
    targetType: 'user',
    targetId: row.id,
    after: { userAgent: meta.userAgent, ip: meta.ip },
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
    },
  };
}
