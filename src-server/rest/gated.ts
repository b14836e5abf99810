/**
 * The gate for the Hono file routes (uploads, downloads, the event stream, check deposits):
 * the same `authorize` step and the same refusals as the tRPC procedures, as a middleware.
 * A route states its requirement as an object literal next to it, the way a procedure's kind
 * and meta do, and reads who passed from `c.var.ctx` / `c.var.signIn`.
 */
import type { MiddlewareHandler } from 'hono';
import { authorize, type Requirement, type SignIn } from '../auth/gate';
import { type AppDeps, type Context, createContextFromHono } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';

/** What a gated route's handler finds in `c.var`. */
export interface GatedEnv {
  Variables: {
    /** The request's context, built once (the same a procedure would get). */
    ctx: Context;
    /** Who passed the gate: a full sign-in for `signedIn` and `admin` routes. */
    signIn: SignIn;
  };
}

/** What a public gated route's handler finds in `c.var`: the context, and a sign-in if any. */
export interface PublicGatedEnv {
  Variables: { ctx: Context; signIn: SignIn | null };
}

/**
 * A middleware that builds the request's context once, decides `requirement` with
 * `authorize` (auth/gate.ts) and either answers the refusal, as the REST adapter would (the
 * JSON body `{message, code}` with the status of its kind, and Retry-After where it applies),
 * or hands the context and sign-in to the route through `c.var`.
 * @param requirement who may call the route; a `public` route's `c.var.signIn` is null when
 *   nobody is signed in
 */
export function gated(
  deps: AppDeps,
  requirement: Requirement & { who: 'public' },
): MiddlewareHandler<PublicGatedEnv>;
export function gated(deps: AppDeps, requirement: Requirement): MiddlewareHandler<GatedEnv>;
export function gated(
  deps: AppDeps,
  requirement: Requirement,
): MiddlewareHandler<GatedEnv> | MiddlewareHandler<PublicGatedEnv> {
  // Only `public` hands on a null sign-in; `authorize` returns a full one for the others.
  const handler: MiddlewareHandler<PublicGatedEnv> = async (c, next) => {
    const ctx = createContextFromHono(deps, c, new Headers());
    let signIn: SignIn | null;
    try {
      signIn = authorize(ctx, requirement);
    } catch (error) {
      const refusal = httpError(error, ctx.language);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
    c.set('ctx', ctx);
    c.set('signIn', signIn);
    await next();
  };
  return handler;
}
