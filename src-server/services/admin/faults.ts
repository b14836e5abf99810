/**
 * Failures on demand: which fault, if any, the edge injects into one API call. A fault is
 * decided before the call runs, so an injected error or throttle never writes anything and
 * an injected delay comes before the work.
 *
 * - From the settings (training settings `faults`): for paths starting with `pathPrefix`
 *   (all when empty), `errorRate` answers `errorStatus`, `throttleRate` answers 429, and
 *   `latencyMs` plus up to `latencyJitterMs` delays the call.
 * - From the `X-Simulate-Fault` header (`status=500|502|503`, `latency=MS`, `throttle`), when
 *   the bank allows header faults.
 * - Never for admin, sign-in or documentation paths, so a trainer can always switch faults off.
 */
import type { Faults } from '../../shared/dto/training';

/** One injected fault. */
export type Fault =
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'throttle' }
  | { kind: 'latency'; ms: number };

/** The request log's marker of a fault: `status=503`, `throttle` or `latency=1500`. */
export function faultMarker(fault: Fault): string {
  if (fault.kind === 'status') return `status=${fault.status}`;
  if (fault.kind === 'throttle') return 'throttle';
  return `latency=${fault.ms}`;
}

/** The name of the per-request fault header. */
export const FAULT_HEADER = 'X-Simulate-Fault';

/** The longest delay the header may ask for, in ms. */
export const MAX_HEADER_LATENCY_MS = 10_000;

/** What the header may say, in words (the 400 answer and the API document use it). */
export const FAULT_HEADER_FORMS = `status=500, status=502, status=503, latency=<0 to ${MAX_HEADER_LATENCY_MS} ms> or throttle`;

/**
 * True for the paths a fault never touches: the trainer's admin operations (the fault
 * settings among them), signing in and out, and the API's own document and reference.
 * @param path the request path inside the bank (`/api/...`)
 */
export function faultExempt(path: string): boolean {
  return (
    !path.startsWith('/api/') ||
    /^\/api\/(admin|auth|docs|openapi\.json|csp-reports)(\/|$)/.test(path)
  );
}

/**
 * Reads an `X-Simulate-Fault` header value.
 * @returns the fault it asks for, or null when the value is none of the allowed forms
 */
export function parseFaultHeader(value: string): Fault | null {
  const text = value.trim().toLowerCase();
  if (text === 'throttle') return { kind: 'throttle' };
  const status = /^status=(500|502|503)$/.exec(text);
  if (status) return { kind: 'status', status: Number(status[1]) as 500 | 502 | 503 };
  const latency = /^latency=(\d{1,5})$/.exec(text);
  if (latency && Number(latency[1]) <= MAX_HEADER_LATENCY_MS) {
    return { kind: 'latency', ms: Number(latency[1]) };
  }
  return null;
}

/**
 * The fault the settings inject into a call of `path`, drawn with `random` (uniform in
 * [0, 1)): first the error rate, then the throttle rate, then the latency with its jitter.
 * @param path the request path inside the bank
 * @returns the fault, or null for none (an exempt path, another prefix, or the draw missed)
 */
export function drawFault(faults: Faults, path: string, random: () => number): Fault | null {
  if (faultExempt(path) || !path.startsWith(faults.pathPrefix)) return null;
  return rollFault(faults, random);
}

/**
 * The settings' draw for one call already known to be in scope (not exempt, its path under
 * `pathPrefix`): first the error rate, then the throttle rate, then the latency with jitter.
 * @param random uniform in [0, 1)
 * @returns the fault, or null when the draw missed
 */
export function rollFault(faults: Faults, random: () => number): Fault | null {
  if (faults.errorRate > 0 && random() < faults.errorRate) {
    return { kind: 'status', status: faults.errorStatus };
  }
  if (faults.throttleRate > 0 && random() < faults.throttleRate) return { kind: 'throttle' };
  if (faults.latencyMs > 0 || faults.latencyJitterMs > 0) {
    const jitter = Math.floor(random() * (faults.latencyJitterMs + 1));
    return { kind: 'latency', ms: faults.latencyMs + jitter };
  }
  return null;
}
