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
const beforeCommit: ((db: Db) => void)[] = [];

/**
 * Sets the scope run around every `atomically` call from now on, replacing the one set
 * before (the default runs the transaction as it is). Called once, when the module that owns
 * the scope loads.
 */
export function setTransactionScope(next: TransactionScope): void {
  scope = next;
}

/**
 * Adds work run at the end of every outermost write transaction, inside it, just before it
 * commits (`atomically`'s, and the ledger writer's batch through `finishTransaction`): a
 * higher module's deferred writes that must commit with the rows that caused them. Called once,
 * when that module loads; a hook added twice runs once.
 */
export function addBeforeCommit(hook: (db: Db) => void): void {
  if (!beforeCommit.includes(hook)) beforeCommit.push(hook);
}

/**
 * Runs the hooks added with `addBeforeCommit`, in the order they were added. Call it as the
 * last step inside an outermost transaction opened without `atomically`.
 * @throws what a hook throws (the caller's transaction then rolls back)
 */
export function finishTransaction(db: Db): void {
  for (const hook of beforeCommit) hook(db);
}

/**
 * Runs `fn` as one IMMEDIATE SQLite transaction (write lock taken up front) and returns its
 * result. `fn` must be synchronous: an `await` inside would let other writes in. Nested calls
 * become savepoints; the outermost call runs the `addBeforeCommit` hooks last. The scope set
 * with `setTransactionScope` runs around it: events noted inside are published only once the
 * outermost call has committed, and dropped with a rollback (events/collect.ts).
 * @returns what `fn` returns; rethrows what it throws, after rolling back
 */
export function atomically<T>(db: Db, fn: () => T): T {
  if (db.$client.inTransaction) return scope(db, () => db.$client.transaction(fn).immediate());
  const whole = () => {
    const result = fn();
    finishTransaction(db);
    return result;
  };
  return scope(db, () => db.$client.transaction(whole).immediate());
}
