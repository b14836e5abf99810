/**
 * Webhook endpoints: registering (the secret answered once, kept sealed with the bank's key
 * because signing needs it back), listing, deleting, and the event tap that queues one
 * delivery per matching endpoint for every event the bank's bus publishes.
 *
 * Who hears what: an endpoint hears its own user's events; an admin's endpoint also hears
 * every customer's transfer events (as an admin's stream does).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { seal, sealingKey, unseal } from '../../auth/sealed';
import { realNow, realNowMs } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhooks } from '../../db/schema';
import { conflict, notFound } from '../../domain/errors';
import type { EventTap, StampedEvent } from '../../events/bus';
import { INBOX_URL, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../shared/dto/webhooks';
import { currentFaults } from '../admin/training';

/** How many endpoints one user may register. */
export const MAX_WEBHOOKS_PER_USER = 10;

/** How long an out-of-order fault holds a delivery back, in ms (later events overtake it). */
export const OUT_OF_ORDER_HOLD_MS = 2000;

/** An endpoint as the service hands it out (never the secret). */
export interface WebhookInfo {
  id: number;
  userId: number;
  url: string;
  events: WebhookEventType[];
  createdAt: Date;
}

interface Subscriber {
  id: number;
  userId: number;
  admin: boolean;
  events: Set<string>;
}

function parseEvents(text: string): WebhookEventType[] {
  const list = JSON.parse(text) as string[];
  return list.filter((e): e is WebhookEventType =>
    (WEBHOOK_EVENT_TYPES as readonly string[]).includes(e),
  );
}

function toInfo(row: typeof webhooks.$inferSelect): WebhookInfo {
  return {
    id: row.id,
    userId: row.userId,
    url: row.url,
    events: parseEvents(row.events),
    createdAt: row.createdAt,
  };
}

/** A new Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The sealing key of the bank whose database is `db` (a key file beside it; auth/sealed.ts). */
function keyOf(db: Db): Buffer {
  return sealingKey(db.$client.name);
}

/**
 * The endpoints of one bank and its tap on the event bus. `onQueued` is told after
 * deliveries were queued (the worker sends them soon).
 */
export class WebhookRegistry implements EventTap {
  private subscribers: Subscriber[] | null = null;
  /** Real epoch ms until which an out-of-order fault holds a delivery back (0: none held). */
  private heldUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly onQueued: () => void = () => {},
    /** Uniform in [0, 1): draws the webhook faults. */
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * Registers an endpoint of `userId`; the URL was checked by the caller.
   * @returns the endpoint and its secret (the only time it is shown)
   * @throws CONFLICT (409) past MAX_WEBHOOKS_PER_USER endpoints
   */
  create(
    userId: number,
    input: { url: string; events: WebhookEventType[] },
    now: Date = realNow(),
  ): { info: WebhookInfo; secret: string } {
    const count = this.db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(eq(webhooks.userId, userId))
      .all().length;
    if (count >= MAX_WEBHOOKS_PER_USER) {
      throw conflict(
        `At most ${MAX_WEBHOOKS_PER_USER} webhooks per user; delete one you no longer use first.`,
      );
    }
    const secret = newWebhookSecret();
    const row = this.db
      .insert(webhooks)
      .values({
        userId,
        url: input.url === INBOX_URL ? INBOX_URL : input.url,
        events: JSON.stringify(input.events),
        secretSealed: seal(keyOf(this.db), secret),
        createdAt: now,
      })
      .returning()
      .get();
    this.subscribers = null;
    return { info: toInfo(row), secret };
  }

  /** The endpoints of `userId`, newest first. */
  list(userId: number): WebhookInfo[] {
    return this.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.userId, userId))
      .orderBy(desc(webhooks.id))
      .all()
      .map(toInfo);
  }

  /**
   * Endpoint `id` of `userId`.
   * @throws NOT_FOUND (404) for an unknown id or another user's endpoint
   */
  get(userId: number, id: number): WebhookInfo {
    const row = this.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
      .get();
    if (!row) throw notFound('Webhook');
    return toInfo(row);
  }

  /**
   * Deletes endpoint `id` of `userId` and its delivery log.
   * @throws NOT_FOUND (404) for an unknown id or another user's endpoint
   */
  delete(userId: number, id: number): void {
    this.get(userId, id);
    this.db.delete(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id)).run();
    this.db.delete(webhooks).where(eq(webhooks.id, id)).run();
    this.subscribers = null;
  }

  /**
   * The URL and secret of endpoint `id`, for sending; null when the endpoint is gone or its
   * secret cannot be unsealed (the key file was lost).
   */
  signingOf(id: number): { url: string; userId: number; secret: string } | null {
    const row = this.db.select().from(webhooks).where(eq(webhooks.id, id)).get();
    if (!row) return null;
    const secret = unseal(keyOf(this.db), row.secretSealed);
    return secret === null ? null : { url: row.url, userId: row.userId, secret };
  }

  private subscribersNow(): Subscriber[] {
    if (this.subscribers) return this.subscribers;
    this.subscribers = this.db
      .select({
        id: webhooks.id,
        userId: webhooks.userId,
        events: webhooks.events,
        role: users.role,
      })
      .from(webhooks)
      .innerJoin(users, eq(users.id, webhooks.userId))
      .all()
      .map((r) => ({
        id: r.id,
        userId: r.userId,
        admin: r.role === 'ADMIN',
        events: new Set(parseEvents(r.events)),
      }));
    return this.subscribers;
  }

  /** The bus asks: is any endpoint registered? */
  active(): boolean {
    return this.subscribersNow().length > 0;
  }

  /** The bus asks: does an endpoint listen for `userId`'s events? */
  wants(userId: number): boolean {
    return this.subscribersNow().some((s) => s.userId === userId);
  }

  /** The bus tells: queues `event` for every endpoint that hears it. */
  receive(userId: number, event: StampedEvent, toAdmins: boolean): void {
    const targets = this.subscribersNow().filter(
      (s) => s.events.has(event.type) && (s.userId === userId || (toAdmins && s.admin)),
    );
    if (targets.length === 0) return;
    const now = realNowMs();
    const sendAt = this.faultedSendAt(now);
    const payload = JSON.stringify({
      type: event.type,
      timestamp: new Date(now).toISOString(),
      data: event.data,
    });
    this.db.transaction((tx) => {
      for (const target of targets) {
        tx.insert(webhookDeliveries)
          .values({
            webhookId: target.id,
            messageId: `msg_${randomBytes(16).toString('base64url')}`,
            eventType: event.type,
            payload,
            status: 'PENDING',
            attempts: 0,
            nextAttemptAt: sendAt,
            createdAt: now,
          })
          .run();
      }
    });
    this.onQueued();
  }

  /**
   * When an event queued at `now` (real epoch ms) is first sent, under the trainer's webhook
   * faults: after `delayMs`; and, with `outOfOrderRate`, held back OUT_OF_ORDER_HOLD_MS more
   * while no other delivery is held, so that the events queued during the hold overtake it.
   */
  private faultedSendAt(now: number): number {
    const { delayMs, outOfOrderRate } = currentFaults(this.db, now).webhooks;
    let at = now + delayMs;
    if (outOfOrderRate > 0 && now >= this.heldUntil && this.random() < outOfOrderRate) {
      at += OUT_OF_ORDER_HOLD_MS;
      this.heldUntil = at;
    }
    return at;
  }

  /** The bank was replaced: forget the cached endpoints. */
  reset(): void {
    this.subscribers = null;
  }
}
