/**
 * tRPC setup: the procedure kinds (public, signed-in customer, money movement, admin, and
 * the sign-in steps) and the error shape. Each kind is a thin wrapper over the one gate
 * (auth/gate.ts), called with the requirement its kind and meta state; services add only
 * the rules that depend on the data (ownership, a conditional step-up). Never in screens.
 */
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { TokenScope } from '../auth/api-token';
import { authorize, type Requirement } from '../auth/gate';
import { recordCall } from '../challenges/detectors/observation';
import { notFound } from '../domain/errors';
import { translateText } from '../i18n/translate';
import { withIdempotency } from '../services/transfers/idempotency';
import type { Context } from './context';
import { domainErrorOf, errorDetails, toTRPCError } from './error-adapter';
import { injectedFaultError, isInjectedFault } from './injected-fault';

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
  /**
   * `admin`: the admin action always needs the admin's password or code given in the last 5
   * minutes (403 STEP_UP_REQUIRED otherwise), checked by the gate before the input is read.
   */
  stepUp?: 'admin';
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
    // Messages are written in English; a caller who reads Italian (saved, or sent as
    // Accept-Language) gets them through the server's translations, as notifications are.
    errorFormatter({ shape, error, ctx }) {
      const language = ctx?.language ?? 'en';
      const { stack: _stack, ...data } = shape.data;
      // An injected 500 (failures on demand) keeps its message: it is no bug to hide.
      if (error.code === 'INTERNAL_SERVER_ERROR' && !isInjectedFault(error)) {
        return {
          ...shape,
          message: translateText('Something went wrong on our side. Please try again.', language),
          data: { ...data, domainCode: 'INTERNAL_SERVER_ERROR' },
        };
      }
      const { message, ...details } = errorDetails(error, language);
      return {
        ...shape,
        message: message ?? translateText(shape.message, language),
        data: { ...data, ...details },
      };
    },
  });

/**
 * Every procedure starts here. First of all, an injected fault (failures on demand) refuses a
 * screen's call before the gate, the input or any write (the edge's fault step named the
 * procedures it refuses), and is not recorded as a call. Then a DomainError thrown below (the
 * gate, services, ledger) leaves as the TRPCError of its kind instead of an internal error.
 * One middleware, not two: tRPC copies its call options at every middleware of the chain.
 */
const base = t.procedure.use(async ({ ctx, path, type, getRawInput, next }) => {
  const refusal = ctx.injectedFault;
  if (refusal?.procedures.has(path)) throw injectedFaultError(refusal.fault);
  const result = await next();
  const observation = ctx.observation;
  if (result.ok) {
    if (observation)
      await recordCall(observation, { path, type, getRawInput, output: result.data });
    return result;
  }
  const domain = domainErrorOf(result.error);
  const error =
    domain && result.error.code === 'INTERNAL_SERVER_ERROR' ? toTRPCError(domain) : result.error;
  if (observation) {
    const details = errorDetails(error);
    await recordCall(observation, {
      path,
      type,
      getRawInput,
      code: details.domainCode,
      issues: details.issues,
    });
  }
  return error === result.error ? result : { ...result, error };
});

/** Builds a tRPC router from procedures and sub-routers (this bank's context and meta). */
export const router = t.router;
/** Makes server-side callers of a router, without HTTP (the test harness uses it). */
export const createCallerFactory = t.createCallerFactory;

/**
 * public: anyone; password: a session that gave its password (sign-in steps); mfaSetup: an
 * admin enrolling an authenticator; customer: any fully signed-in user; money: a customer's
 * money movement; admin: a fully signed-in ADMIN.
 */
export type ProcedureKind = 'public' | 'password' | 'mfaSetup' | 'customer' | 'money' | 'admin';

/**
 * The requirement a procedure states by its kind and meta, decided by the gate
 * (auth/gate.ts) and written into the OpenAPI document:
 * - public: anyone; password: a session that gave its password; mfaSetup: an admin enrolling
 *   an authenticator;
 * - customer: a signed-in user; a token may read (any scope) and make the mutations whose meta
 *   names a `tokenScope` it has;
 * - money: a signed-in user; a token needs `transfer`;
 * - admin: a signed-in ADMIN; a token needs `admin`.
 * The meta's `allowedBeforePasswordChange` lets a user who must change the password make the
 * call; its `stepUp` asks for a fresh admin step-up.
 */
export function requirementOf(
  kind: ProcedureKind,
  type: 'query' | 'mutation' | 'subscription',
  meta: BankMeta | undefined,
): Requirement {
  const common = {
    ...(meta?.allowedBeforePasswordChange ? { beforePasswordChange: true } : {}),
    ...(meta?.stepUp ? { stepUp: meta.stepUp } : {}),
  };
  switch (kind) {
    case 'public':
    case 'password':
    case 'mfaSetup':
      return { who: kind };
    case 'customer':
      return {
        who: 'signedIn',
        tokenScope: meta?.tokenScope ?? (type === 'query' ? 'read' : null),
        ...common,
      };
    case 'money':
      return { who: 'signedIn', tokenScope: 'transfer', ...common };
    case 'admin':
      return { who: 'admin', tokenScope: 'admin', ...common };
  }
}

/**
 * Anyone, signed in or not (an Authorization header naming no valid token is still refused).
 * @throws UNAUTHORIZED (401) for an invalid, expired or revoked API token
 */
export const publicProcedure = base.use(({ ctx, type, meta, next }) => {
  authorize(ctx, requirementOf('public', type, meta) as Requirement & { who: 'public' });
  return next();
});

/**
 * A signed-in user (any role), second factor included (auth/mfa.ts), by session cookie or
 * API token. An API token may read (any scope) and make the mutations whose meta names a
 * `tokenScope` it has; other mutations need the session.
 * @throws as `authorize` (auth/gate.ts): UNAUTHORIZED (401) without a valid session or token,
 *   or while an admin's session still owes its code; FORBIDDEN (403) while an admin must
 *   first enrol an authenticator, while the user must change a password the bank chose
 *   (PASSWORD_CHANGE_REQUIRED, unless the meta allows the call), or for a token without the
 *   scope (TOKEN_SCOPE)
 */
export const customerProcedure = base.use(({ ctx, type, meta, next }) => {
  const { user, session } = authorize(ctx, requirementOf('customer', type, meta));
  // tRPC merges what `next` is given into the context: only the new fields are passed, which
  // spares a second copy of the whole context on every call.
  return next({ ctx: { user, session } });
});

/**
 * A customer's money movement. Adds `ctx.moveMoney(request, work)`: runs the synchronous
 * `work` (which posts through the ledger) in the ledger writer's next batch, and at most
 * once per Idempotency-Key: a repeat of the same procedure with the same key and `request`
 * answers the first result again, another request under that key is 409. The key is scoped
 * by the procedure's path, so one key cannot replay another kind of movement.
 * An API token needs the `transfer` scope.
 * @throws as `customerProcedure`; what `work` throws; CONFLICT (409) for a reused key;
 *   BAD_REQUEST (400) for a malformed key; SERVICE_UNAVAILABLE (503) when the writer's queue
 *   is full
 */
export const moneyProcedure = base.use(({ ctx, type, path, meta, next }) => {
  const { user, session } = authorize(ctx, requirementOf('money', type, meta));
  return next({
    ctx: {
      user,
      session,
      moveMoney: <T>(request: unknown, work: () => T): Promise<T> =>
        ctx.ledger.run(() =>
          withIdempotency(
            ctx.db,
            {
              userId: user.id,
              key: ctx.idempotencyKey,
              scope: path,
              request,
              onReplay: () => {
                ctx.resHeaders.set('Idempotent-Replayed', 'true');
                if (ctx.observation) ctx.observation.replayed = true;
              },
              onConflict: () => {
                if (ctx.observation) ctx.observation.idempotencyConflict = true;
              },
            },
            work,
          ),
        ),
    },
  });
});

/**
 * A session that gave the right password, whether or not it has finished the admin second
 * factor: for reading who is signed in and for giving the code. `ctx.signIn` carries the
 * session, its user and its state. API tokens cannot use it.
 * @throws UNAUTHORIZED (401) without a valid session; FORBIDDEN (403, TOKEN_SCOPE) for a token
 */
export const passwordProcedure = base.use(({ ctx, type, meta, next }) => {
  const signIn = authorize(ctx, requirementOf('password', type, meta));
  return next({ ctx: { signIn } });
});

/**
 * An admin enrolling an authenticator: fully signed in, or signed in with the password on a
 * bank that requires enrolment (ADMIN_MFA=required) before anything else.
 * @throws UNAUTHORIZED (401) without a session or while the session owes its code;
 *   FORBIDDEN (403) for a role other than ADMIN, or for a token (TOKEN_SCOPE)
 */
export const mfaSetupProcedure = base.use(({ ctx, type, meta, next }) => {
  const signIn = authorize(ctx, requirementOf('mfaSetup', type, meta));
  return next({ ctx: { signIn } });
});

/**
 * A signed-in ADMIN; an API token needs the `admin` scope (and its user the ADMIN role).
 * @throws as `customerProcedure`; FORBIDDEN (403) for another role; FORBIDDEN (403,
 *   STEP_UP_REQUIRED) when the meta asks for a step-up the session has not given lately
 */
export const adminProcedure = base.use(({ ctx, type, meta, next }) => {
  const { user, session } = authorize(ctx, requirementOf('admin', type, meta));
  return next({ ctx: { user, session } });
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
