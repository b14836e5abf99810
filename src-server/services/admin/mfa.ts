/**
 * The admin second factor (OWASP ASVS 4.3.1): an
 * admin enrols an authenticator app (TOTP), and from then on each sign-in needs a code from
 * it. With ADMIN_MFA=required an admin without one may do nothing but enrol. Codes are
 * checked against the current 30-second step and one either side, a code's step must be newer
 * than the last accepted one (no replay), and wrong codes are throttled (auth/throttle.ts).
 * The secret is shown only while an enrolment waits for its first code, and is stored sealed
 * (AES-256-GCM, auth/secrets-key.ts). Customers whose method is TOTP use the same
 * authenticator rows and checks (services/users/two-factor-setup.ts).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { hasTotp, secondFactorOf } from '../../auth/mfa';
import {
  claimRecoveryCode,
  claimSentCode,
  issueRecoveryCodes,
  looksLikeRecoveryCode,
} from '../../auth/second-factor-codes';
import { openTotpSecret, sealTotpSecret } from '../../auth/secrets-key';
import {
  createSession,
  forgetSession,
  invalidateSession,
  type SessionRow,
} from '../../auth/session';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/throttle';
import {
  matchTotpStep,
  newTotpSecret,
  qrCodeDataUrl,
  secretForManualEntry,
  totpKeyUri,
} from '../../auth/totp';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { adminTotp, sessions } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { businessRule, conflict, forbidden, unauthorized } from '../../domain/errors';
import type { Env } from '../../env';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';

const WRONG_CODE = 'Incorrect authentication code';
const WRONG_SENT_CODE = 'Incorrect, expired or already used code';
const REPLAYED_CODE =
  'This code was already used. Wait for the next code from your authenticator app.';

/** An admin's second factor as the status call shows it (never the secret). */
export interface MfaStatus {
  /** A confirmed authenticator guards this admin's sign-ins. */
  enabled: boolean;
  /** When it was confirmed (ISO 8601), or null. */
  enabledAt: string | null;
  /** An enrolment was started and waits for its first code. */
  pending: boolean;
  /** The bank requires it of every admin (ADMIN_MFA=required). */
  required: boolean;
}

/** Reads an admin's second factor. */
export function mfaStatus(db: Db, env: Pick<Env, 'ADMIN_MFA'>, userId: number): MfaStatus {
  const row = db
    .select({ enabledAt: adminTotp.enabledAt })
    .from(adminTotp)
    .where(eq(adminTotp.userId, userId))
    .get();
  return {
    enabled: Boolean(row?.enabledAt),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    pending: row !== undefined && row.enabledAt === null,
    required: env.ADMIN_MFA === 'required',
  };
}

/**
 * Starts an enrolment: a new secret waits for its first code (a previous unconfirmed one is
 * replaced).
 * @param issuer the bank's name, shown in the authenticator app
 * @returns the secret for manual entry (base32), the otpauth:// URI and its QR code (SVG
 *   data URL); this is the only answer that ever carries the secret
 * @throws CONFLICT (409) when an authenticator is already on
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export function startTotpSetup(
  db: Db,
  user: { id: number; username: string },
  issuer: string,
  at: Date,
  now: Date = realNow(),
): { secret: string; uri: string; qrCode: string } {
  if (hasTotp(db, user.id)) {
    throw conflict('Two-factor sign-in is already on. Turn it off before enrolling another app.');
  }
  const secret = newTotpSecret();
  atomically(db, () => {
    const values = { secret: sealTotpSecret(db, secret), enabledAt: null, lastUsedStep: null };
    db.insert(adminTotp)
      .values({ userId: user.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: adminTotp.userId, set: { ...values, createdAt: now } })
      .run();
    recordAudit(db, {
      actorId: user.id,
      action: 'MFA_SETUP_STARTED',
      targetType: 'user',
      targetId: user.id,
      at: at,
    });
  });
  const uri = totpKeyUri(issuer, user.username, secret);
  return { secret: secretForManualEntry(secret), uri, qrCode: qrCodeDataUrl(uri) };
}

/**
 * Checks `code` against the user's authenticator and, when right and newer than the last
 * accepted code, runs `onAccept` in the same transaction that records its step.
 * @throws TOO_MANY_REQUESTS (429) after 5 wrong codes in 15 minutes; `wrong(message)` for a
 *   wrong or replayed code (counted)
 * @param now real time (clock/real-time.ts): one-time codes follow the wall clock
 */
export function acceptTotpCode<T>(
  db: Db,
  userId: number,
  code: string,
  now: Date,
  wrong: (message: string) => Error,
  onAccept: () => T,
): T {
  const subject = String(userId);
  assertNotThrottled(db, 'MFA', subject, now);
  const row = db.select().from(adminTotp).where(eq(adminTotp.userId, userId)).get();
  const secret = row ? openTotpSecret(db, row.secret) : null;
  const step = secret ? matchTotpStep(secret, code, now) : null;
  const replayed = step !== null && row?.lastUsedStep != null && step <= row.lastUsedStep;
  if (step === null || replayed) {
    recordFailure(db, 'MFA', subject, now);
    throw wrong(replayed ? REPLAYED_CODE : WRONG_CODE);
  }
  const result = atomically(db, () => {
    // Conditional, so that of two requests with one code only the first can claim its step.
    const claimed = db
      .update(adminTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(adminTotp.userId, userId),
          or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
        ),
      )
      .run();
    if (claimed.changes !== 1) throw wrong(REPLAYED_CODE);
    return onAccept();
  });
  clearFailures(db, 'MFA', subject);
  return result;
}

/**
 * Checks a current code from the admin's authenticator (an admin step-up): accepted once,
 * like a sign-in code, and counted in the same throttle.
 * @throws CONFLICT (409) when the admin has no authenticator; FORBIDDEN (403) on a wrong or
 *   replayed code; TOO_MANY_REQUESTS (429) after 5 wrong codes in 15 minutes
 */
export function checkCurrentCode(
  db: Db,
  userId: number,
  code: string,
  now: Date = realNow(),
): void {
  if (!hasTotp(db, userId)) throw conflict('No authenticator app is set up for this admin.');
  acceptTotpCode(db, userId, code, now, forbidden, () => undefined);
}

/**
 * Confirms an enrolment with a first code from the app: the authenticator is on from now,
 * this session counts as having given its code, and 10 new recovery codes are issued.
 * @returns the new status and the recovery codes (shown this once)
 * @throws CONFLICT (409) when no enrolment was started or one is already on; FORBIDDEN (403)
 *   on a wrong or replayed code; TOO_MANY_REQUESTS (429) when throttled
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export function confirmTotpSetup(
  db: Db,
  env: Pick<Env, 'ADMIN_MFA'>,
  signIn: { session: SessionRow; user: { id: number } },
  code: string,
  at: Date,
  now: Date = realNow(),
): MfaStatus & { recoveryCodes: string[] } {
  const { user, session } = signIn;
  const status = mfaStatus(db, env, user.id);
  if (status.enabled) throw conflict('Two-factor sign-in is already on.');
  if (!status.pending)
    throw conflict('Start the set-up first: no enrolment is waiting for a code.');
  const recoveryCodes = acceptTotpCode(db, user.id, code, now, forbidden, () => {
    db.update(adminTotp).set({ enabledAt: now }).where(eq(adminTotp.userId, user.id)).run();
    db.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.id, session.id)).run();
    forgetSession(db, session.id);
    recordAudit(db, {
      actorId: user.id,
      action: 'MFA_ENABLED',
      targetType: 'user',
      targetId: user.id,
      at: at,
    });
    notify(db, user.id, {
      type: 'SECURITY',
      title: 'Two-factor sign-in turned on',
      message: 'Signing in to the admin area now also needs a code from your authenticator app.',
      at: at,
    });
    return issueRecoveryCodes(db, user.id, now);
  });
  return { ...mfaStatus(db, env, user.id), recoveryCodes };
}

/**
 * Turns the authenticator off; needs a current code from it.
 * @returns the new status
 * @throws CONFLICT (409) when none is on; UNPROCESSABLE_CONTENT (422) when the bank requires
 *   it (ADMIN_MFA=required); FORBIDDEN (403) on a wrong or replayed code; TOO_MANY_REQUESTS (429)
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export function disableTotp(
  db: Db,
  env: Pick<Env, 'ADMIN_MFA'>,
  userId: number,
  code: string,
  at: Date,
  now: Date = realNow(),
): MfaStatus {
  if (!hasTotp(db, userId)) throw conflict('Two-factor sign-in is not on.');
  if (env.ADMIN_MFA === 'required') {
    throw businessRule(
      'This bank requires two-factor sign-in for admins: it cannot be turned off.',
    );
  }
  acceptTotpCode(db, userId, code, now, forbidden, () => {
    db.delete(adminTotp).where(eq(adminTotp.userId, userId)).run();
    recordAudit(db, {
      actorId: userId,
      action: 'MFA_DISABLED',
      targetType: 'user',
      targetId: userId,
      at: at,
    });
    notify(db, userId, {
      type: 'SECURITY',
      title: 'Two-factor sign-in turned off',
      message: 'Signing in to the admin area needs only your password again.',
      at: at,
    });
  });
  return mfaStatus(db, env, userId);
}

/**
 * The second step of a sign-in with a second factor (admins and customers alike): checks the
 * code (from the authenticator app, the one sent by SMS or email, or one of the recovery
 * codes) and replaces the password-only session by a new, fully signed-in one (a new token,
 * as at every sign-in). A sent or recovery code works once.
 * @returns the new session's token for the cookie
 * @throws CONFLICT (409) when the user has no second factor; UNAUTHORIZED (401) on a wrong,
 *   expired or already used code; TOO_MANY_REQUESTS (429) after 5 wrong codes in 15 minutes
 * @param at business time of the request (the bank's clock): the date of the audit entry and notification it writes
 */
export function verifySignInCode(
  db: Db,
  signIn: { session: SessionRow; user: { id: number; role: 'USER' | 'ADMIN' } },
  code: string,
  meta: { userAgent: string | null; ip: string | null },
  at: Date,
  now: Date = realNow(),
): { token: string } {
  const { user, session } = signIn;
  const factor = secondFactorOf(db, user);
  if (!factor) throw conflict('No authentication code is needed for this session.');
  const finish = (how: string) => {
    invalidateSession(db, session.id);
    const created = createSession(db, user.id, meta, now);
    db.update(sessions)
      .set({ mfaVerifiedAt: now })
      .where(eq(sessions.id, created.session.id))
      .run();
    recordAudit(db, {
      actorId: user.id,
      action: 'LOGIN_MFA',
      targetType: 'user',
      targetId: user.id,
      after: { userAgent: meta.userAgent, ip: meta.ip, with: how },
      at: at,
    });
    return { token: created.token };
  };
  if (factor === 'TOTP' && !looksLikeRecoveryCode(code)) {
    return acceptTotpCode(db, user.id, code, now, unauthorized, () => finish('TOTP'));
  }
  const subject = String(user.id);
  assertNotThrottled(db, 'MFA', subject, now);
  const result = atomically(db, () => {
    if (looksLikeRecoveryCode(code)) {
      return claimRecoveryCode(db, user.id, code, now) ? finish('RECOVERY_CODE') : null;
    }
    const method = claimSentCode(db, user.id, 'SIGN_IN', code, now);
    return method ? finish(method) : null;
  });
  if (!result) {
    recordFailure(db, 'MFA', subject, now);
    throw unauthorized(WRONG_SENT_CODE);
  }
  clearFailures(db, 'MFA', subject);
  return result;
}
