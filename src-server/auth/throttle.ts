/**
 * Throttling of failed sign-ins and PINs, counted in the database so that it holds across
 * requests and restarts.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';
import { tooManyRequests } from '../services/errors';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = { LOGIN: 10, PIN: 5 } as const;

type Kind = keyof typeof MAX_FAILURES;

function recentFailures(db: Db, kind: Kind, subject: string, now: Date): number {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.subject, subject),
        gte(authAttempts.createdAt, since),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/**
 * Refuses the attempt when `subject` already failed the maximum number of times in the
 * last 15 minutes.
 * @throws TOO_MANY_REQUESTS (429) naming when to try again
 */
export function assertNotThrottled(db: Db, kind: Kind, subject: string, now = new Date()): void {
  if (recentFailures(db, kind, subject, now) >= MAX_FAILURES[kind]) {
    const what = kind === 'LOGIN' ? 'sign-in attempts' : 'wrong PINs';
    throw tooManyRequests(`Too many ${what}. Try again in 15 minutes.`);
  }
}

/** Records one failure and forgets failures older than the window. */
export function recordFailure(db: Db, kind: Kind, subject: string, now = new Date()): void {
  db.insert(authAttempts).values({ kind, subject, createdAt: now }).run();
  db.delete(authAttempts)
    .where(lt(authAttempts.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)))
    .run();
}

/** Forgets the failures of `subject` after a success. */
export function clearFailures(db: Db, kind: Kind, subject: string): void {
  db.delete(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject)))
    .run();
}
