/**
 * What an admin does for a customer who is stuck: a new generated password (changed at the
 * next sign-in) or a cleared PIN, never an admin's; a lifted sign-in lock, anyone's. Every
 * change is audit-logged in its own transaction.
 */
import { eq } from 'drizzle-orm';
import { loginSubject } from '../../auth/login';
import { invalidateUserSessions } from '../../auth/session';
import { clearFailures } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { BusinessRule, notFound } from '../../domain/errors';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { openUser } from './provisioning';

type UserRow = typeof users.$inferSelect;

/** A customer whose password or PIN an admin may reset: open, and not an admin. */
function customerForReset(db: Db, userId: number, what: string): UserRow {
  const row = openUser(db, userId);
  if (row.role === 'ADMIN') {
    throw new BusinessRule(`An admin's ${what} cannot be reset here: admins manage their own`);
  }
  return row;
}

/**
 * Replaces a customer's password with `passwordHash` (a generated one the caller shows
 * once): the customer must change it at the next sign-in, every session ends, and the
 * sign-in lock is lifted. Audit PASSWORD_RESET (never the password).
 * @param sealed the new password sealed for the class sheet (class students), or null
 * @throws NOT_FOUND for an unknown or closed user; UNPROCESSABLE_CONTENT for an admin
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function resetPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  actorId: number,
  sealed: string | null = null,
  now: Date,
): void {
  atomically(db, () => {
    const row = customerForReset(db, userId, 'password');
    db.update(users)
      .set({ password: passwordHash, mustChangePassword: true, initialPasswordSealed: sealed })
      .where(eq(users.id, userId))
      .run();
    invalidateUserSessions(db, userId, 'credentials_reset');
    clearFailures(db, 'LOGIN', loginSubject(row.username));
    clearFailures(db, 'PASSWORD', String(userId));
    recordAudit(db, {
      actorId,
      action: 'PASSWORD_RESET',
      targetType: 'user',
      targetId: userId,
      at: now,
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'Password reset',
      message: 'The bank reset your password. Choose a new one when you next sign in.',
      at: now,
    });
  });
}

/**
 * Clears a customer's transaction PIN (they set a new one under Account Settings) and its
 * wrong-PIN lock. Audit PIN_CLEARED.
 * @returns whether a PIN was set
 * @throws NOT_FOUND for an unknown or closed user; UNPROCESSABLE_CONTENT for an admin
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function clearPin(db: Db, userId: number, actorId: number, now: Date): { hadPin: boolean } {
  return atomically(db, () => {
    const row = customerForReset(db, userId, 'PIN');
    db.update(users).set({ pinHash: null }).where(eq(users.id, userId)).run();
    clearFailures(db, 'PIN', String(userId));
    recordAudit(db, {
      actorId,
      action: 'PIN_CLEARED',
      targetType: 'user',
      targetId: userId,
      before: { hadPin: row.pinHash !== null },
      at: now,
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'PIN cleared',
      message: 'The bank cleared your transaction PIN. Set a new one under Account Settings.',
      at: now,
    });
    return { hadPin: row.pinHash !== null };
  });
}

/**
 * Lifts the per-account sign-in lock (the failed sign-ins counted for the username), so the
 * customer can try again at once. The per-address count is left alone: it protects every
 * account. Audit SIGN_IN_UNLOCKED.
 * @returns how many counted failures were forgotten
 * @throws NOT_FOUND for an unknown user
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function unlockSignIn(
  db: Db,
  userId: number,
  actorId: number,
  now: Date,
): { cleared: number } {
  return atomically(db, () => {
    const row = db.select().from(users).where(eq(users.id, userId)).get();
    if (!row) throw notFound('User');
    const cleared = clearFailures(db, 'LOGIN', loginSubject(row.username));
    recordAudit(db, {
      actorId,
      action: 'SIGN_IN_UNLOCKED',
      targetType: 'user',
      targetId: userId,
      after: { cleared },
      at: now,
    });
    return { cleared };
  });
}
