/**
 * What one HTTP request showed the detectors: who called (once the request's context was
 * built), and each procedure it ran with its outcome. The context builder and the procedures'
 * base middleware fill it in; the edge middleware (`index.ts`) reads it after the answer.
 * Kept free of imports from the rest of the server so both ends may use it.
 */

/** One procedure the request ran, as the detectors see it. */
export interface CallRecord {
  /** The tRPC path, e.g. `transfers.create`. */
  procedure: string;
  type: 'query' | 'mutation' | 'subscription';
  ok: boolean;
  /** The stable domain code of a refusal (`LIMIT_EXCEEDED`, `BAD_REQUEST`…), null on success. */
  code: string | null;
  /** The dotted field paths a 400 named (`amount`, `items.0.amount`). */
  fields: string[];
  /** The input as sent (before parsing). */
  input: unknown;
  /** The answer on success. */
  output: unknown;
}

/** The caller of a request, as its context found them. */
export interface ObservedCaller {
  userId: number;
  role: string;
  /** The API token's scopes for a bearer call, null for a session. */
  tokenScopes: string[] | null;
}

/** One request's observation. */
export interface Observation {
  /** Set when the request's context is built with a fully signed-in caller. */
  caller: ObservedCaller | null;
  calls: CallRecord[];
  /** The money movement answered a stored result (an idempotent replay). */
  replayed: boolean;
  /** The money movement reused an idempotency key for another request. */
  idempotencyConflict: boolean;
}

/** A fresh, empty observation. */
export function newObservation(): Observation {
  return { caller: null, calls: [], replayed: false, idempotencyConflict: false };
}

/** The Hono context variable the observation travels in. */
export const OBSERVATION = 'challengeObservation';

/** Anything that keeps request variables (a Hono context). */
interface VariableHolder {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** The observation of request `c`, made on first use. */
export function observationOf(c: unknown): Observation {
  const holder = c as VariableHolder;
  let observation = holder.get(OBSERVATION) as Observation | undefined;
  if (!observation) {
    observation = newObservation();
    holder.set(OBSERVATION, observation);
  }
  return observation;
}

/**
 * Adds one procedure's outcome to `observation` (the procedures' base middleware calls it
 * after each procedure). The raw input is read only for procedures a detector looks at.
 * Never throws: a failure here is logged and the call goes on.
 */
export async function recordCall(
  observation: Observation,
  call: {
    path: string;
    type: CallRecord['type'];
    getRawInput: () => Promise<unknown>;
    output?: unknown;
    code?: string;
    issues?: { path: string[] }[];
  },
): Promise<void> {
  try {
    const ok = call.code === undefined;
    observation.calls.push({
      procedure: call.path,
      type: call.type,
      ok,
      code: call.code ?? null,
      fields: (call.issues ?? []).map((i) => i.path.join('.')),
      // A body that is not JSON has no input to look at; the call still counts.
      input: WANTS_INPUT.has(call.path)
        ? await call.getRawInput().catch(() => undefined)
        : undefined,
      output: ok ? call.output : undefined,
    });
  } catch (error) {
    console.error('Challenge observation failed:', error);
  }
}

/** The procedures whose raw input a detector reads. */
const WANTS_INPUT = new Set([
  'transfers.create',
  'accounts.byUser',
  'accounts.transactions',
  'accounts.statement',
  'settings.setLanguage',
  'transfers.byUser',
  'statements.list',
  'statements.taxSummaries',
]);
