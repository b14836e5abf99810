/**
 * The one authorization step. Every tRPC procedure (through its kind in trpc/init.ts) and every
 * Hono file route (through {@link gated} in rest/gated.ts) states a {@link Requirement}, and
 * {@link authorize} decides it the same way for both: an invalid API token, who is signed in
 * (a session or a token, the admin second factor), the role, the token's scope, a password the
 * bank chose that must be changed first, and a fresh step-up where the operation needs one.
 */
import {
  Forbidden,
  forbidden,
  notFound,
  PasswordChangeRequired,
  Unauthenticated,
  unauthorized,
} from '../domain/errors';
import { assertAdminStepUp } from '../services/admin/step-up';
import type { MfaState } from '../shared/dto';
import type { Context } from '../trpc/context';
import { parseScopes, type TokenScope, tokenAllows } from './api-token';
import { CODE_REQUIRED_MESSAGE, SETUP_REQUIRED_MESSAGE } from './mfa';
import type { SessionRow, SessionUser } from './session';

/**
 * Who may call an operation:
 * - `public`: anyone, signed in or not;
 * - `password`: a session that gave its password, even while an admin still owes the second
 *   factor (reading who is signed in, giving the code);
 * - `mfaSetup`: an ADMIN enrolling an authenticator, fully signed in or on a bank that requires
 *   one (ADMIN_MFA=required) before anything else;
 * - `signedIn`: a fully signed-in user of any role (second factor included);
 * - `admin`: a fully signed-in ADMIN;
 * - `thirdParty`: a third party of the open-banking API, by the API key an admin gave it
 *   (`X-API-Key`); sessions and bearer tokens play no part.
 */
export type Audience = 'public' | 'password' | 'mfaSetup' | 'signedIn' | 'admin' | 'thirdParty';

/** What an operation requires of its caller, declared next to the operation. */
export interface Requirement {
  who: Audience;
  /**
   * The API-token scope a bearer call needs (`read` is granted by every scope); null when no
   * token may make the call. Ignored for `public` (a valid token is as good as no sign-in).
   */
  tokenScope?: TokenScope | null;
  /**
   * True for the calls a user who must change a password the bank chose may still make (the
   * change itself). `public`, `password` and `mfaSetup` calls are never held back by it.
   */
  beforePasswordChange?: boolean;
  /** The admin action needs the admin's password or code given in the last 5 minutes. */
  stepUp?: 'admin';
  /**
   * Refuse a wrong role or token scope as 404 "<hideAs> not found" instead of 403, so that a
   * caller who may not see the records cannot learn that they exist.
   */
  hideAs?: string;
}

/** Who the gate let through: the session, its user and where it stands with the second factor. */
export interface SignIn {
  session: SessionRow;
  user: SessionUser;
  mfa: MfaState;
}

/** The request facts the gate reads (a procedure's or a file route's context). */
export type GateContext = Pick<
  Context,
  'session' | 'user' | 'partialSignIn' | 'token' | 'badToken'
> & {
  /**
   * The registered third party the request's `X-API-Key` names (open banking); null when the
   * key is missing, unknown or revoked; absent where third parties cannot call.
   */
  thirdParty?: { id: string; name: string } | null;
};

/** The refusal of a call that needs a registered third party and names none. */
export const THIRD_PARTY_KEY_MESSAGE =
  'Send the X-API-Key the bank gave this third party; the key is missing, unknown or revoked';

/**
 * Refuses a token call whose scopes do not allow `need` (null: no token may make it). Cookie
 * calls pass.
 * @throws FORBIDDEN (403, code TOKEN_SCOPE), or NOT_FOUND when the requirement hides refusals
 */
function assertTokenScope(ctx: GateContext, need: TokenScope | null, hideAs?: string): void {
  const token = ctx.token;
  if (!token || tokenAllows(parseScopes(token.scopes), need)) return;
  if (hideAs) throw notFound(hideAs);
  throw new Forbidden(
    need
      ? `This API token needs the ${need} scope for this call`
      : 'API tokens cannot make this call; use a signed-in session',
    'TOKEN_SCOPE',
  );
}

/**
 * Decides whether the caller in `ctx` may make a call that requires `requirement`, in this
 * order: an Authorization header naming no valid token is refused everywhere; a `public` call
 * passes; a `thirdParty` call needs the key of a registered third party (and no more). A `password` or `mfaSetup` call takes no token and needs a session that gave its
 * password (`mfaSetup`: of an ADMIN who does not still owe the code). Any other call needs a
 * full sign-in (an admin's partial sign-in is told what is missing), then a user who need not
 * change the password first (unless the call is the change), then the role, then the token's
 * scope, then the step-up.
 * @returns who is signed in: for `public` the full sign-in or null; for `thirdParty` null; for `password` and
 *   `mfaSetup` possibly a partial one; otherwise a full sign-in (`mfa: 'OK'`)
 * @throws UNAUTHORIZED (401) for an invalid token, without a third party's key (code
 *   TOKEN_INVALID) for a `thirdParty` call, without a session, or while the session
 *   owes its authenticator code; FORBIDDEN (403) while an admin must first enrol an
 *   authenticator, for the wrong role ("Admin role required"), for a token without the scope
 *   (TOKEN_SCOPE), while the password must be changed (PASSWORD_CHANGE_REQUIRED), or without
 *   a fresh admin step-up (STEP_UP_REQUIRED); NOT_FOUND (404) instead of the role and scope
 *   refusals when the requirement says `hideAs`
 */
export function authorize(
  ctx: GateContext,
  requirement: Requirement & { who: 'public' | 'thirdParty' },
): SignIn | null;
export function authorize(ctx: GateContext, requirement: Requirement): SignIn;
export function authorize(ctx: GateContext, requirement: Requirement): SignIn | null {
  if (ctx.badToken) throw unauthorized('The API token is invalid, expired or revoked');
  const full: SignIn | null =
    ctx.user && ctx.session ? { session: ctx.session, user: ctx.user, mfa: 'OK' } : null;
  const { who, hideAs } = requirement;
  if (who === 'public') return full;
  if (who === 'thirdParty') {
    // A third party is its key alone; a customer's session or token is not one.
    if (!ctx.thirdParty) throw new Unauthenticated(THIRD_PARTY_KEY_MESSAGE, 'TOKEN_INVALID');
    return null;
  }

  if (who === 'password' || who === 'mfaSetup') {
    assertTokenScope(ctx, null);
    const signIn = full ?? ctx.partialSignIn;
    if (!signIn) throw unauthorized();
    if (who === 'mfaSetup') {
      if (signIn.user.role !== 'ADMIN') throw forbidden('Admin role required');
      if (signIn.mfa === 'CODE_REQUIRED') throw unauthorized(CODE_REQUIRED_MESSAGE);
    }
    return signIn;
  }

  if (!full) {
    if (ctx.partialSignIn?.mfa === 'CODE_REQUIRED') throw unauthorized(CODE_REQUIRED_MESSAGE);
    if (ctx.partialSignIn?.mfa === 'SETUP_REQUIRED') throw forbidden(SETUP_REQUIRED_MESSAGE);
    throw unauthorized();
  }
  // A password the bank chose (and so an admin knows) opens nothing but its own change.
  if (full.user.mustChangePassword && !requirement.beforePasswordChange) {
    throw new PasswordChangeRequired();
  }
  if (who === 'admin' && full.user.role !== 'ADMIN') {
    throw hideAs ? notFound(hideAs) : forbidden('Admin role required');
  }
  assertTokenScope(ctx, requirement.tokenScope ?? null, hideAs);
  if (requirement.stepUp === 'admin') assertAdminStepUp(full.session);
  return full;
}
