/**
 * Password recovery (POST /api/auth/password-reset, POST /api/auth/password-reset/confirm).
 * A request names a username or an email address and always gets the same answer, after the
 * same work (a token drawn and hashed, the account looked up, one transaction), whether or
 * not the account exists. For an open account it stores the SHA-256 of a random token and
 * emails a link `/reset-password?token=…` through the outbox; the link works once, for 30
 * minutes. Confirming sets the new password, ends every session of the user and tells them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { atomically } from '../db/transaction';
import { badRequest } from '../domain/errors';
import { noteSessionsEnded } from '../events/collect';
import { recordAudit } from '../services/audit/record';
import { notify } from '../services/notifications/notify';
import { messagePasswordChanged, messageResetLink } from '../services/outbox/messages';
import { onlyUserByEmail } from '../services/users/taken';
import { userBySignInName } from './login';
import { assertStrongPassword, hashSecret } from './password';
import { forgetUserSessions } from './session';
import { assertNotThrottled, recordFailure } from './throttle';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60 * 1000;

/** The answer to every reset request. */
export const RESET_ACCEPTED =
  'If an account matches, we sent a link to its email address. It works once, for 30 minutes.';

const INVALID_LINK =
  'This reset link is invalid, expired or already used. Ask for a new one with "Forgot password?".';

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Handles a reset request: throttled per login and per address (each request counts), then
 * for an open account a new token is stored (hash only) and its link emailed.
 * @param meta.origin where the link points (the bank's public origin)
 * @param meta.at business time of the request (the bank's clock): the date of the audit entry
 *   and notification it writes; throttles and tokens keep real time
 * @throws Throttled (429) past LIMITS.RESET for the login or LIMITS.RESET_IP for the address
 */
export function requestPasswordReset(
  db: Db,
  login: string,
  meta: { ip: string | null; origin: string; at: Date },
  now = new Date(),
): void {
  const subject = login.trim().toLowerCase();
  assertNotThrottled(db, 'RESET', subject, now);
  if (meta.ip) assertNotThrottled(db, 'RESET_IP', meta.ip, now);
  recordFailure(db, 'RESET', subject, now);
  if (meta.ip) recordFailure(db, 'RESET_IP', meta.ip, now);
  // Drawn and hashed on both paths, so an unknown login costs the same work.
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const link = `${meta.origin}/reset-password?token=${token}`;
  atomically(db, () => {
    const user = userBySignInName(db, login.trim()) ?? onlyUserByEmail(db, subject);
    if (!user || user.closedAt !== null) return;
    db.insert(passwordResetTokens)
      .values({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        createdAt: now,
      })
      .run();
    recordAudit(db, {
      actorId: user.id,
      action: 'PASSWORD_RESET_REQUESTED',
      targetType: 'user',
      targetId: user.id,
      after: { ip: meta.ip },
      at: meta.at,
    });
    messageResetLink(db, user.id, link, RESET_TTL_MS / 60_000);
  });
}

/**
 * Sets a new password with a reset token: the token must be unused, unexpired and its
 * account open. The token (and any other of the user's) is spent, every session ends, the
 * must-change flag and a sealed initial password are cleared, the user is notified in the
 * app and by email (security preference).
 * @param meta.at business time of the request (the bank's clock): the date of the audit entry
 *   and notification it writes; throttles and tokens keep real time
 * @returns how many sessions ended
 * @throws BAD_REQUEST (400) for an unknown, used or expired token, or a
 *   new password that is too easy to guess (zxcvbn score below 3); Throttled (429) after
 *   LIMITS.RESET_CONFIRM bad tokens from the address
 */
export async function confirmPasswordReset(
  db: Db,
  input: { token: string; password: string },
  meta: { ip: string | null; at: Date },
  now = new Date(),
): Promise<{ endedSessions: number }> {
  if (meta.ip) assertNotThrottled(db, 'RESET_CONFIRM', meta.ip, now);
  const tokenHash = hashToken(input.token);
  const refuse = () => {
    if (meta.ip) recordFailure(db, 'RESET_CONFIRM', meta.ip, now);
    return badRequest(INVALID_LINK);
  };
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const pending = db
    .select({ username: users.username, email: users.email, name: users.lastName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live)
    .get();
  if (!pending) throw refuse();
  await assertStrongPassword(input.password, 'password', [
    pending.username,
    pending.email,
    pending.name,
  ]);
  const password = await hashSecret(input.password);
  const result = atomically(db, () => {
    // Claimed by a conditional update, so two confirmations of one link cannot both pass.
    const claimed = db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResetTokens.userId })
      .get();
    if (!claimed) return null;
    const user = db
      .select({ closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, claimed.userId))
      .get();
    if (!user || user.closedAt !== null) return null;
    const userId = claimed.userId;
    db.update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
      .run();
    db.update(users)
      .set({ password, mustChangePassword: false, initialPasswordSealed: null })
      .where(eq(users.id, userId))
      .run();
    forgetUserSessions(db, userId);
    const endedIds = db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id })
      .all()
      .map((s) => s.id);
    noteSessionsEnded(db, endedIds, 'password_changed');
    recordAudit(db, {
      actorId: userId,
      action: 'PASSWORD_RESET',
      targetType: 'user',
      targetId: userId,
      after: { endedSessions: endedIds.length },
      at: meta.at,
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'Password reset',
      message:
        'Your password was reset with an emailed link and every session was signed out. If this was not you, contact support at once.',
      at: meta.at,
    });
    messagePasswordChanged(db, userId, 'reset');
    return { userId, endedSessions: endedIds.length };
  });
  if (!result) throw refuse();
  return { endedSessions: result.endedSessions };
}
