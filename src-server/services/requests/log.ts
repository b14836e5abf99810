/**
 * The request log ("My requests"): one row per API request a signed-in user makes, kept by a
 * batched writer so that logging adds no commit (and no fsync) of its own to a request.
 *
 * - The edge (app.ts) hands each finished request to `requestLogOf(db).add(row)`; rows wait
 *   in memory and are written in one transaction every second, or at once when 500 wait.
 * - A read of the log flushes first, so a user's own list already shows the request they
 *   just made; shutdown and closing a sandbox flush too.
 * - Bounded per user: the last 7 days or the last 10,000 requests, whichever is smaller. Each
 *   flush prunes, for each user it wrote rows for, the rows older than 7 days (through the
 *   (user, time) index) and those below the user's 10,000th newest id (through (user, id)).
 * - What is stored never carries a secret: no body, no cookie, no Authorization header, and
 *   of the query string only the parameter names (`pathAndQueryNames`).
 */
import type { Statement } from 'better-sqlite3';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { realNowMs } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { requestLog } from '../../db/schema';
import { byId, type Page, type PageQuery, readPage } from '../paging';

/** Who made a request, as the context found it (set on the Hono context for the edge). */
export interface RequestCaller {
  userId: number;
  /** The API token's name for a bearer call; null for a session. */
  tokenName: string | null;
}

declare module 'hono' {
  interface ContextVariableMap {
    requestCaller: RequestCaller | undefined;
  }
}

/** One request as the log keeps it (`time` in real epoch ms, `durationMs` whole ms). */
export interface RequestLogRow {
  userId: number;
  time: number;
  method: string;
  path: string;
  /** The query's parameter names, `?a&b`, or '' (never a value). */
  query: string;
  status: number;
  durationMs: number;
  requestId: string;
  idempotencyKey: string | null;
  tokenName: string | null;
  userAgent: string | null;
  replayed: boolean;
  fault: string | null;
}

/** How much the log keeps per user: rows newer than `days` days, at most `rows` of them. */
export interface RequestLogBound {
  days: number;
  rows: number;
}

/** The bound of every bank: 7 days or 10,000 requests per user, whichever is smaller. */
export const REQUEST_LOG_BOUND: RequestLogBound = { days: 7, rows: 10_000 };

const DAY_MS = 86_400_000;
/**
 * Longest wait of a buffered row before it is written (ms). Each flush also keeps every
 * written user's bound (a walk of 10,000 index entries at a full log) and commits: at 100
 * requests a second, with a full log, flushing every 250 ms cost 47 µs of CPU per row and
 * every second 25 µs (in-process, the rows of one user). Nothing waits for the timer: a read
 * of the log flushes first.
 */
const FLUSH_MS = 1000;
/** Rows that trigger a flush without waiting for the timer. */
const FLUSH_ROWS = 500;
/** Longest stored user agent and idempotency key (characters); the rest is cut. */
const MAX_TEXT = 256;

/**
 * The batched writer of one bank's request log. Synchronous like the rest of the database
 * work; a timer arms only while rows wait, so an idle bank runs none.
 */
export class RequestLogWriter {
  /** The bound pruned to on each flush; tests may lower it. */
  bound: RequestLogBound = { ...REQUEST_LOG_BOUND };
  private rows: RequestLogRow[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private statements: Record<'insert' | 'olderThan' | 'nth' | 'below', Statement> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Queues one request's row; it is written within a second, or now when 500 rows wait.
   * @param row the request, already stripped of anything secret
   */
  add(row: RequestLogRow): void {
    this.rows.push(row);
    if (this.rows.length >= FLUSH_ROWS) this.flush();
    else if (this.timer === null) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /**
   * Writes every waiting row in one transaction and prunes the log of each user written to
   * down to `bound`. Does nothing when no row waits or the database is already closed.
   * @param nowMs the real time the 7-day window ends at (epoch ms)
   */
  flush(nowMs: number = realNowMs()): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.rows;
    if (rows.length === 0) return;
    this.rows = [];
    const client = this.db.$client;
    if (!client.open) return;
    try {
      this.write(rows, nowMs);
    } catch (error) {
      // The log is evidence, not the bank's books: a failed write costs these rows only.
      console.error('Request log: could not write %d rows:', rows.length, error);
    }
  }

  /** Inserts `rows` and prunes their users' logs, in one transaction. */
  private write(rows: RequestLogRow[], nowMs: number): void {
    const s = this.prepared();
    const users = new Set<number>();
    this.db.$client.transaction(() => {
      for (const r of rows) {
        users.add(r.userId);
        s.insert.run(
          r.userId,
          r.time,
          r.method,
          r.path,
          r.query,
          r.status,
          r.durationMs,
          r.requestId,
          r.idempotencyKey?.slice(0, MAX_TEXT) ?? null,
          r.tokenName,
          r.userAgent?.slice(0, MAX_TEXT) ?? null,
          r.replayed ? 1 : 0,
          r.fault,
          r.userId,
        );
      }
      const before = nowMs - this.bound.days * DAY_MS;
      for (const userId of users) {
        s.olderThan.run(userId, before);
        const nth = s.nth.get(userId, this.bound.rows - 1) as { id: number } | undefined;
        if (nth) s.below.run(userId, nth.id);
      }
    })();
  }

  /** The writer's statements, prepared once. */
  private prepared(): Record<'insert' | 'olderThan' | 'nth' | 'below', Statement> {
    if (this.statements) return this.statements;
    const client = this.db.$client;
    this.statements = {
      // A user deleted (or a bank reset) while their row waited has no row to point at.
      insert: client.prepare(
        `insert into request_log (user_id, time, method, path, query, status, duration_ms,
         request_id, idempotency_key, token_name, user_agent, replayed, fault)
         select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         where exists (select 1 from users where id = ?)`,
      ),
      olderThan: client.prepare('delete from request_log where user_id = ? and time < ?'),
      nth: client.prepare(
        'select id from request_log where user_id = ? order by id desc limit 1 offset ?',
      ),
      below: client.prepare('delete from request_log where user_id = ? and id < ?'),
    };
    return this.statements;
  }
}

const writers = new WeakMap<Db, RequestLogWriter>();

/**
 * The request log writer of a bank (one per database, made on first use).
 * @param db the bank's database
 * @returns its writer
 */
export function requestLogOf(db: Db): RequestLogWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new RequestLogWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/**
 * Writes the rows still waiting for a bank's log (before shutdown or closing a sandbox).
 * @param db the bank's database; nothing happens when it never logged a request
 */
export function flushRequestLog(db: Db): void {
  writers.get(db)?.flush();
}

/**
 * The path of a URL and the names of its query parameters, never their values (a `?token=`
 * or `?password=` some client put in a query stays out of the log).
 * @param url the request URL
 * @returns `{path, query}`: e.g. `/api/transfers/2` and `?limit&cursor` ('' without a query)
 */
export function pathAndQueryNames(url: string): { path: string; query: string } {
  const parsed = new URL(url);
  const names = [...new Set(parsed.searchParams.keys())].map((n) => n.slice(0, 64));
  return {
    path: parsed.pathname.slice(0, 512),
    query: names.length > 0 ? `?${names.join('&')}` : '',
  };
}

/** The filters of a request log read; all optional, combined with AND. */
export interface RequestLogFilter {
  status?: number;
  method?: string;
  /** The path exactly as logged (without the query). */
  path?: string;
  idempotencyKey?: string;
  /** Requests at or after this real time. */
  from?: Date;
  /** Requests at or before this real time. */
  to?: Date;
}

/** One row as `GET /api/requests` answers it. */
export interface RequestLogItem {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  idempotencyKey: string | null;
  tokenName: string | null;
  replayed: boolean;
  fault: string | null;
}

type Stored = typeof requestLog.$inferSelect;

const NEWEST_FIRST = byId<Stored>(requestLog.id, 'desc');

/**
 * One page of a user's request log, newest first, after flushing the rows still waiting (so
 * the request just answered is in it). Only rows inside the bound's time window are read.
 * `from` and `to` filter with a unary `+` on the time column, so SQLite keeps to an index
 * that also gives the newest-first order (no sort).
 * @param db the bank's database
 * @param userId whose log
 * @param filter status, method, exact path, idempotency key, real-time range
 * @param q the page (limit, cursor)
 * @param nowMs the real time now (epoch ms), which the 7-day window ends at
 * @returns the page with its total
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listRequests(
  db: Db,
  userId: number,
  filter: RequestLogFilter,
  q: PageQuery,
  nowMs: number,
): Page<RequestLogItem> {
  const writer = requestLogOf(db);
  writer.flush(nowMs);
  const oldest = nowMs - writer.bound.days * DAY_MS;
  const from = Math.max(oldest, filter.from?.getTime() ?? oldest);
  const conditions: (SQL | undefined)[] = [
    eq(requestLog.userId, userId),
    filter.status !== undefined ? eq(requestLog.status, filter.status) : undefined,
    filter.method !== undefined ? eq(requestLog.method, filter.method) : undefined,
    filter.path !== undefined ? eq(requestLog.path, filter.path) : undefined,
    filter.idempotencyKey !== undefined
      ? eq(requestLog.idempotencyKey, filter.idempotencyKey)
      : undefined,
    sql`+${requestLog.time} >= ${from}`,
    filter.to ? sql`+${requestLog.time} <= ${filter.to.getTime()}` : undefined,
  ];
  const where = and(...conditions);
  return readPage(
    q,
    NEWEST_FIRST,
    (after, orderBy, limit, offset) =>
      db
        .select()
        .from(requestLog)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    toItem,
    () => db.select({ n: sql<number>`count(*)` }).from(requestLog).where(where).get()?.n ?? 0,
  );
}

/** A stored row as the API answers it: the path with its query names, time as ISO text. */
function toItem(row: Stored): RequestLogItem {
  return {
    time: row.time.toISOString(),
    method: row.method,
    path: row.path + row.query,
    status: row.status,
    durationMs: row.durationMs,
    requestId: row.requestId,
    idempotencyKey: row.idempotencyKey,
    tokenName: row.tokenName,
    replayed: row.replayed,
    fault: row.fault,
  };
}
