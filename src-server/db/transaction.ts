/**
 * The database's transactions: one helper that runs synchronous work as one IMMEDIATE
 * better-sqlite3 transaction, and a place where a higher module wraps every such
 * transaction in a scope of its own (the live events wait in theirs until the commit) without
 * this module knowing it.
 */
import type { Transaction } from 'better-sqlite3';
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
  if (db.$client.inTransaction) return scope(db, () => runnerOf(db)(fn) as T);
  const whole = () => {
    const result = fn();
    finishTransaction(db);
    return result;
  };
  return scope(db, () => runnerOf(db).immediate(whole) as T);
}

/**
 * Runs `fn` in a savepoint of the transaction open on `db` and returns its result: a throw
 * rolls back `fn`'s writes only, and is rethrown. Outside a transaction it runs as a DEFERRED
 * one. No event scope and no `addBeforeCommit` hooks: for a caller that manages both, as the
 * ledger writer does for each job of its batch.
 */
export function inSavepoint<T>(db: Db, fn: () => T): T {
  return runnerOf(db)(fn) as T;
}

type Runner = Transaction<(fn: () => unknown) => unknown>;
const runners = new WeakMap<Db, Runner>();

/**
 * One better-sqlite3 transaction function per connection, which runs the function it is
 * given. better-sqlite3 builds five wrappers for every `transaction(fn)` call; a money
 * movement opened two or three of them, on every transfer.
 */
function runnerOf(db: Db): Runner {
  let runner = runners.get(db);
  if (!runner) {
    runner = db.$client.transaction((fn: () => unknown) => fn());
    runners.set(db, runner);
  }
  return runner;
}
