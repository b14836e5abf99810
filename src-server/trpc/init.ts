/**
 * tRPC setup: the procedure kinds (public, signed-in customer, money movement, admin, and
 * the sign-in steps) and the error shape. Authorization happens here and in services, never
 * in screens.
 */
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { type ApiTokenRow, parseScopes, type TokenScope, tokenAllows } from '../auth/api-token';
import { CODE_REQUIRED_MESSAGE, SETUP_REQUIRED_MESSAGE } from '../auth/mfa';
import type { SessionRow, SessionUser } from '../auth/session';
import {
  Forbidden,
  forbidden,
  notFound,
  PasswordChangeRequired,
  unauthorized,
} from '../domain/errors';
import { withIdempotency } from '../services/transfers/idempotency';
import type { MfaState } from '../shared/dto';
import type { Context } from './context';
import { domainErrorOf, errorDetails, toTRPCError } from './error-adapter';

/**
 * What a procedure's meta may say besides its REST path (`openapi`):
 * - `successStatus`: 201 for a procedure that creates a resource, 202 for one that accepts
 *   work done later (the REST answer's status);
 * - `throttled`: the procedure counts failures and may answer 429 (documented with the
 *   Retry-After and RateLimit headers);
 * - `tokenScope`: the API-token scope that may call it, when not the default of its kind
 *   (queries `read`, money movements `transfer`, admin procedures `admin`, other mutations
 *   none: a token cannot call them);
 * - `alsoAnswers`: error statuses its kind does not imply but its rules can give (a public
 *   procedure's 404 or 409).
 * - `declines`: the procedure asks an outside payer (the card processor), which may refuse
 *   with 402 (documented as such).
 */
export type BankMeta = {
  successStatus?: 201 | 202;
  throttled?: boolean;
  tokenScope?: TokenScope;
  alsoAnswers?: (404 | 409 | 422)[];
  /**
   * True for the one call a customer who must change their password may make (the password
   * change itself); every other signed-in call refuses them with 403 PASSWORD_CHANGE_REQUIRED.
   */
  allowedBeforePasswordChange?: true;
  declines?: boolean;
};

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta<BankMeta>>()
  .create({
    // Subscriptions over Server-Sent Events (events.stream): a ping every 15 s keeps proxies
    // from closing a quiet stream.
    sse: { ping: { enabled: true, intervalMs: 15_000 } },
    // Never a stack trace or SQL text in an answer; the stable domain code and, for invalid
    // input, the field issues travel in `data` (error-adapter.ts).
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        return {
          ...shape,
          message: 'Something went wrong on our side. Please try again.',
          data: { ...data, domainCode: 'INTERNAL_SERVER_ERROR' },
        };
      }
      const { message, ...details } = errorDetails(error);
      return { ...shape, message: message ?? shape.message, data: { ...data, ...details } };
    },
  });

/**
 * Every procedure starts here: a DomainError thrown below (services, ledger, the other
 * middlewares) leaves as the TRPCError of its kind instead of an internal error.
 */
const base = t.procedure.use(async ({ ctx, next }) => {
  // An Authorization header that names no valid token is refused wherever it is sent.
  if (ctx.badToken) {
    throw toTRPCError(unauthorized('The API token is invalid, expired or revoked'));
  }
  const result = await next();
  if (result.ok) return result;
  const domain = domainErrorOf(result.error);
  return domain && result.error.code === 'INTERNAL_SERVER_ERROR'
    ? { ...result, error: toTRPCError(domain) }
    : result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone, signed in or not. */
export const publicProcedure = base;

/**
 * A signed-in user (any role), second factor included (auth/mfa.ts), by session cookie or
 * API token. The procedure kinds below add what a token's scopes must allow.
 * @throws UNAUTHORIZED (401) without a valid session or token, or while an admin's session
 *   still owes its authenticator code; FORBIDDEN (403) while an admin must first enrol an
 *   authenticator (ADMIN_MFA=required); FORBIDDEN (403, PASSWORD_CHANGE_REQUIRED) while the
 *   user must change a password the bank chose, unless the meta allows the call
 */
const signedIn = base.use(({ ctx, meta, next }) => {
  if (!ctx.user || !ctx.session) {
    if (ctx.partialSignIn?.mfa === 'CODE_REQUIRED') throw unauthorized(CODE_REQUIRED_MESSAGE);
    if (ctx.partialSignIn?.mfa === 'SETUP_REQUIRED') throw forbidden(SETUP_REQUIRED_MESSAGE);
    throw unauthorized();
  }
  // A password the bank chose (and so an admin knows) opens nothing but its own change.
  if (ctx.user.mustChangePassword && !meta?.allowedBeforePasswordChange) {
    throw new PasswordChangeRequired();
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Refuses a token call whose scopes do not allow the call's need (a null need: no token
 * may make it). Cookie calls pass.
 * @throws FORBIDDEN (403, code TOKEN_SCOPE)
 */
function assertTokenScope(token: ApiTokenRow | null | undefined, need: TokenScope | null): void {
  if (!token || tokenAllows(parseScopes(token.scopes), need)) return;
  throw new Forbidden(
    need
      ? `This API token needs the ${need} scope for this call`
      : 'API tokens cannot make this call; use a signed-in session',
    'TOKEN_SCOPE',
  );
}

/**
 * A signed-in user (any role). An API token may read (any scope) and make the mutations
 * whose meta names a `tokenScope` it has; other mutations need the session.
 * @throws as `signedIn`; FORBIDDEN (403, TOKEN_SCOPE) for a token without the scope
 */
export const customerProcedure = signedIn.use(({ ctx, type, meta, next }) => {
  assertTokenScope(ctx.token, meta?.tokenScope ?? (type === 'query' ? 'read' : null));
  return next();
});

/**
 * A customer's money movement. Adds `ctx.moveMoney(request, work)`: runs the synchronous
 * `work` (which posts through the ledger) in the ledger writer's next batch, and at most
 * once per Idempotency-Key: a repeat of the same procedure with the same key and `request`
 * answers the first result again, another request under that key is 409. The key is scoped
 * by the procedure's path, so one key cannot replay another kind of movement.
 * An API token needs the `transfer` scope.
 * @throws what `work` throws; CONFLICT (409) for a reused key; BAD_REQUEST (400) for a
 *   malformed key; SERVICE_UNAVAILABLE (503) when the writer's queue is full; FORBIDDEN
 *   (403, TOKEN_SCOPE) for a token without the `transfer` scope
 */
export const moneyProcedure = signedIn.use(({ ctx, path, next }) => {
  assertTokenScope(ctx.token, 'transfer');
  return next({
    ctx: {
      moveMoney: <T>(request: unknown, work: () => T): Promise<T> =>
        ctx.ledger.run(() =>
          withIdempotency(
            ctx.db,
            { userId: ctx.user.id, key: ctx.idempotencyKey, scope: path, request },
            work,
          ),
        ),
    },
  });
});

/**
 * A session that gave the right password, whether or not it has finished the admin second
 * factor: for reading who is signed in and for giving the code (ASVS 4.3.1). `ctx.signIn`
 * carries the session, its user and its state.
 * API tokens cannot use it.
 * @throws UNAUTHORIZED (401) without a valid session; FORBIDDEN (403, TOKEN_SCOPE) for a token
 */
export const passwordProcedure = base.use(({ ctx, next }) => {
  assertTokenScope(ctx.token, null);
  const signIn: { session: SessionRow; user: SessionUser; mfa: MfaState } | null =
    ctx.user && ctx.session
      ? { session: ctx.session, user: ctx.user, mfa: 'OK' }
      : ctx.partialSignIn;
  if (!signIn) throw unauthorized();
  return next({ ctx: { ...ctx, signIn } });
});

/**
 * An admin enrolling an authenticator: fully signed in, or signed in with the password on a
 * bank that requires enrolment (ADMIN_MFA=required) before anything else.
 * @throws UNAUTHORIZED (401) without a session or while the session owes its code;
 *   FORBIDDEN (403) for a role other than ADMIN
 */
export const mfaSetupProcedure = passwordProcedure.use(({ ctx, next }) => {
  if (ctx.signIn.user.role !== 'ADMIN') throw forbidden('Admin role required');
  if (ctx.signIn.mfa === 'CODE_REQUIRED') throw unauthorized(CODE_REQUIRED_MESSAGE);
  return next();
});

/**
 * A signed-in ADMIN; an API token needs the `admin` scope (and its user the ADMIN role).
 * @throws UNAUTHORIZED (401) without a session or token; FORBIDDEN (403) for another role or a
 *   token without the `admin` scope (code TOKEN_SCOPE)
 */
export const adminProcedure = signedIn.use(({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN') throw forbidden('Admin role required');
  assertTokenScope(ctx.token, 'admin');
  return next();
});

/**
 * A path's `{userId}` must be the session's own user unless the caller is an admin.
 * @throws NOT_FOUND (404) otherwise, so other customers' existence is not revealed
 */
export function assertSelfOrAdmin(
  user: { id: number; role: string },
  userId: number,
  what = 'User',
): void {
  if (user.id !== userId && user.role !== 'ADMIN') throw notFound(what);
}
