/**
 * The edge's fault steps (failures on demand, services/admin/faults.ts): middlewares on
 * `/api/*` and on `/trpc/*` (the bank's own screens) that run before any operation, so an
 * injected error or throttle refuses before anything is written (and is never stored as an
 * idempotent answer), and an injected delay comes before the work. The fault is marked for
 * the request log (`requestFault`).
 */
import type { AnyProcedure } from '@trpc/server';
import type { Context, MiddlewareHandler } from 'hono';
import { realNowMs } from '../clock/real-time';
import {
  drawFault,
  FAULT_HEADER,
  type Fault,
  faultExempt,
  faultMarker,
  parseFaultHeader,
  rollFault,
} from '../services/admin/faults';
import { currentFaults } from '../services/admin/training';
import { type AppDeps, createContextFromHono } from '../trpc/context';
import {
  failedMessage,
  type InjectedRefusal,
  RETRY_AFTER_SECONDS,
  THROTTLED_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '../trpc/injected-fault';
import { procedureKind } from '../trpc/procedure-kind';
import { appRouter } from '../trpc/root';

declare module 'hono' {
  interface ContextVariableMap {
    /** The fault injected into this request, as the request log marks it. */
    requestFault: string | undefined;
    /** The procedures of a `/trpc` call an injected fault refuses (read by the tRPC context). */
    trpcRefusal: InjectedRefusal | undefined;
  }
}

const ANSWERS = {
  500: ['INTERNAL_SERVER_ERROR', failedMessage(500)],
  502: ['BAD_GATEWAY', failedMessage(502)],
  503: ['SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE],
} as const;

/**
 * The fault step of one bank.
 * @param deps the bank (its database for the settings, BUG_HUNT from its env)
 * @param sandbox true in a sandbox, whose admin may allow header faults; the main bank
 *   honours the header only when started with BUG_HUNT=on
 * @param random uniform in [0, 1): draws the faults (tests pass a seeded one)
 */
export function faultStep(
  deps: AppDeps,
  sandbox: boolean,
  random: () => number = Math.random,
): MiddlewareHandler {
  return async (c, next) => {
    if (faultExempt(c.req.path)) return next();
    const faults = currentFaults(deps.db, realNowMs());
    const header = c.req.header(FAULT_HEADER);
    const headerAllowed = faults.allowHeader && (sandbox || deps.env.BUG_HUNT);
    const fault: Fault | null =
      (header !== undefined && headerAllowed ? parseFaultHeader(header) : null) ??
      (c.req.path.startsWith(faults.pathPrefix) ? drawFault(faults, c.req.path, random) : null);
    if (!fault) return next();
    c.set('requestFault', faultMarker(fault));
    if (fault.kind === 'latency') {
      if (fault.ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return next();
    }
    // The request log names who was refused (the operation that would have done it never runs).
    createContextFromHono(deps, c, new Headers());
    return refusal(c, fault);
  };
}

/** The answer of an injected error or throttle: the API's error body and its headers. */
function refusal(c: Context, fault: Exclude<Fault, { kind: 'latency' }>): Response {
  c.header('Cache-Control', 'no-store');
  if (fault.kind === 'throttle' || fault.status === 503) {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  if (fault.kind === 'throttle') {
    c.header('RateLimit-Policy', `"fault";q=1;w=${RETRY_AFTER_SECONDS}`);
    c.header('RateLimit', `"fault";r=0;t=${RETRY_AFTER_SECONDS}`);
    return c.json(
      {
        message: THROTTLED_MESSAGE,
        code: 'TOO_MANY_REQUESTS',
      },
      429,
    );
  }
  const [code, message] = ANSWERS[fault.status];
  return c.json({ message, code }, fault.status);
}

let faultPaths: Map<string, string | null> | undefined;

/**
 * The path a `/trpc` procedure is faulted by: its operation's REST path as documented
 * (`transfers.create` → `/api/transfers`, `transfers.list` → `/api/transfers/{userId}`), or
 * `/trpc/<procedure>` for a screen-only procedure without one. Null for the procedures a
 * fault never touches, as on the REST API: admin procedures, the sign-in steps, the request
 * log the screens poll, live-event subscriptions and REST-exempt paths.
 * @param name the tRPC procedure path (`transfers.create`)
 * @returns the path to match against `pathPrefix`, or null (exempt or unknown)
 */
export function trpcFaultPath(name: string): string | null {
  if (!faultPaths) {
    faultPaths = new Map();
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    for (const [key, procedure] of Object.entries(procedures)) {
      const meta = procedure._def.meta as { openapi?: { path: string } } | undefined;
      const kind = procedureKind(procedure);
      const faultable = kind === 'public' || kind === 'customer' || kind === 'money';
      const exempt =
        !faultable || procedure._def.type === 'subscription' || /^(auth|requests)\./.test(key);
      const path = meta?.openapi ? `/api${meta.openapi.path}` : `/trpc/${key}`;
      faultPaths.set(key, exempt || (meta?.openapi && faultExempt(path)) ? null : path);
    }
  }
  return faultPaths.get(name) ?? null;
}

/**
 * The fault step of one bank's `/trpc` (the screens), with the same settings and header rules
 * as {@link faultStep}: a procedure of the call is in scope when its {@link trpcFaultPath}
 * starts with `pathPrefix` (an empty prefix: every procedure that may be faulted). One fault
 * is drawn per call; an injected delay waits before the call runs, and an injected error or
 * throttle refuses the procedures in scope (others of a batch run) before the gate or any
 * write, with the REST answer's status and headers (as tRPC errors).
 * @param deps the bank (its database for the settings, BUG_HUNT from its env)
 * @param sandbox true in a sandbox, whose admin may allow header faults
 * @param random uniform in [0, 1): draws the faults (tests pass a seeded one)
 */
export function trpcFaultStep(
  deps: AppDeps,
  sandbox: boolean,
  random: () => number = Math.random,
): MiddlewareHandler {
  return async (c, next) => {
    const names = c.req.path.slice('/trpc/'.length).split(',');
    const faultable = names.flatMap((name) => {
      const path = trpcFaultPath(name);
      return path === null ? [] : [{ name, path }];
    });
    if (faultable.length === 0) return next();
    const faults = currentFaults(deps.db, realNowMs());
    const header = c.req.header(FAULT_HEADER);
    const headerAllowed = faults.allowHeader && (sandbox || deps.env.BUG_HUNT);
    const headerFault = header !== undefined && headerAllowed ? parseFaultHeader(header) : null;
    const inScope = headerFault
      ? faultable
      : faultable.filter((p) => p.path.startsWith(faults.pathPrefix));
    if (inScope.length === 0) return next();
    const fault: Fault | null = headerFault ?? rollFault(faults, random);
    if (!fault) return next();
    c.set('requestFault', faultMarker(fault));
    if (fault.kind === 'latency') {
      if (fault.ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return next();
    }
    c.set('trpcRefusal', { fault, procedures: new Set(inScope.map((p) => p.name)) });
    return next();
  };
}
