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

import { eq } from 'drizzle-orm';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { businessNow } from '../../clock/clock';
import { realNowMs } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { type AppDeps, createContextFromHono } from '../../trpc/context';
import { challengeOf } from '../catalogue';
import { hasSolved, recordSolve, recordStep, stepOf } from '../store';
import { type CallRecord, OBSERVATION, type Observation, type ObservedCaller } from './observation';

/** What a detector sees of one request. */
interface Seen {
  db: Db;
  caller: ObservedCaller;
  /** `ui` for the bank's own screens (/trpc), `api` for the REST API. */
  channel: 'api' | 'ui';
  method: string;
  /** The path after the bank's base path, e.g. `/api/transfers`. */
  path: string;
  status: number;
  res: Response;
  req: HonoContext['req'];
  observation: Observation | undefined;
  /** A file route's gate built the request's context (the path exists). */
  gated: boolean;
}

/** A detector of one procedure's outcome: the key it solves, or nothing. */
type CallDetector = (s: Seen, call: CallRecord) => string | null | undefined;

const LOCAL_OR_WIRE = new Set(['LOCAL', 'WIRE']);
const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
const onUi =
  (key: string): CallDetector =>
  (s, call) =>
    call.ok && s.channel === 'ui' ? key : null;
const onSuccess =
  (key: string): CallDetector =>
  (_s, call) =>
    call.ok ? key : null;

/** The rows of a list answer: an array, or a page's `items`. */
function rowsOf(output: unknown): unknown[] {
  if (Array.isArray(output)) return output;
  const items = field(output, 'items');
  return Array.isArray(items) ? items : [];
}

/** True when the user `id` exists and is not `callerId`. */
function anotherUser(db: Db, callerId: number, id: unknown): boolean {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n === callerId) return false;
  return db.select({ id: users.id }).from(users).where(eq(users.id, n)).get() !== undefined;
}

/** True when account `id` exists and belongs to someone other than `callerId`. */
function anothersAccount(db: Db, callerId: number, id: unknown): boolean {
  const n = Number(id);
  if (!Number.isSafeInteger(n)) return false;
  const row = db.select({ userId: accounts.userId }).from(accounts).where(eq(accounts.id, n)).get();
  return row !== undefined && row.userId !== callerId;
}

const refused = (call: CallRecord) =>
  !call.ok && (call.code === 'NOT_FOUND' || call.code === 'FORBIDDEN');

/** Asking for another customer's records by id, refused. */
const probeByUser: CallDetector = (s, call) =>
  refused(call) && anotherUser(s.db, s.caller.userId, field(call.input, 'userId'))
    ? 'authorization-probe'
    : null;
const probeByAccount =
  (name: string): CallDetector =>
  (s, call) =>
    refused(call) && anothersAccount(s.db, s.caller.userId, field(call.input, name))
      ? 'authorization-probe'
      : null;

/** A LOCAL transfer of the caller read back with its return code R01. */
const returnR01: CallDetector = (s, call) =>
  call.ok &&
  rowsOf(call.output).some(
    (t) =>
      field(t, 'transferType') === 'LOCAL' &&
      field(t, 'returnCode') === 'R01' &&
      field(t, 'userId') === s.caller.userId,
  )
    ? 'return-r01'
    : null;

/** How long a step-up refusal waits for its PIN and transfer (real ms). */
const STEP_UP_WINDOW_MS = 60 * 60 * 1000;

const transferCreate: CallDetector[] = [
  (_s, call) => (!call.ok && call.code === 'INSUFFICIENT_FUNDS' ? 'insufficient-funds' : null),
  (_s, call) =>
    !call.ok &&
    call.code === 'LIMIT_EXCEEDED' &&
    LOCAL_OR_WIRE.has(String(field(call.input, 'transferType')))
      ? 'over-limit'
      : null,
  (s, call) => {
    if (
      !call.ok &&
      call.code === 'STEP_UP_REQUIRED' &&
      LOCAL_OR_WIRE.has(String(field(call.input, 'transferType')))
    ) {
      recordStep(s.db, {
        userId: s.caller.userId,
        key: 'step-up',
        step: 'refused',
        at: new Date(realNowMs()),
      });
    }
    return null;
  },
  (s, call) => {
    if (!call.ok || !LOCAL_OR_WIRE.has(String(field(call.output, 'transferType')))) return null;
    if (hasSolved(s.db, s.caller.userId, 'step-up')) return null;
    const refusal = stepOf(s.db, s.caller.userId, 'step-up', 'refused');
    const pin = stepOf(s.db, s.caller.userId, 'step-up', 'pin');
    const fresh = realNowMs() - STEP_UP_WINDOW_MS;
    return refusal && pin && refusal.at.getTime() > fresh && pin.at >= refusal.at
      ? 'step-up'
      : null;
  },
  onUi('ui-transfer'),
  (_s, call) => (call.ok && field(call.output, 'status') === 'PENDING' ? 'pending-transfer' : null),
];

const verifyPin: CallDetector[] = [
  (s, call) => {
    if (call.ok && stepOf(s.db, s.caller.userId, 'step-up', 'refused')) {
      recordStep(s.db, {
        userId: s.caller.userId,
        key: 'step-up',
        step: 'pin',
        at: new Date(realNowMs()),
      });
    }
    return null;
  },
  (_s, call) => (!call.ok && call.code === 'FORBIDDEN' ? 'wrong-pin' : null),
];

/** Detectors by procedure. */
const BY_PROCEDURE = new Map<string, CallDetector[]>([
  ['transfers.create', transferCreate],
  ['users.verifyPin', verifyPin],
  ['transfers.batch', [onSuccess('batch-transfers')]],
  ['accounts.byUser', [probeByUser]],
  ['transfers.byUser', [probeByUser, returnR01]],
  ['transfers.page', [returnR01]],
  ['accounts.transactions', [probeByAccount('accountId')]],
  [
    'accounts.statement',
    [
      probeByAccount('accountId'),
      (s, call) => {
        const q = field(call.input, 'q');
        const sort = field(call.input, 'sort');
        return call.ok &&
          s.channel === 'ui' &&
          typeof q === 'string' &&
          q.trim() !== '' &&
          typeof sort === 'string' &&
          sort !== 'date'
          ? 'statement-search'
          : null;
      },
    ],
  ],
  ['statements.list', [probeByAccount('id'), onSuccess('monthly-statements')]],
  ['statements.taxSummaries', [probeByAccount('id')]],
  ['support.createTicket', [onUi('support-ticket')]],
  ['tokens.create', [onUi('ui-token')]],
  [
    'settings.setLanguage',
    [(_s, call) => (call.ok && field(call.input, 'language') === 'it' ? 'italian' : null)],
  ],
  ['beneficiaries.create', [onUi('ui-beneficiary')]],
  [
    'accounts.freezeCard',
    [
      (s, call) => {
        if (call.ok) {
          recordStep(s.db, {
            userId: s.caller.userId,
            key: 'card-freeze',
            step: 'frozen',
            at: new Date(realNowMs()),
          });
        }
        return null;
      },
    ],
  ],
  [
    'accounts.unfreezeCard',
    [
      (s, call) =>
        call.ok && stepOf(s.db, s.caller.userId, 'card-freeze', 'frozen') ? 'card-freeze' : null,
    ],
  ],
  ['standingOrders.create', [onSuccess('standing-order')]],
  ['notifications.markAllRead', [onSuccess('notifications-read')]],
  ['loans.pay', [onSuccess('loan-payment')]],
  ['loans.schedule', [onSuccess('loan-schedule')]],
  ['bills.pay', [onSuccess('bill-paid')]],
  [
    'deposits.card',
    [
      (_s, call) =>
        !call.ok && (call.code === 'CARD_DECLINED' || call.code === 'CARD_INSUFFICIENT_FUNDS')
          ? 'card-deposit-declined'
          : null,
    ],
  ],
  ['crypto.placeOrder', [onSuccess('crypto-order')]],
  ['loans.createApplication', [onSuccess('loan-application')]],
  ['settings.revokeSession', [onSuccess('revoke-session')]],
  ['tokens.revoke', [onSuccess('revoke-token')]],
  ['settings.changePassword', [onSuccess('password-changed')]],
  ['twoFactor.regenerateRecoveryCodes', [onSuccess('recovery-codes')]],
  ['webhooks.create', [onSuccess('webhook-registered')]],
  ['webhooks.replay', [onSuccess('webhook-replay')]],
]);

/** The procedures that answer 429 and a Retry-After (their meta says `throttled`). */
const THROTTLED = new Set([
  'users.setPin',
  'users.verifyPin',
  'payees.lookup',
  'settings.changePassword',
  'twoFactor.choose',
  'twoFactor.confirm',
  'twoFactor.regenerateRecoveryCodes',
]);

/** Detectors of every procedure's outcome. */
const ANY_CALL: CallDetector[] = [
  (_s, call) =>
    !call.ok &&
    call.code === 'BAD_REQUEST' &&
    call.fields.some((f) => f === 'amount' || f.endsWith('.amount'))
      ? 'bad-amount'
      : null,
  (_s, call) =>
    !call.ok && call.code === 'BAD_REQUEST' && new Set(call.fields).size >= 2
      ? 'many-issues'
      : null,
  (s, call) =>
    !call.ok &&
    call.code === 'TOKEN_SCOPE' &&
    call.type === 'mutation' &&
    s.caller.tokenScopes !== null &&
    !s.caller.tokenScopes.includes('transfer') &&
    !s.caller.tokenScopes.includes('admin')
      ? 'token-scope'
      : null,
  (s, call) =>
    !call.ok &&
    (call.code === 'FORBIDDEN' || call.code === 'NOT_FOUND') &&
    s.caller.role !== 'ADMIN' &&
    (call.procedure.startsWith('admin') || call.procedure.startsWith('sandboxes.'))
      ? 'admin-probe'
      : null,
  (s, call) =>
    call.ok && s.channel === 'api' && s.caller.tokenScopes !== null ? 'bearer-token' : null,
  (s, call) => {
    if (!THROTTLED.has(call.procedure)) return null;
    if (!call.ok && call.code === 'TOO_MANY_REQUESTS') {
      const seconds = Number(s.res.headers.get('Retry-After'));
      if (Number.isFinite(seconds) && seconds > 0) {
        recordStep(s.db, {
          userId: s.caller.userId,
          key: 'rate-limited',
          step: call.procedure,
          at: new Date(realNowMs() + seconds * 1000),
        });
      }
      return null;
    }
    if (!call.ok) return null;
    const due = stepOf(s.db, s.caller.userId, 'rate-limited', call.procedure);
    return due && realNowMs() >= due.at.getTime() ? 'rate-limited' : null;
  },
];

const STATEMENT_FILE = /^\/api\/accounts\/(\d+)\/statement\.(csv|pdf)$/;
const TAX_FILE = /^\/api\/accounts\/(\d+)\/tax-summaries\/\d{4}\.(csv|pdf)$/;

/** A detector of the answer itself (status, path, headers), for what no procedure shows. */
interface EdgeDetector {
  /** Cheap: no query, no body read. */
  matches(s: Omit<Seen, 'caller'>): boolean;
  detect(s: Seen): string | null | undefined | Promise<string | null | undefined>;
}

/** The answer's JSON error code (REST bodies are `{message, code}`), or null. */
async function errorCode(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

const noCalls = (s: Omit<Seen, 'caller'>) => (s.observation?.calls.length ?? 0) === 0;

const EDGE: EdgeDetector[] = [
  { matches: (s) => s.status === 405, detect: () => 'method-not-allowed' },
  {
    // An /api path nothing answers: no procedure ran and no file route built a context.
    matches: (s) =>
      s.status === 404 &&
      s.channel === 'api' &&
      noCalls(s) &&
      !s.gated &&
      !STATEMENT_FILE.test(s.path) &&
      !TAX_FILE.test(s.path),
    detect: () => 'unknown-path',
  },
  {
    matches: (s) => s.status === 400 && s.channel === 'api' && s.method !== 'GET',
    detect: async (s) => ((await errorCode(s.res)) === 'PARSE_ERROR' ? 'malformed-json' : null),
  },
  {
    matches: (s) => s.status === 403 && noCalls(s) && s.method !== 'GET' && s.method !== 'HEAD',
    detect: (s) => {
      const origin = s.req.header('origin');
      return origin && origin !== new URL(s.req.url).origin ? 'foreign-origin' : null;
    },
  },
  {
    matches: (s) => s.status === 201 && s.channel === 'api' && s.method === 'POST',
    detect: () => 'created-201',
  },
  {
    matches: (s) => s.res.headers.get('Idempotent-Replayed') === 'true',
    detect: () => 'idempotent-replay',
  },
  {
    matches: (s) => s.status === 409 && s.observation?.idempotencyConflict === true,
    detect: () => 'idempotency-conflict',
  },
  {
    matches: (s) => s.status === 200 && STATEMENT_FILE.test(s.path),
    detect: (s) => (s.path.endsWith('.csv') ? 'statement-csv' : 'statement-pdf'),
  },
  {
    matches: (s) => s.status === 404 && STATEMENT_FILE.test(s.path),
    detect: (s) =>
      anothersAccount(s.db, s.caller.userId, STATEMENT_FILE.exec(s.path)?.[1])
        ? 'authorization-probe'
        : null,
  },
  { matches: (s) => s.status === 200 && TAX_FILE.test(s.path), detect: () => 'tax-summary' },
  {
    matches: (s) => s.status === 200 && s.path === '/api/openapi.json',
    detect: () => 'openapi-read',
  },
  {
    matches: (s) => s.status === 200 && s.path === '/api/postman.json',
    detect: () => 'postman-collection',
  },
  {
    matches: (s) => s.status === 200 && s.path === '/api/events',
    detect: (s) => (s.caller.tokenScopes !== null ? 'event-stream-token' : null),
  },
  {
    matches: (s) =>
      s.status === 200 &&
      s.channel === 'api' &&
      s.method === 'GET' &&
      (s.res.headers.has('Link') || s.req.query('cursor') !== undefined),
    detect: (s) => (followPages(s) ? 'cursor-paging' : null),
  },
];

/** Next-page cursors each user was given, with the page they lead to (kept in memory). */
const cursorPages = new WeakMap<Db, Map<number, Map<string, number>>>();
const CURSORS_KEPT = 50;

/**
 * Follows a learner through a list: a page read with a cursor the bank gave them as the
 * next page is that page's number; its own next link leads one page further. True on the
 * third page.
 */
function followPages(s: Seen): boolean {
  let byUser = cursorPages.get(s.db);
  if (!byUser) {
    byUser = new Map();
    cursorPages.set(s.db, byUser);
  }
  let mine = byUser.get(s.caller.userId);
  if (!mine) {
    mine = new Map();
    byUser.set(s.caller.userId, mine);
  }
  const cursor = s.req.query('cursor');
  const page = cursor === undefined ? 1 : mine.get(cursor);
  const next = /cursor=([^&>]+)/.exec(s.res.headers.get('Link') ?? '')?.[1];
  if (page !== undefined && next) {
    mine.set(decodeURIComponent(next), page + 1);
    if (mine.size > CURSORS_KEPT) mine.delete(mine.keys().next().value as string);
  }
  return page !== undefined && page >= 3;
}

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
