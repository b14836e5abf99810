/**
 * The database's transactions: one helper that runs synchronous work as one IMMEDIATE
 * better-sqlite3 transaction, and a place where a higher module wraps every such
 * transaction in a scope of its own (the live events wait in theirs until the commit) without
 * this module knowing it.
 */
import type { Db } from './client';

/**
 * Something run around every transaction `atomically` opens: it calls `run` (which opens the
 * transaction or savepoint and returns its result) once and returns what it returns.
 */
export type TransactionScope = <T>(db: Db, run: () => T) => T;

const direct: TransactionScope = (_db, run) => run();
let scope: TransactionScope = direct;

/**
 * Sets the scope run around every `atomically` call from now on, replacing the one set
 * before (the default runs the transaction as it is). Called once, when the module that owns
 * the scope loads.
 */
export function setTransactionScope(next: TransactionScope): void {
  scope = next;
}

/**
 * Runs `fn` as one IMMEDIATE SQLite transaction (write lock taken up front) and returns its
 * result. `fn` must be synchronous: an `await` inside would let other writes in. Nested calls
 * become savepoints. The scope set with `setTransactionScope` runs around it: events noted
 * inside are published only once the outermost call has committed, and dropped with a
 * rollback (events/collect.ts).
 * @returns what `fn` returns; rethrows what it throws, after rolling back
 */
export function atomically<T>(db: Db, fn: () => T): T {
  return scope(db, () => db.$client.transaction(fn).immediate());
}
