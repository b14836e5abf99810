/**
 * The bank's business clock: real time shifted by an offset a trainer can only move forward.
 *
 * Business time dates what a bank dates: postings, statements, due dates, limits, settlement
 * and hold expiry. Security keeps real time (sessions, throttles, tokens, one-time codes), so
 * moving the clock never signs anyone out or lifts a lockout. Each database is its own bank
 * with its own clock; the offset is read once per database and cached, since every money
 * movement asks for it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankClock } from '../db/schema';

const offsets = new WeakMap<Db, number>();

/** The clock's offset from real time in seconds (0 until a trainer moves it). */
export function clockOffsetSeconds(db: Db): number {
  let offset = offsets.get(db);
  if (offset === undefined) {
    offset = db.select().from(bankClock).where(eq(bankClock.id, 1)).get()?.offsetSeconds ?? 0;
    offsets.set(db, offset);
  }
  return offset;
}

/**
 * The bank's current business time.
 * @param realNow the real time to shift (tests pass one; the default is the system clock)
 */
export function businessNow(db: Db, realNow: Date = new Date()): Date {
  return new Date(realNow.getTime() + clockOffsetSeconds(db) * 1000);
}

/**
 * Stores a new offset (seconds, whole, never smaller than the current one: the clock does
 * not go back). Call inside the transaction that records why it moved.
 * @returns the offset now in force
 */
export function setClockOffset(db: Db, offsetSeconds: number): number {
  const current = clockOffsetSeconds(db);
  const next = Math.max(current, Math.trunc(offsetSeconds));
  db.insert(bankClock)
    .values({ id: 1, offsetSeconds: next })
    .onConflictDoUpdate({ target: bankClock.id, set: { offsetSeconds: next } })
    .run();
  offsets.set(db, next);
  return next;
}

const closed = new WeakMap<Db, string | null>();

/**
 * The last business day ('YYYY-MM-DD') whose close of business completed, or null when none
 * ran yet; read once per database and cached (the scheduler asks every tick).
 */
export function closedThrough(db: Db): string | null {
  let date = closed.get(db);
  if (date === undefined) {
    date = db.select().from(bankClock).where(eq(bankClock.id, 1)).get()?.closedThrough ?? null;
    closed.set(db, date);
  }
  return date;
}

/**
 * Records that close of business completed through `date` ('YYYY-MM-DD'). Call inside the
 * transaction of that day's last step; the cache follows only once it committed.
 */
export function setClosedThrough(db: Db, date: string): void {
  db.insert(bankClock)
    .values({ id: 1, offsetSeconds: clockOffsetSeconds(db), closedThrough: date })
    .onConflictDoUpdate({ target: bankClock.id, set: { closedThrough: date } })
    .run();
}

/** Drops the cached close-of-business date (after a transaction wrote or rolled it back). */
export function forgetClosedThrough(db: Db): void {
  closed.delete(db);
}

/** Forgets the cached offset (after a reset replaced the bank's rows). */
export function forgetClock(db: Db): void {
  offsets.delete(db);
  closed.delete(db);
}
