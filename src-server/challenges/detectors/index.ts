/**
 * The challenge detectors: the one place where the bank decides that a learner solved a
 * challenge, from what it saw them do.
 *
 * How they hook in: `challengeDetectors(deps)` is a Hono middleware on `/api/*` and
 * `/trpc/*` that looks at each answer once it is made: its method, path, status and headers
 * (Idempotent-Replayed, Retry-After, Link), and the request's observation (observation.ts):
 * the caller the context found and every procedure the request ran, with its refusal code,
 * the field paths of a 400, its input and its answer. Detectors are keyed by procedure and by
 * status or path, so a request that cannot solve anything costs a few map lookups and no
 * query. Only a signed-in caller (session or token) solves, and the solve is theirs.
 * A detector never fails the request: an error is logged.
 *
 * Two challenges have several steps, kept in challenge_steps: `step-up` (a refusal with
 * STEP_UP_REQUIRED, the PIN verified, then a transfer sent) and `rate-limited` (a 429 with
 * its Retry-After, then a success on the same operation once it has passed).
 */

import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { businessNow } from '../../clock/clock';
import type { Db } from '../../db/client';
import { type AppDeps, createContextFromHono } from '../../trpc/context';
import { challengeOf } from '../catalogue';
import { recordSolve } from '../store';
import { ANY_CALL, BY_PROCEDURE } from './calls';
import { EDGE } from './edges';
import { OBSERVATION, type Observation } from './observation';
import type { Seen } from './seen';

/**
 * The solves a screen may report itself (`POST /api/challenges/observe`): each event leads
 * to one UI challenge only, which no server-side evidence could show.
 */
const SCREEN_EVENTS: Record<string, string> = { 'not-found-page': 'not-found-page' };

/**
 * Records what a screen of the bank reported for `userId` (see SCREEN_EVENTS).
 * @param now business time of the request
 */
export function observeFromScreen(db: Db, userId: number, event: string, now: Date): void {
  const key = SCREEN_EVENTS[event];
  if (key && challengeOf(key)?.track === 'UI') recordSolve(db, { userId, key, now });
}

/**
 * The detectors' middleware, for `/api/*` and `/trpc/*`: runs after the answer is made,
 * solves what the request showed for its signed-in caller, and never changes or fails the
 * answer (a detector's error is logged).
 * @param basePath the path the bank is served under ('/s/{name}' for a sandbox)
 */
export function challengeDetectors(deps: AppDeps, basePath = ''): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      await detect(deps, c, basePath);
    } catch (error) {
      console.error('A challenge detector failed:', error);
    }
  };
}

async function detect(deps: AppDeps, c: HonoContext, basePath: string): Promise<void> {
  const observation = c.get(OBSERVATION as never) as Observation | undefined;
  const path =
    basePath && c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) : c.req.path;
  const partial = {
    db: deps.db,
    channel: path.startsWith('/trpc') ? ('ui' as const) : ('api' as const),
    method: c.req.method,
    path,
    status: c.res.status,
    res: c.res,
    req: c.req,
    observation,
    gated: c.get('ctx' as never) !== undefined,
  };
  const calls = observation?.calls ?? [];
  const edges = EDGE.filter((d) => d.matches(partial));
  if (calls.length === 0 && edges.length === 0) return;
  // Answers given before any context was built (405, a refused origin) find their caller here.
  const caller =
    observation?.caller ??
    (observation ? null : createContextFromHono(deps, c, new Headers()).observation?.caller);
  if (!caller) return;
  const seen: Seen = { ...partial, caller };
  const keys = new Set<string>();
  for (const call of calls) {
    for (const d of [...(BY_PROCEDURE.get(call.procedure) ?? []), ...ANY_CALL]) {
      const key = d(seen, call);
      if (key) keys.add(key);
    }
  }
  for (const d of edges) {
    const key = await d.detect(seen);
    if (key) keys.add(key);
  }
  if (keys.size === 0) return;
  const now = businessNow(deps.db);
  for (const key of keys) recordSolve(deps.db, { userId: caller.userId, key, now });
}
