/**
 * The detectors of the answer itself (status, path, headers), for what no procedure shows:
 * a 405, an unknown path, malformed JSON, a foreign origin, a replayed idempotency key, the
 * files, and a learner following a list's cursor to its third page.
 */
import type { Db } from '../../db/client';
import { anothersAccount, type Seen } from './seen';

const STATEMENT_FILE = /^\/api\/accounts\/(\d+)\/statement\.(csv|pdf)$/;
const TAX_FILE = /^\/api\/accounts\/(\d+)\/tax-summaries\/\d{4}\.(csv|pdf)$/;

/** A detector of the answer itself (status, path, headers), for what no procedure shows. */
export interface EdgeDetector {
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

/**
 * Every detector of the answer itself, tried in order on each request; each pairs a cheap
 * `matches` with a `detect` that names the solved challenge's key (or nothing).
 */
export const EDGE: EdgeDetector[] = [
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
