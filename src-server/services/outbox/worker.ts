/**
 * Delivery of the outbox's emails through SMTP (nodemailer), in process: one worker per bank
 * (keyed by its Db, like the event bus). It is kicked after a commit that queued mail, sends
 * every QUEUED message that is due, and retries a failed one a few times with a growing wait
 * (1 s, 5 s, 30 s) before marking it FAILED. Nothing due is kept only in memory: a restarted
 * worker finds the QUEUED rows in the table.
 */
import { and, asc, eq, isNotNull, lte, min } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { realNow, realNowMs } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** What the worker needs of a mail transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
}

/** Tries per message before it is FAILED. */
export const MAX_ATTEMPTS = 4;
/** The wait after the 1st, 2nd and 3rd failed try. */
export const BACKOFF_MS = [1_000, 5_000, 30_000] as const;
const BATCH = 20;

type Row = typeof outboxMessages.$inferSelect;

/** Sends a bank's QUEUED emails; see the module comment. */
export class OutboxWorker {
  private running = false;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {}

  /** `kick` as a stable function (one after-commit kick per transaction). */
  readonly kickNow = (): void => this.kick();

  /** Starts a delivery round now, or right after the one under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain();
  }

  /** Stops retrying and closes the transport. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.transport.close?.();
  }

  /** Resolves once no delivery round is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      let due: Row[];
      do {
        this.again = false;
        due = this.db
          .select()
          .from(outboxMessages)
          .where(
            and(eq(outboxMessages.status, 'QUEUED'), lte(outboxMessages.nextAttemptAt, realNow())),
          )
          .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
          .limit(BATCH)
          .all();
        for (const row of due) {
          if (this.stopped) return;
          await this.deliver(row);
        }
      } while (!this.stopped && (this.again || due.length === BATCH));
    } catch (error) {
      // A closed bank (a sandbox put away) ends here; its rows wait for the next start.
      console.error('Outbox delivery stopped:', error instanceof Error ? error.message : error);
    } finally {
      this.running = false;
      this.scheduleNext();
    }
  }

  private async deliver(row: Row): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.body,
      });
      this.db
        .update(outboxMessages)
        .set({ status: 'SENT', attempts, sentAt: realNow(), lastError: null, nextAttemptAt: null })
        .where(eq(outboxMessages.id, row.id))
        .run();
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = attempts >= MAX_ATTEMPTS;
      const wait = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? 0;
      this.db
        .update(outboxMessages)
        .set({
          status: failed ? 'FAILED' : 'QUEUED',
          attempts,
          lastError,
          nextAttemptAt: failed ? null : new Date(realNowMs() + wait),
        })
        .where(eq(outboxMessages.id, row.id))
        .run();
    }
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    let next: Date | null | undefined;
    try {
      next = this.db
        .select({ at: min(outboxMessages.nextAttemptAt) })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, 'QUEUED'), isNotNull(outboxMessages.nextAttemptAt)))
        .get()?.at;
    } catch {
      return;
    }
    if (!next) return;
    const delay = Math.max(0, new Date(next).getTime() - realNowMs());
    this.timer = setTimeout(() => this.kick(), delay);
    this.timer.unref();
  }
}

const workers = new WeakMap<Db, OutboxWorker>();

/**
 * Starts email delivery for `db` through `transport` (nodemailer's SMTP transport from an
 * `smtp://` or `smtps://` URL when a string is given) and sends what is already due.
 * Starting it twice for one bank keeps the first worker.
 * @returns the bank's worker
 */
export function startOutboxDelivery(
  db: Db,
  transport: string | MailTransport,
  from = 'no-reply@bank.example',
): OutboxWorker {
  const existing = workers.get(db);
  if (existing) return existing;
  const mail = typeof transport === 'string' ? nodemailer.createTransport(transport) : transport;
  const worker = new OutboxWorker(db, mail, from);
  workers.set(db, worker);
  worker.kick();
  return worker;
}

/** The bank's email worker, or undefined when emails are only kept (no SMTP_URL). */
export function outboxWorkerOf(db: Db): OutboxWorker | undefined {
  return workers.get(db);
}

/** Stops and forgets the bank's worker (tests, a closed sandbox). */
export function stopOutboxDelivery(db: Db): void {
  workers.get(db)?.stop();
  workers.delete(db);
}
