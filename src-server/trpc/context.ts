/**
 * The request context every procedure sees: the database, the config, the session and its
 * user (or null), the bank's business time of the request, and response headers the adapters
 * copy onto the answer (Set-Cookie).
 */

import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ApiTokenRow, parseScopes, tokenSession, validateApiToken } from '../auth/api-token';
import { type PartialSignIn, splitSignIn } from '../auth/mfa';
import {
  type SessionRow,
  type SessionUser,
  sessionCookieName,
  validateSessionToken,
} from '../auth/session';
import { clientAddress } from '../auth/throttle';
import { type Observation, observationOf } from '../challenges/detectors/observation';
import { businessNow } from '../clock/clock';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { customerLanguage, type Language } from '../i18n/translate';
import type { LedgerWriter } from '../ledger/writer';
import type { SandboxManager } from '../sandboxes/manager';
import type { Brand } from '../shared/brand';
import type { InjectedRefusal } from './injected-fault';

/** What every request of one bank shares: its database, environment, brand and ledger writer. */
export interface AppDeps {
  db: Db;
  env: Env;
  brand: Brand;
  /** Runs money movements with group commit (ledger/writer.ts). */
  ledger: LedgerWriter;
  /** The sandboxes this server hosts (the main bank only; a sandbox hosts none). */
  sandboxes?: SandboxManager;
  /** True for a sandbox's app (its admin may switch planted defects without BUG_HUNT=on). */
  inSandbox?: boolean;
}

/**
 * One request's tRPC context: the bank's dependencies plus its business time, the signed-in
 * session and user (or not), language and request details.
 */
export interface Context extends AppDeps {
  /**
   * The bank's business time of this request (clock/clock.ts), read once when the context is
   * built: every date the request writes or compares (postings, limits, due dates, holds,
   * notifications, audit) uses it. Security times keep the real clock (clock/real-time.ts).
   */
  now: Date;
  /** The session and its user, only when fully signed in (second factor included). */
  session: SessionRow | null;
  user: SessionUser | null;
  /** A session that gave its password but still owes the admin second factor (auth/mfa.ts). */
  partialSignIn: PartialSignIn | null;
  /** Headers to add to the response (the adapters copy them). */
  resHeaders: Headers;
  /** True when cookies must carry Secure (served over HTTPS). */
  secure: boolean;
  userAgent: string | null;
  ip: string | null;
  /**
   * The language the customer reads: their saved choice, else the request's Accept-Language,
   * else English. Absent in contexts built outside HTTP (tests' callers): English.
   */
  language?: Language;
  /** The request's Idempotency-Key header, when sent. */
  idempotencyKey: string | null;
  /** The request's URL as the client sent it (lists build their `Link` header from it). */
  requestUrl?: string;
  /**
   * The API token of a bearer call (then `session` is the token's stand-in and `user` its
   * user); null for a cookie call. Absent in contexts built outside HTTP (tests' callers).
   */
  token?: ApiTokenRow | null;
  /** True when an Authorization header was sent but names no valid token: refused with 401. */
  badToken?: boolean;
  /**
   * What this request shows the challenge detectors (challenges/detectors): the caller and
   * the procedures run. Absent in contexts built outside HTTP (tests' callers).
   */
  observation?: Observation;
  /**
   * The procedures of this `/trpc` call an injected fault refuses (failures on demand), set
   * by the edge's fault step; absent on the REST API, whose own fault step answers first.
   */
  injectedFault?: InjectedRefusal | null;
}

/**
 * The bearer token of an Authorization header: undefined without the header, null for a
 * header that is not `Bearer <token>`.
 */
export function bearerOf(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Builds the context from a Hono request. With an `Authorization` header the call is
 * authenticated by that API token alone (cookies are ignored); otherwise the session cookie
 * is validated once, and a session that still owes its second factor is kept apart from
 * `session`/`user`. `now` is the bank's business time, read once here for the whole request.
 */
export function createContextFromHono(deps: AppDeps, c: HonoContext, resHeaders: Headers): Context {
  const origin = deps.env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
  const secure = origin.startsWith('https:');
  const bearer = bearerOf(c.req.header('authorization'));
  let auth: Pick<Context, 'session' | 'user' | 'partialSignIn' | 'token' | 'badToken'>;
  if (bearer === undefined) {
    const cookie = getCookie(c, sessionCookieName(secure));
    auth = splitSignIn(deps.db, deps.env, cookie ? validateSessionToken(deps.db, cookie) : null);
  } else {
    const valid = bearer ? validateApiToken(deps.db, bearer) : null;
    auth = valid
      ? {
          session: tokenSession(valid.token),
          user: valid.user,
          partialSignIn: null,
          token: valid.token,
        }
      : { session: null, user: null, partialSignIn: null, token: null, badToken: true };
  }
  // The edge's request log (app.ts) reads who made the call once the answer is out.
  if (auth.user) {
    c.set('requestCaller', { userId: auth.user.id, tokenName: auth.token?.name ?? null });
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const observation = observationOf(c);
  observation.caller = auth.user
    ? {
        userId: auth.user.id,
        role: auth.user.role,
        tokenScopes: auth.token ? parseScopes(auth.token.scopes) : null,
      }
    : null;
  // Every field named, in one order, none left out: each request's context has the same
  // shape, which keeps property reads on it fast (a spread of optional fields made it vary).
  return {
    db: deps.db,
    env: deps.env,
    brand: deps.brand,
    ledger: deps.ledger,
    sandboxes: deps.sandboxes,
    inSandbox: deps.inSandbox,
    session: auth.session,
    user: auth.user,
    partialSignIn: auth.partialSignIn,
    token: auth.token ?? null,
    badToken: auth.badToken ?? false,
    now: businessNow(deps.db),
    resHeaders,
    secure,
    userAgent: c.req.header('user-agent') ?? null,
    ip: clientAddress(
      incoming?.socket?.remoteAddress,
      c.req.header('x-forwarded-for'),
      deps.env.TRUST_PROXY,
    ),
    idempotencyKey: c.req.header('idempotency-key') ?? null,
    requestUrl: c.req.url,
    language: customerLanguage(auth.user?.language, c.req.header('accept-language')),
    observation,
    injectedFault: c.get('trpcRefusal') ?? null,
  };
}
