/**
 * Webhooks as the API carries them: the event types an endpoint may subscribe to, the form
 * that registers one, an endpoint as listed (never its secret), the one answer that carries
 * the secret, a delivery in the log, and what arrived at the bank's own inbox.
 */
import { z } from 'zod';
import { isoTime } from './common';

/**
 * The event types a webhook may receive. Extensible: a new kind of event (a simulation's
 * result, say) is one more entry here and one more publisher on the event bus.
 */
export const WEBHOOK_EVENT_TYPES = ['transfer', 'balance', 'notification', 'simulation'] as const;
/** One of WEBHOOK_EVENT_TYPES. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** An event type an endpoint subscribes to (one of WEBHOOK_EVENT_TYPES). */
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The URL that delivers to the bank's own inbox, in process (no network). */
export const INBOX_URL = 'inbox';

/** POST /webhooks: an http(s) URL or `inbox`, at least one event type (no repeats). */
export const CreateWebhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'URL is required')
    .max(2000)
    .refine(
      (u) => u === INBOX_URL || /^https?:\/\//i.test(u),
      'Use an http:// or https:// URL, or `inbox` for the bank’s own inbox',
    )
    .meta({ description: 'An http(s) URL, or `inbox` for the bank’s own inbox (no network)' }),
  events: z
    .array(WebhookEventTypeSchema)
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((e) => new Set(e).size === e.length, 'Each event at most once'),
});

/** An endpoint as listed: never its secret. */
export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  createdAt: isoTime,
});

/** The answer to registering an endpoint: the only time its secret is shown. */
export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().meta({
    description: 'The signing secret (`whsec_…`), for the Standard Webhooks libraries. Shown once.',
  }),
});

/**
 * A delivery's state: PENDING (waiting for its next attempt), DELIVERED (a 2xx answer), or
 * FAILED (the retry window ran out).
 */
export const WebhookDeliveryStatusSchema = z.enum(['PENDING', 'DELIVERED', 'FAILED']);

/** One delivery in an endpoint's log. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  messageId: z.string().meta({ description: 'The `webhook-id` header, the same on every attempt' }),
  eventType: z.string(),
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastResponseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoTime.nullable(),
  createdAt: isoTime,
  payload: z.string().meta({ description: 'The JSON body sent, exactly as signed' }),
});

/** One request that arrived at the inbox. */
export const WebhookInboxItemSchema = z.object({
  id: z.number().int(),
  webhookId: z.number().int().nullable(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  verified: z.boolean().meta({
    description: 'True when the signature verified with the endpoint’s secret',
  }),
  receivedAt: isoTime,
});
