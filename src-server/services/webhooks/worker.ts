/**
 * The in-process delivery worker of one bank: sends the queued deliveries that are due
 * (Standard Webhooks headers signed with the `standardwebhooks` library), with a timeout,
 * and retries a failure with exponential backoff for 24 real hours after the event (real
 * time, never the business clock), then marks it FAILED. The URL `inbox` is delivered in
 * process to the bank's own inbox, which verifies the signature with the library's verifier.
 *
 * The target's address is checked again before every attempt (ssrf.ts), and redirects are
 * not followed, so a name that now resolves to a private address is refused at send time.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { realNow, realNowMs } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookInbox } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { INBOX_URL } from '../../shared/dto/webhooks';
import { currentFaults } from '../admin/training';
import type { WebhookRegistry } from './registry';
import { assertPublicTarget, type Resolver } from './ssrf';

/** How long a failed delivery keeps being retried after its event, in ms (24 hours). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The wait after the first failure; it doubles after each one, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 10_000;
/** The longest wait between two attempts (1 hour). */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** How long one attempt may take before it counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;
/** Deliveries sent per run at most (the rest wait for the next run). */
const BATCH = 20;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The wait before attempt `attempts + 1` after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** How the webhook worker sends: private addresses allowed or not, and test seams. */
export interface WorkerOptions {
  /** Send to private addresses too (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  fetch?: typeof fetch;
  resolve?: Resolver;
  /** Uniform in [0, 1): draws the duplicate-delivery fault (Math.random by default). */
  random?: () => number;
  timeoutMs?: number;
}

/** Sends one bank's queued deliveries. */
export class WebhookWorker {
  private readonly inFlight = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private kicked = false;

  constructor(
    private readonly db: Db,
    private readonly registry: WebhookRegistry,
    private readonly options: WorkerOptions,
  ) {}

  /** Runs due deliveries every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Asks for a run soon (new deliveries were queued). */
  kick(): void {
    if (this.kicked) return;
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      void this.tick();
    });
  }

  private async tick(): Promise<void> {
    if (!this.db.$client.open) {
      this.stop();
      return;
    }
    try {
      // No endpoint, no delivery to look for (the endpoint list is cached in memory).
      if (this.registry.active()) await this.runDue();
    } catch (error) {
      if (this.db.$client.open) console.error('Webhook deliveries failed:', error);
    }
  }

  /**
   * Sends every PENDING delivery due at `now` (ms, real time; tests pass a later time to
   * run retries without waiting) that is not already being sent.
   * @returns how many were attempted
   */
  async runDue(now = realNowMs()): Promise<number> {
    const due = this.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now)),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(BATCH)
      .all()
      .filter((row) => !this.inFlight.has(row.id));
    await Promise.all(due.map((row) => this.attempt(row, now)));
    return due.length;
  }

  /**
   * Sends delivery `deliveryId` of endpoint `webhookId` (of `userId`) again now, whatever its
   * status: one more attempt, with the same `webhook-id`. A failure is retried as usual while
   * the 24 hours since its event last, and is FAILED after.
   * @throws NOT_FOUND (404) for an unknown delivery, endpoint or another user's
   */
  async replay(
    userId: number,
    webhookId: number,
    deliveryId: number,
    now = realNowMs(),
  ): Promise<DeliveryRow> {
    this.registry.get(userId, webhookId);
    const row = this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
      .get();
    if (!row) throw notFound('Delivery');
    await this.attempt(row, now);
    return this.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row.id)).get()!;
  }

  /** One attempt of `row`; records its outcome. */
  private async attempt(row: DeliveryRow, now: number): Promise<void> {
    if (this.inFlight.has(row.id)) return;
    this.inFlight.add(row.id);
    try {
      const outcome = await this.send(row);
      // The trainer's duplicate fault: a first attempt that went through is sent once more,
      // with the same webhook-id and a fresh signature (receivers should drop the second); its
      // own outcome is not recorded, so it never causes a retry.
      const { duplicateRate } = currentFaults(this.db, realNowMs()).webhooks;
      const sent = (o: typeof outcome) => o.code !== null && o.code >= 200 && o.code < 300;
      if (
        row.attempts === 0 &&
        sent(outcome) &&
        duplicateRate > 0 &&
        (this.options.random ?? Math.random)() < duplicateRate &&
        this.db.$client.open
      ) {
        await this.send(row);
      }
      if (!this.db.$client.open) return;
      const attempts = row.attempts + 1;
      const ok = outcome.code !== null && outcome.code >= 200 && outcome.code < 300;
      const next = now + backoffMs(attempts);
      const status = ok
        ? 'DELIVERED'
        : next > row.createdAt + RETRY_WINDOW_MS
          ? 'FAILED'
          : 'PENDING';
      this.db
        .update(webhookDeliveries)
        .set({
          status,
          attempts,
          lastResponseCode: outcome.code,
          lastError: ok ? null : outcome.error,
          lastAttemptAt: realNowMs(),
          nextAttemptAt: status === 'PENDING' ? next : now,
        })
        .where(eq(webhookDeliveries.id, row.id))
        .run();
    } finally {
      this.inFlight.delete(row.id);
    }
  }

  /** Sends `row` once: the response code (null when none came) and what went wrong. */
  private async send(row: DeliveryRow): Promise<{ code: number | null; error: string | null }> {
    const target = this.registry.signingOf(row.webhookId);
    if (!target) return { code: null, error: 'The endpoint is gone or its secret cannot be read' };
    const signedAt = realNow();
    const headers = {
      'webhook-id': row.messageId,
      'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': new Webhook(target.secret).sign(row.messageId, signedAt, row.payload),
    };
    if (target.url === INBOX_URL) {
      this.receiveInInbox(target.userId, row.webhookId, target.secret, headers, row.payload);
      return { code: 200, error: null };
    }
    try {
      await assertPublicTarget(target.url, this.options.allowPrivate, this.options.resolve);
    } catch (error) {
      return { code: null, error: (error as Error).message };
    }
    try {
      const res = await (this.options.fetch ?? fetch)(target.url, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'user-agent': 'AcmeBank-Webhooks/1.0',
        },
        body: row.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? SEND_TIMEOUT_MS),
      });
      await res.body?.cancel().catch(() => {});
      return { code: res.status, error: res.ok ? null : `The endpoint answered ${res.status}` };
    } catch (error) {
      const e = error as Error;
      return {
        code: null,
        error: e.name === 'TimeoutError' ? 'The endpoint did not answer in time' : e.message,
      };
    }
  }

  /** The `inbox` URL: keeps the request and whether the library's verifier accepts it. */
  private receiveInInbox(
    userId: number,
    webhookId: number,
    secret: string,
    headers: Record<string, string>,
    body: string,
  ): void {
    let verified = false;
    try {
      new Webhook(secret).verify(body, headers);
      verified = true;
    } catch {
      verified = false;
    }
    this.db
      .insert(webhookInbox)
      .values({
        userId,
        webhookId,
        headers: JSON.stringify({ ...headers, 'content-type': 'application/json' }),
        body,
        verified,
        receivedAt: realNowMs(),
      })
      .run();
  }
}
