/**
 * A customer's second factor at sign-in (OWASP ASVS 2.7, 2.8, 4.3.1): NONE, an authenticator
 * app (TOTP, the same rows and checks as the admins', services/admin/mfa.ts), or a 6-digit
 * code sent by SMS or email. Choosing a method is a sensitive setting: it needs the current
 * PIN (or the account password), then a first code proves the method works before it is on.
 * Turning a method on issues 10 recovery codes, shown once. Times are the real clock.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { verifySecret } from '../../auth/password';
import {
  claimSentCode,
  dropRecoveryCodes,
  dropSentCodes,
  issueRecoveryCodes,
  maskedDestination,
  pendingSentEnrolment,
  recoveryCodesLeft,
  type SentMethod,
  sendCode,
} from '../../auth/second-factor-codes';
import { forgetSession, forgetUserSessions, type SessionRow } from '../../auth/session';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { adminTotp, sessions, twoFactorCodes, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import {
  businessRule,
  conflict,
  forbidden,
  InvalidInput,
  notFound,
  Throttled,
} from '../../domain/errors';
import { acceptTotpCode, startTotpSetup } from '../admin/mfa';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';

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

const WRONG_CODE = 'Incorrect, expired or already used code';

function userRow(db: Db, userId: number) {
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

/** What choosing a method answers: the status, and what the first code needs. */
export interface TwoFactorChange extends TwoFactorStatus {
  /** For TOTP: the secret (base32), its otpauth:// URI and QR code; shown this once. */
  totp: { secret: string; uri: string; qrCode: string } | null;
  /** For SMS or EMAIL: where the code went (masked), or null. */
  sentTo: string | null;
}

/**
 * Chooses the second factor of customer `user` after the step-up. NONE turns it off at once
 * (the authenticator, sent and recovery codes are forgotten). TOTP starts an enrolment (a new
 * secret waits for its first code); SMS or EMAIL sends a 6-digit set-up code there. The
 * current method stays on until the new one is confirmed (confirmTwoFactor).
 * @throws as assertStepUp; FORBIDDEN (403) for an admin (Admin → Security is theirs);
 *   CONFLICT (409) when the method is already on; UNPROCESSABLE (422) SMS without a phone;
 *   TOO_MANY_REQUESTS (429) past 5 codes sent in 15 minutes
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export async function chooseTwoFactor(
  db: Db,
  user: { id: number; username: string; role: 'USER' | 'ADMIN' },
  input: StepUpProof & { method: TwoFactorMethod },
  issuer: string,
  at: Date,
  now: Date = realNow(),
): Promise<TwoFactorChange> {
  if (user.role === 'ADMIN') {
    throw forbidden('Admins set up their authenticator app under Admin → Security.');
  }
  await assertStepUp(db, user.id, input, at, now);
  const row = userRow(db, user.id);
  const { method } = input;
  if (method !== 'NONE' && method === row.twoFactorMethod) {
    throw conflict('This two-factor method is already on.');
  }
  // A set-up left half-way is replaced by this one.
  const dropPending = () => {
    db.delete(adminTotp)
      .where(and(eq(adminTotp.userId, user.id), isNull(adminTotp.enabledAt)))
      .run();
    db.delete(twoFactorCodes)
      .where(and(eq(twoFactorCodes.userId, user.id), eq(twoFactorCodes.purpose, 'ENROL')))
      .run();
  };
  if (method === 'NONE') {
    atomically(db, () => {
      const was = row.twoFactorMethod;
      db.update(users).set({ twoFactorMethod: 'NONE' }).where(eq(users.id, user.id)).run();
      // Sessions are cached with their user's method: the user's other sessions read it anew.
      forgetUserSessions(db, user.id);
      db.delete(adminTotp).where(eq(adminTotp.userId, user.id)).run();
      dropSentCodes(db, user.id);
      dropRecoveryCodes(db, user.id);
      if (was !== 'NONE') {
        recordAudit(db, {
          actorId: user.id,
          action: 'TWO_FACTOR_CHANGED',
          targetType: 'user',
          targetId: user.id,
          before: { method: was },
          after: { method: 'NONE' },
          at: at,
        });
        notify(db, user.id, {
          type: 'SECURITY',
          title: 'Two-factor sign-in turned off',
          message: 'Signing in now needs only your password. If this was not you, contact us.',
          at: at,
        });
      }
    });
    return { ...twoFactorStatus(db, user.id, now), totp: null, sentTo: null };
  }
  if (method === 'TOTP') {
    atomically(db, () => dropPending());
    const totp = startTotpSetup(db, user, issuer, at, now);
    return { ...twoFactorStatus(db, user.id, now), totp, sentTo: null };
  }
  if (method === 'SMS' && !row.phone) {
    throw businessRule('Add a mobile phone number to your profile first.');
  }
  atomically(db, () => {
    dropPending();
    sendCode(db, user.id, 'ENROL', method, now);
  });
  const sentTo = maskedDestination(method, method === 'SMS' ? (row.phone ?? '') : row.email);
  return { ...twoFactorStatus(db, user.id, now), totp: null, sentTo };
}

/**
 * Confirms the method waiting for its first code: TOTP with a code from the app, SMS or EMAIL
 * with the code sent there. The method is on from now (any previous one is forgotten), this
 * session counts as having given its code, and 10 new recovery codes are issued.
 * @returns the status and the recovery codes (shown this once)
 * @throws CONFLICT (409) when nothing waits for a code; FORBIDDEN (403) on a wrong, expired
 *   or used code; TOO_MANY_REQUESTS (429) after 5 wrong codes in 15 minutes
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export function confirmTwoFactor(
  db: Db,
  signIn: { session: SessionRow; user: { id: number } },
  code: string,
  at: Date,
  now: Date = realNow(),
): TwoFactorStatus & { recoveryCodes: string[] } {
  const { user, session } = signIn;
  const { pending, method: was } = twoFactorStatus(db, user.id, now);
  if (!pending) throw conflict('Choose a method first: no set-up is waiting for a code.');
  const turnOn = (method: 'TOTP' | SentMethod): string[] => {
    db.update(users).set({ twoFactorMethod: method }).where(eq(users.id, user.id)).run();
    forgetUserSessions(db, user.id);
    if (method === 'TOTP') {
      db.update(adminTotp).set({ enabledAt: now }).where(eq(adminTotp.userId, user.id)).run();
    } else {
      db.delete(adminTotp).where(eq(adminTotp.userId, user.id)).run();
    }
    dropSentCodes(db, user.id);
    db.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.id, session.id)).run();
    forgetSession(db, session.id);
    recordAudit(db, {
      actorId: user.id,
      action: 'TWO_FACTOR_CHANGED',
      targetType: 'user',
      targetId: user.id,
      before: { method: was },
      after: { method },
      at: at,
    });
    const how = {
      TOTP: 'a code from your authenticator app',
      SMS: 'a code sent to your phone by SMS',
      EMAIL: 'a code sent to your email address',
    }[method];
    notify(db, user.id, {
      type: 'SECURITY',
      title: 'Two-factor sign-in turned on',
      message: `Signing in now also needs ${how}. Keep your recovery codes somewhere safe.`,
      at: at,
    });
    return issueRecoveryCodes(db, user.id, now);
  };
  let recoveryCodes: string[];
  if (pending === 'TOTP') {
    recoveryCodes = acceptTotpCode(db, user.id, code, now, forbidden, () => turnOn('TOTP'));
  } else {
    const subject = String(user.id);
    assertNotThrottled(db, 'MFA', subject, now);
    const codes = atomically(db, () => {
      const method = claimSentCode(db, user.id, 'ENROL', code, now);
      return method ? turnOn(method) : null;
    });
    if (!codes) {
      recordFailure(db, 'MFA', subject, now);
      throw forbidden(WRONG_CODE);
    }
    clearFailures(db, 'MFA', subject);
    recoveryCodes = codes;
  }
  return { ...twoFactorStatus(db, user.id, now), recoveryCodes };
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
