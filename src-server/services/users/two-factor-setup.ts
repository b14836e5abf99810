/**
 * Setting up a customer's second factor: choosing a method (after the step-up), then
 * confirming it with a first code, which turns it on and issues the recovery codes. Apart from
 * two-factor.ts (status, step-up, recovery codes, sign-in codes) because this is the one flow
 * that changes which method guards sign-ins, with the audit entries and notices that go with it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  claimSentCode,
  dropRecoveryCodes,
  dropSentCodes,
  issueRecoveryCodes,
  maskedDestination,
  type SentMethod,
  sendCode,
} from '../../auth/second-factor-codes';
import { forgetSession, forgetUserSessions, type SessionRow } from '../../auth/session';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { adminTotp, sessions, twoFactorCodes, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { businessRule, conflict, forbidden } from '../../domain/errors';
import { acceptTotpCode, startTotpSetup } from '../admin/mfa';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import {
  assertStepUp,
  type StepUpProof,
  type TwoFactorMethod,
  type TwoFactorStatus,
  twoFactorStatus,
  userRow,
} from './two-factor';

const WRONG_CODE = 'Incorrect, expired or already used code';

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
