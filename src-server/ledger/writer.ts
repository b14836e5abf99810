/**
 * Group commit for money movements. With synchronous=FULL every
 * commit waits for the disk; a bank that commits each transfer alone is capped by fsync.
 * The writer gathers the movements that arrive together (everything queued before the next
 * turn of the event loop), runs each in its own savepoint inside one IMMEDIATE transaction
 * (a failing movement rolls back alone), runs the work due before every commit (the search
 * index of the batch's statement rows: db/transaction.ts `finishTransaction`), commits once,
 * and only then answers each caller: an acknowledged movement is on disk.
 */
import type { Db } from '../db/client';
import { finishTransaction, inSavepoint } from '../db/transaction';
import { Unavailable } from '../domain/errors';
import { withEventScope } from '../events/collect';

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Runs synchronous money movements in batches, one commit per batch. */
export class LedgerWriter {
  private queue: Job[] = [];
  private scheduled = false;
  /** Batches committed and movements run, for the benchmark's report. */
  readonly stats = { batches: 0, movements: 0, largestBatch: 0 };

  /**
   * @param maxBatch movements per commit at most
   * @param maxQueued movements waiting at most; past that the bank is overloaded, and a
   *   caller is better told to come back (503 with Retry-After) than made to wait in a queue
   *   whose memory and latency grow without bound
   */
  constructor(
    private readonly db: Db,
    private readonly maxBatch = 500,
    private readonly maxQueued = 5_000,
  ) {}

  /**
   * Queues `work` (synchronous: no await inside) and resolves with its result once the batch
   * that ran it is committed; rejects with its error (its savepoint rolled back) or with the
   * commit's error.
   * @throws Unavailable (503, as a rejection) when `maxQueued` movements already wait
   */
  run<T>(work: () => T): Promise<T> {
    if (this.queue.length >= this.maxQueued) {
      return Promise.reject(
        new Unavailable('The bank is busy right now. Please try again in a moment.', 1),
      );
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue.splice(0, this.maxBatch);
    if (this.queue.length > 0) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    if (batch.length === 0) return;
    const sqlite = this.db.$client;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      // Each job's events join the batch's once its savepoint holds, and go out after the
      // one commit (events/collect.ts).
      withEventScope(this.db, () =>
        sqlite
          .transaction(() => {
            for (const job of batch) {
              try {
                // A nested better-sqlite3 transaction is a savepoint: a failure undoes this job only.
                const value = withEventScope(this.db, () => inSavepoint(this.db, job.work));
                outcomes.push({ ok: true, value });
              } catch (error) {
                outcomes.push({ ok: false, error });
              }
            }
            finishTransaction(this.db);
          })
          .immediate(),
      );
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    this.stats.batches++;
    this.stats.movements += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}
