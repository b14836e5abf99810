/**
 * The edge's fault step (failures on demand, services/admin/faults.ts): a middleware on
 * `/api/*` that runs before any operation, so an injected error or throttle refuses before
 * anything is written (and is never stored as an idempotent answer), and an injected delay
 * comes before the work. The fault is marked for the request log (`requestFault`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { realNowMs } from '../clock/real-time';
import {
  drawFault,
  FAULT_HEADER,
  type Fault,
  faultExempt,
  faultMarker,
  parseFaultHeader,
} from '../services/admin/faults';
import { currentFaults } from '../services/admin/training';
import { type AppDeps, createContextFromHono } from '../trpc/context';

declare module 'hono' {
  interface ContextVariableMap {
    /** The fault injected into this request, as the request log marks it. */
    requestFault: string | undefined;
  }
}

/** Seconds an injected 429 or 503 asks the client to wait. */
const RETRY_AFTER_SECONDS = 1;

const ANSWERS = {
  500: ['INTERNAL_SERVER_ERROR', 'Simulated failure: the server answered 500 on purpose'],
  502: ['BAD_GATEWAY', 'Simulated failure: the server answered 502 on purpose'],
  503: [
    'SERVICE_UNAVAILABLE',
    'Simulated failure: the service is unavailable on purpose; try again after Retry-After',
  ],
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
        message: 'Simulated throttling: too many requests on purpose; try again after Retry-After',
        code: 'TOO_MANY_REQUESTS',
      },
      429,
    );
  }
  const [code, message] = ANSWERS[fault.status];
  return c.json({ message, code }, fault.status);
}
