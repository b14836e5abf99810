/**
 * The trainer's "reset the demo bank": restores the seeded bank (as `npm run db:reset`),
 * audits it and signs everyone out, then gives the admin who asked a fresh session so the
 * trainer stays signed in.
 */
import { eq } from 'drizzle-orm';
import type { SessionRow } from '../auth/session';
import { createSession } from '../auth/session';
import { businessNow } from '../clock/clock';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { assertAdminStepUp } from '../services/admin/step-up';
import { recordAudit } from '../services/audit/record';
import { resetBank } from './reset';

/**
 * Resets the bank to the demo seed. The rule: only with a recent step-up (the admin's
 * password or authenticator code within the last 5 minutes); every session is gone after
 * it, and the asking admin (found again by username in the restored bank) gets a new one
 * when that username is still an admin there.
 * @param session the asking admin's session (its step-up time is checked)
 * @param meta the request's user agent and address, stored on the new session
 * @returns the new session's token for the cookie, or null when the restored bank has no
 *   admin of that username
 * @throws FORBIDDEN `STEP_UP_REQUIRED` without a recent step-up
 */
export async function resetDemoBank(
  db: Db,
  session: SessionRow,
  username: string,
  meta: { userAgent?: string | null; ip?: string | null },
): Promise<{ token: string | null }> {
  assertAdminStepUp(session);
  await resetBank(db, 'demo', realNow());
  recordAudit(db, {
    actorId: null,
    action: 'DEMO_RESET',
    targetType: 'bank',
    targetId: null,
    after: { by: username },
    at: businessNow(db),
  });
  const admin = db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.username, username))
    .get();
  if (admin?.role !== 'ADMIN') return { token: null };
  return { token: createSession(db, admin.id, meta).token };
}
