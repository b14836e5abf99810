/**
 * Failures on demand on the bank's own screens (`/trpc`): the edge decides which procedures
 * of a call an injected error or throttle refuses (rest/fault-step.ts, `trpcFaultStep`), and
 * the first middleware of every procedure (trpc/init.ts) refuses them with the matching tRPC
 * error before the authorization gate, the input or any write.
 */
import { TRPCError } from '@trpc/server';
import { Throttled, Unavailable } from '../domain/errors';
import type { Fault } from '../services/admin/faults';
import { toTRPCError } from './error-adapter';

/** An injected refusal and the procedures (tRPC paths, `transfers.create`) it refuses. */
export interface InjectedRefusal {
  fault: Exclude<Fault, { kind: 'latency' }>;
  procedures: ReadonlySet<string>;
}

/** The cause of an injected 500 or 502: marks the error as on purpose (not logged as a bug). */
export class InjectedFault extends Error {}

/** Seconds an injected 429 or 503 asks the client to wait, on the REST API and `/trpc`. */
export const RETRY_AFTER_SECONDS = 1;

/** The message of an injected 429, on the REST API and `/trpc`. */
export const THROTTLED_MESSAGE =
  'Simulated throttling: too many requests on purpose; try again in 1 second (Retry-After)';
/** The message of an injected 503, on the REST API and `/trpc`. */
export const UNAVAILABLE_MESSAGE =
  'Simulated failure: the service is unavailable on purpose; try again in 1 second (Retry-After)';
/** The message of an injected 500 or 502, on the REST API and `/trpc`. */
export function failedMessage(status: 500 | 502): string {
  return `Simulated failure: the server answered ${status} on purpose`;
}

/**
 * The tRPC error of an injected refusal, with the same status, message and headers as the
 * REST answer: 503 and 429 carry Retry-After (429 also RateLimit and RateLimit-Policy
 * naming the "fault" policy), through the adapters' refusal headers.
 */
export function injectedFaultError(fault: InjectedRefusal['fault']): TRPCError {
  if (fault.kind === 'throttle') {
    return toTRPCError(
      new Throttled(THROTTLED_MESSAGE, RETRY_AFTER_SECONDS, {
        name: 'fault',
        quota: 1,
        windowSeconds: RETRY_AFTER_SECONDS,
      }),
    );
  }
  if (fault.status === 503) {
    return toTRPCError(new Unavailable(UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS));
  }
  return new TRPCError({
    code: fault.status === 502 ? 'BAD_GATEWAY' : 'INTERNAL_SERVER_ERROR',
    message: failedMessage(fault.status),
    cause: new InjectedFault(),
  });
}

/** True for an error an injected fault made (the server logs it as no bug of its own). */
export function isInjectedFault(error: { cause?: unknown }): boolean {
  return error.cause instanceof InjectedFault;
}
