/** What a challenge detector sees of one request, and the lookups the detectors share. */
import { eq } from 'drizzle-orm';
import type { Context as HonoContext } from 'hono';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import type { CallRecord, Observation, ObservedCaller } from './observation';

/** What a detector sees of one request. */
export interface Seen {
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
export type CallDetector = (s: Seen, call: CallRecord) => string | null | undefined;

/** A field of an object answer or input, or undefined. */
export const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** The rows of a list answer: an array, or a page's `items`. */
export function rowsOf(output: unknown): unknown[] {
  if (Array.isArray(output)) return output;
  const items = field(output, 'items');
  return Array.isArray(items) ? items : [];
}

/** True when the user `id` exists and is not `callerId`. */
export function anotherUser(db: Db, callerId: number, id: unknown): boolean {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n === callerId) return false;
  return db.select({ id: users.id }).from(users).where(eq(users.id, n)).get() !== undefined;
}

/** True when account `id` exists and belongs to someone other than `callerId`. */
export function anothersAccount(db: Db, callerId: number, id: unknown): boolean {
  const n = Number(id);
  if (!Number.isSafeInteger(n)) return false;
  const row = db.select({ userId: accounts.userId }).from(accounts).where(eq(accounts.id, n)).get();
  return row !== undefined && row.userId !== callerId;
}
