/**
 * Publishing after commit. The ledger, the transfers, the notifications and the sessions
 * call the `note*` functions below where they change something; inside a transaction opened
 * through `withEventScope` (the ledger's `atomically` and the group-commit writer do) the
 * notes wait in the transaction's scope, and only when the outermost scope returns (its
 * transaction committed) are they published. A scope that throws (its transaction or
 * savepoint rolled back) drops its notes, so a rolled-back change publishes nothing. Outside
 * any scope a note is published at once.
 *
 * Balance and unread figures are read when publishing, from the figures the ledger keeps
 * (one row per account or user), and only for users someone listens for.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, users } from '../db/schema';
import { setTransactionScope } from '../db/transaction';
import type {
  ChallengeEventSchema,
  ClockEventSchema,
  SessionEndReason,
  SimulationEventSchema,
} from '../shared/dto/events';
import type { TransferStatusSchema } from '../shared/dto/transfers';
import { formatCents } from '../shared/money';
import { eventBusOf } from './bus';

type TransferStatus = z.infer<typeof TransferStatusSchema>;
type SimulationEvent = z.infer<typeof SimulationEventSchema>;
type ClockEvent = z.infer<typeof ClockEventSchema>;
type ChallengeEvent = z.infer<typeof ChallengeEventSchema>;

interface Notes {
  balances: Set<number>;
  /** transfer id → its owner and latest status (one event per transfer per commit). */
  transfers: Map<number, { userId: number; status: TransferStatus }>;
  unread: Set<number>;
  /** ticket id → its customer, status and who changed it (one event per ticket per commit). */
  tickets: Map<number, { userId: number; status: string; by: 'CUSTOMER' | 'STAFF' }>;
  sessions: { ids: string[]; reason: SessionEndReason }[];
  simulations: { userId: number; data: SimulationEvent }[];
  clockDays: { userId: number; data: ClockEvent }[];
  challenges: ChallengeEvent[];
  reset: boolean;
  /** Work to start once the change is committed (e.g. the outbox worker's kick). */
  after: Set<() => void>;
}

const emptyNotes = (): Notes => ({
  balances: new Set(),
  transfers: new Map(),
  unread: new Set(),
  tickets: new Map(),
  sessions: [],
  simulations: [],
  clockDays: [],
  challenges: [],
  reset: false,
  after: new Set(),
});

const scopes = new WeakMap<Db, Notes[]>();

/**
 * Runs `fn` (which opens a transaction or savepoint of `db`) in an event scope: the notes
 * made while it runs are published after it returns when it is the outermost scope, handed
 * to the enclosing scope otherwise, and dropped when it throws.
 * @returns what `fn` returns; rethrows what it throws
 */
export function withEventScope<T>(db: Db, fn: () => T): T {
  let stack = scopes.get(db);
  if (!stack) {
    stack = [];
    scopes.set(db, stack);
  }
  const notes = emptyNotes();
  stack.push(notes);
  let result: T;
  try {
    result = fn();
  } finally {
    stack.pop();
  }
  const parent = stack.at(-1);
  if (parent) merge(parent, notes);
  else publishNotes(db, notes);
  return result;
}

// Every `atomically` transaction is an event scope: its notes are published after commit.
setTransactionScope(withEventScope);

function merge(into: Notes, from: Notes): void {
  for (const id of from.balances) into.balances.add(id);
  for (const [id, t] of from.transfers) into.transfers.set(id, t);
  for (const id of from.unread) into.unread.add(id);
  for (const [id, t] of from.tickets) into.tickets.set(id, t);
  into.sessions.push(...from.sessions);
  into.simulations.push(...from.simulations);
  into.clockDays.push(...from.clockDays);
  into.challenges.push(...from.challenges);
  into.reset ||= from.reset;
  for (const fn of from.after) into.after.add(fn);
}

function note(db: Db, write: (notes: Notes) => void): void {
  const open = scopes.get(db)?.at(-1);
  if (open) {
    write(open);
    return;
  }
  const notes = emptyNotes();
  write(notes);
  publishNotes(db, notes);
}

/** The posted balance or the held amount of customer account `accountId` changed. */
export function noteBalance(db: Db, accountId: number): void {
  note(db, (n) => n.balances.add(accountId));
}

/** Transfer `id` of `userId` was created or took `status`. */
export function noteTransfer(
  db: Db,
  t: { id: number; userId: number; status: TransferStatus },
): void {
  note(db, (n) => n.transfers.set(t.id, { userId: t.userId, status: t.status }));
}

/** `userId`'s unread notification count changed. */
export function noteUnread(db: Db, userId: number): void {
  note(db, (n) => n.unread.add(userId));
}

/**
 * Support ticket `id` of customer `userId` got a reply or took `status`: its customer and
 * every listening admin hear a `ticket` event.
 */
export function noteTicket(
  db: Db,
  t: { id: number; userId: number; status: string; by: 'CUSTOMER' | 'STAFF' },
): void {
  note(db, (n) => n.tickets.set(t.id, { userId: t.userId, status: t.status, by: t.by }));
}

/** The sessions `ids` ended for `reason`: their streams get a `session` event and close. */
export function noteSessionsEnded(db: Db, ids: readonly string[], reason: SessionEndReason): void {
  if (ids.length > 0) note(db, (n) => n.sessions.push({ ids: [...ids], reason }));
}

/**
 * A simulation of the outside world moved `userId`'s money: published to them and to admins
 * (their streams and webhooks) once committed.
 */
export function noteSimulation(db: Db, userId: number, data: SimulationEvent): void {
  note(db, (n) => n.simulations.push({ userId, data }));
}

/**
 * An advance of the clock started by admin `userId` closed one more day: published to them
 * and every listening admin (their clock screens show the progress) once committed.
 */
export function noteClockDay(db: Db, userId: number, data: ClockEvent): void {
  note(db, (n) => n.clockDays.push({ userId, data }));
}

/**
 * Learner `data.userId` solved a challenge: published to them and every listening admin
 * (the trainer's progress screens) once committed.
 */
export function noteChallenge(db: Db, data: ChallengeEvent): void {
  note(db, (n) => n.challenges.push(data));
}

/**
 * Runs `fn` once the enclosing transaction commits (at once outside one; never after a
 * rollback). The same function noted twice in one commit runs once.
 */
export function noteAfterCommit(db: Db, fn: () => void): void {
  note(db, (n) => n.after.add(fn));
}

/** The whole bank was replaced (demo reset): every stream ends with reason `reset`. */
export function noteBankReset(db: Db): void {
  note(db, (n) => {
    n.reset = true;
  });
}

const p = sql.placeholder;

/** Publishes committed notes. A failure here is logged, never reported to the caller:
 * its change is already committed. */
function publishNotes(db: Db, notes: Notes): void {
  for (const fn of notes.after) {
    try {
      fn();
    } catch (error) {
      console.error('After-commit work failed:', error);
    }
  }
  const bus = eventBusOf(db);
  try {
    if (notes.reset) {
      bus.endAll('reset');
      return;
    }
    if (bus.hasListeners()) {
      for (const [id, t] of notes.transfers) {
        bus.publish(t.userId, { type: 'transfer', data: { id, status: t.status } }, true);
      }
      for (const [id, t] of notes.tickets) {
        bus.publish(t.userId, { type: 'ticket', data: { id, status: t.status, by: t.by } }, true);
      }
      for (const accountId of notes.balances) publishBalance(db, accountId);
      for (const userId of notes.unread) publishUnread(db, userId);
      for (const { userId, data } of notes.simulations) {
        bus.publish(userId, { type: 'simulation', data }, true);
      }
      for (const { userId, data } of notes.clockDays) {
        bus.publish(userId, { type: 'clock', data }, true);
      }
      for (const data of notes.challenges) {
        bus.publish(data.userId, { type: 'challenge', data }, true);
      }
    }
    for (const { ids, reason } of notes.sessions) bus.endSessions(ids, reason);
  } catch (error) {
    console.error('Publishing events failed:', error);
  }
}

function publishBalance(db: Db, accountId: number): void {
  const row = prepared(db, 'events.balance', (d) =>
    d
      .select({ userId: accounts.userId, balance: accounts.balance, held: accounts.held })
      .from(accounts)
      .where(eq(accounts.id, p('id')))
      .prepare(),
  ).get({ id: accountId });
  const bus = eventBusOf(db);
  if (!row || !bus.tracks(row.userId)) return;
  bus.publish(row.userId, {
    type: 'balance',
    data: {
      accountId,
      balance: formatCents(row.balance),
      availableBalance: formatCents(row.balance - row.held),
    },
  });
}

function publishUnread(db: Db, userId: number): void {
  const bus = eventBusOf(db);
  if (!bus.tracks(userId)) return;
  const row = prepared(db, 'events.unread', (d) =>
    d
      .select({ n: users.unreadNotifications })
      .from(users)
      .where(eq(users.id, p('id')))
      .prepare(),
  ).get({ id: userId });
  if (row) bus.publish(userId, { type: 'notification', data: { unreadCount: row.n } });
}
