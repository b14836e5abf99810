/**
 * A customer's second factor at sign-in (OWASP ASVS 2.7, 2.8, 4.3.1): NONE, an authenticator
 * app (TOTP, the same rows and checks as the admins', services/admin/mfa.ts), or a 6-digit
 * code sent by SMS or email. Choosing a method is a sensitive setting: it needs the current
 * PIN (or the account password), then a first code proves the method works before it is on.
 * Turning a method on issues 10 recovery codes, shown once. Times are the real clock.
 *
 * Here: the status, the step-up, renewing recovery codes and sending a sign-in code; choosing
 * and confirming a method (the set-up) is two-factor-setup.ts.
 */
import { eq } from 'drizzle-orm';
import { verifySecret } from '../../auth/password';
import {
  issueRecoveryCodes,
  pendingSentEnrolment,
  recoveryCodesLeft,
  type SentMethod,
  sendCode,
} from '../../auth/second-factor-codes';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { adminTotp, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, forbidden, InvalidInput, notFound, Throttled } from '../../domain/errors';
import { recordAudit } from '../audit/record';

/**
 * A customer's second factor at sign-in: none, an authenticator app (TOTP, RFC 6238), or a
 * one-time code sent by SMS or email.
 */
export type TwoFactorMethod = 'NONE' | 'TOTP' | 'SMS' | 'EMAIL';

/** A customer's second factor as the API shows it (never a secret or a code). */
export interface TwoFactorStatus {
  /** The method that guards sign-ins now. */
  method: TwoFactorMethod;
  /** A method chosen and waiting for its first code, or null. */
  pending: 'TOTP' | 'SMS' | 'EMAIL' | null;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
}

/** What proves a sensitive change: the current PIN, or the password (always accepted). */
export interface StepUpProof {
  currentPin?: string | undefined;
  currentPassword?: string | undefined;
}

/**
 * The user's row as stored (its method, PIN and password hashes, phone, email).
 * @throws NOT_FOUND (404) when there is no such user
 */
export function userRow(db: Db, userId: number) {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw notFound('User');
  return row;
}

/** Reads the second factor of `userId`. */
export function twoFactorStatus(db: Db, userId: number, now: Date = realNow()): TwoFactorStatus {
  const row = userRow(db, userId);
  const totp = db
    .select({ enabledAt: adminTotp.enabledAt })
    .from(adminTotp)
    .where(eq(adminTotp.userId, userId))
    .get();
  const pending: TwoFactorStatus['pending'] =
    totp && totp.enabledAt === null ? 'TOTP' : pendingSentEnrolment(db, userId, now);
  return { method: row.twoFactorMethod, pending, recoveryCodesLeft: recoveryCodesLeft(db, userId) };
}

/**
 * Checks the step-up of a sensitive change: `currentPin` against the PIN (PIN throttle), or
 * `currentPassword` against the password (password throttle). A wrong one is counted and
 * audit-logged.
 * @throws INVALID (400) when neither is given; FORBIDDEN (403) when it is wrong;
 *   TOO_MANY_REQUESTS (429) after 5 wrong ones in 15 minutes
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export async function assertStepUp(
  db: Db,
  userId: number,
  proof: StepUpProof,
  at: Date,
  now: Date = realNow(),
): Promise<void> {
  const row = userRow(db, userId);
  const usePin = Boolean(proof.currentPin && row.pinHash);
  const kind = usePin ? 'PIN' : 'PASSWORD';
  const given = usePin ? proof.currentPin : proof.currentPassword;
  if (!given) {
    const message = 'Enter your transaction PIN or your account password';
    throw new InvalidInput(`currentPassword: ${message}`, undefined, [
      { path: ['currentPassword'], code: 'custom', message },
    ]);
  }
  const subject = String(userId);
  assertNotThrottled(db, kind, subject, now);
  if (!(await verifySecret(usePin ? (row.pinHash ?? '') : row.password, given))) {
    recordFailure(db, kind, subject, now);
    recordAudit(db, {
      actorId: userId,
      action: 'TWO_FACTOR_STEP_UP_REFUSED',
      targetType: 'user',
      targetId: userId,
      after: { proof: usePin ? 'currentPin' : 'currentPassword' },
      at: at,
    });
    throw forbidden(
      usePin ? 'The transaction PIN is not correct' : 'The account password is not correct',
    );
  }
  clearFailures(db, kind, subject);
}

/**
 * Issues 10 new recovery codes after the step-up (the old ones stop working); for customers
 * and admins with a second factor on.
 * @returns the codes (shown this once)
 * @throws as assertStepUp; CONFLICT (409) when no second factor is on
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export async function regenerateRecoveryCodes(
  db: Db,
  user: { id: number; role: 'USER' | 'ADMIN' },
  proof: StepUpProof,
  at: Date,
  now: Date = realNow(),
): Promise<{ recoveryCodes: string[] }> {
  await assertStepUp(db, user.id, proof, at, now);
  const row = userRow(db, user.id);
  const totpOn = db
    .select({ enabledAt: adminTotp.enabledAt })
    .from(adminTotp)
    .where(eq(adminTotp.userId, user.id))
    .get()?.enabledAt;
  const on = user.role === 'ADMIN' ? Boolean(totpOn) : row.twoFactorMethod !== 'NONE';
  if (!on) throw conflict('Two-factor sign-in is not on: there are no recovery codes to renew.');
  const recoveryCodes = atomically(db, () => {
    recordAudit(db, {
      actorId: user.id,
      action: 'RECOVERY_CODES_RENEWED',
      targetType: 'user',
      targetId: user.id,
      at: at,
    });
    return issueRecoveryCodes(db, user.id, now);
  });
  return { recoveryCodes };
}

/**
 * Sends a customer's sign-in code after the password step, when their method is SMS or EMAIL.
 * A user past the send throttle gets none (a code sent earlier, still valid, or a recovery
 * code still works).
 * @returns true when a code was sent
 */
export function sendSignInCode(db: Db, userId: number, now: Date = realNow()): boolean {
  const row = userRow(db, userId);
  if (row.twoFactorMethod !== 'SMS' && row.twoFactorMethod !== 'EMAIL') return false;
  try {
    return (
      atomically(db, () =>
        sendCode(db, userId, 'SIGN_IN', row.twoFactorMethod as SentMethod, now),
      ) > 0
    );
  } catch (error) {
    if (error instanceof Throttled) return false;
    throw error;
  }
}
