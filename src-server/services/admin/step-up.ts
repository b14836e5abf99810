/**
 * Admin step-up (OWASP ASVS 4.2.2 / 2.2.1 style re-authentication): the admin actions that
 * can do the most harm (resetting the bank, balance adjustments, top-ups, closing users,
 * changing roles) need the admin's password or an authenticator code entered in the last
 * 5 minutes in this session. Signing in counts as entering the password. An API token has
 * no way to renew it, so a token counts only within 5 minutes of being made.
 */
import { eq } from 'drizzle-orm';
import { tokenIdOfSession } from '../../auth/api-token';
import { verifySecret } from '../../auth/password';
import { forgetSession, type SessionRow } from '../../auth/session';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { Forbidden, InvalidInput, StepUpRequired } from '../../domain/errors';
import type { AuditAction } from '../../shared/audit';
import { recordAudit } from '../audit/record';
import { checkCurrentCode } from './mfa';

/** How long a password or code given by an admin counts for the guarded actions (5 minutes). */
export const ADMIN_STEP_UP_WINDOW_MS = 5 * 60 * 1000;

/** The message of the refusal: what the admin has to do. */
export const ADMIN_STEP_UP_MESSAGE =
  'Confirm it is you: enter your password (or an authenticator code) again; it counts for 5 minutes';

/** When the admin last proved who they are in this session: the sign-in or the last step-up. */
function lastProof(session: SessionRow): number {
  return Math.max(session.createdAt.getTime(), session.adminStepUpAt?.getTime() ?? 0);
}

/**
 * Refuses a guarded admin action unless the session signed in or renewed its step-up within
 * the last 5 minutes (real clock).
 * @throws StepUpRequired (403, code STEP_UP_REQUIRED)
 */
export function assertAdminStepUp(session: SessionRow, now: Date = realNow()): void {
  if (now.getTime() - lastProof(session) > ADMIN_STEP_UP_WINDOW_MS) {
    throw new StepUpRequired(ADMIN_STEP_UP_MESSAGE);
  }
}

/**
 * Renews the admin's step-up for this session with the password or a current authenticator
 * code (exactly one of the two). Both outcomes are audit-logged.
 * @returns until when the step-up counts (ISO time, 5 minutes from now)
 * @throws INVALID (400) without exactly one of password and code; FORBIDDEN (403) for a wrong
 *   password or code (code STEP_UP_FAILED for the password); CONFLICT (409) for a code when no
 *   authenticator is set up; TOO_MANY_REQUESTS (429) after 5 wrong passwords (or codes) in
 *   15 minutes; FORBIDDEN for an API token (a token cannot step up)
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export async function renewAdminStepUp(
  db: Db,
  session: SessionRow,
  proof: { password?: string | undefined; code?: string | undefined },
  at: Date,
  now: Date = realNow(),
): Promise<{ verifiedUntil: string }> {
  if (tokenIdOfSession(session) !== null) {
    throw new Forbidden('Only a signed-in session can confirm it is you', 'TOKEN_SCOPE');
  }
  const userId = session.userId;
  if ((proof.password === undefined) === (proof.code === undefined)) {
    throw new InvalidInput('Give either your password or an authenticator code');
  }
  const audit = (action: AuditAction, by: string) =>
    recordAudit(db, {
      actorId: userId,
      action,
      targetType: 'user',
      targetId: userId,
      after: { by },
      at: at,
    });
  if (proof.code !== undefined) {
    try {
      checkCurrentCode(db, userId, proof.code, now);
    } catch (error) {
      audit('ADMIN_STEP_UP_REFUSED', 'code');
      throw error;
    }
  } else {
    const subject = String(userId);
    assertNotThrottled(db, 'STEP_UP', subject, now);
    const row = db
      .select({ password: users.password })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!row || !(await verifySecret(row.password, proof.password ?? ''))) {
      recordFailure(db, 'STEP_UP', subject, now);
      audit('ADMIN_STEP_UP_REFUSED', 'password');
      throw new Forbidden('The password is not correct', 'STEP_UP_FAILED');
    }
    clearFailures(db, 'STEP_UP', subject);
  }
  db.update(sessions).set({ adminStepUpAt: now }).where(eq(sessions.id, session.id)).run();
  forgetSession(db, session.id);
  session.adminStepUpAt = now;
  audit('ADMIN_STEP_UP', proof.code !== undefined ? 'code' : 'password');
  return { verifiedUntil: new Date(now.getTime() + ADMIN_STEP_UP_WINDOW_MS).toISOString() };
}
