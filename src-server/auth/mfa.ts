/**
 * Where a session stands with the second factor (OWASP ASVS 4.3.1). A session is fully signed
 * in when its user has no second factor (a customer whose method is NONE, an admin without an
 * authenticator on a bank that does not require one, ADMIN_MFA=optional), or when this
 * session gave its code (authenticator, sent or recovery code). Anything else is a *partial*
 * sign-in: the password was right, but the session may only finish signing in (or enrol).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { adminTotp, users } from '../db/schema';
import type { Env } from '../env';
import type { MfaState } from '../shared/dto';
import type { SessionRow, SessionUser, TwoFactorMethod } from './session';

/** What a session that still owes its code is told by every other call (401). */
export const CODE_REQUIRED_MESSAGE =
  'Enter the 6-digit code from your authenticator app (or the one sent to you, or a recovery code) to finish signing in';
/** What an admin who must enrol first is told by every other call (403). */
export const SETUP_REQUIRED_MESSAGE =
  'Set up two-factor sign-in with an authenticator app first: this bank requires it for admins';

/** A session that gave its password but not yet what the second factor asks. */
export interface PartialSignIn {
  session: SessionRow;
  user: SessionUser;
  mfa: Exclude<MfaState, 'OK'>;
}

/** True when `userId` has a confirmed authenticator. */
export function hasTotp(db: Db, userId: number): boolean {
  const row = prepared(db, 'mfa.enabled', (d) =>
    d
      .select({ userId: adminTotp.userId })
      .from(adminTotp)
      .where(and(eq(adminTotp.userId, sql.placeholder('userId')), isNotNull(adminTotp.enabledAt)))
      .prepare(),
  ).get({ userId });
  return row !== undefined;
}

/** A second factor a user signs in with. */
export type SecondFactor = 'TOTP' | 'SMS' | 'EMAIL';

/**
 * The second factor `user` signs in with, or null: an admin's authenticator when confirmed; a
 * customer's chosen method (TOTP only with a confirmed authenticator).
 * @param known the user's `two_factor_method` when the caller already read it (with the
 *   session); otherwise it is read here
 */
export function secondFactorOf(
  db: Db,
  user: Pick<SessionUser, 'id' | 'role'>,
  known?: TwoFactorMethod,
): SecondFactor | null {
  if (user.role === 'ADMIN') return hasTotp(db, user.id) ? 'TOTP' : null;
  const method =
    known ??
    prepared(db, 'mfa.method', (d) =>
      d
        .select({ method: users.twoFactorMethod })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .prepare(),
    ).get({ userId: user.id })?.method ??
    'NONE';
  if (method === 'NONE') return null;
  if (method === 'TOTP' && !hasTotp(db, user.id)) return null;
  return method;
}

/**
 * The second-factor state of a session: a user with a second factor (secondFactorOf) is
 * `CODE_REQUIRED` until the session gave a code; an admin without one is `SETUP_REQUIRED`
 * when ADMIN_MFA=required; everyone else `OK`.
 * @param method the user's `two_factor_method` when already read (secondFactorOf)
 */
export function mfaState(
  db: Db,
  env: Pick<Env, 'ADMIN_MFA'>,
  user: Pick<SessionUser, 'id' | 'role'>,
  session: Pick<SessionRow, 'mfaVerifiedAt'>,
  method?: TwoFactorMethod,
): MfaState {
  if (secondFactorOf(db, user, method)) return session.mfaVerifiedAt ? 'OK' : 'CODE_REQUIRED';
  return user.role === 'ADMIN' && env.ADMIN_MFA === 'required' ? 'SETUP_REQUIRED' : 'OK';
}

/**
 * Splits a valid session into the request context's two views: `session` and `user` only
 * when fully signed in (so nothing that reads them can act on a half sign-in), otherwise
 * `partialSignIn` with the state saying what is missing.
 */
export function splitSignIn(
  db: Db,
  env: Pick<Env, 'ADMIN_MFA'>,
  auth: { session: SessionRow; user: SessionUser; twoFactorMethod?: TwoFactorMethod } | null,
): { session: SessionRow | null; user: SessionUser | null; partialSignIn: PartialSignIn | null } {
  if (!auth) return { session: null, user: null, partialSignIn: null };
  const { session, user, twoFactorMethod } = auth;
  const mfa = mfaState(db, env, user, session, twoFactorMethod);
  if (mfa === 'OK') return { session, user, partialSignIn: null };
  return { session: null, user: null, partialSignIn: { session, user, mfa } };
}
