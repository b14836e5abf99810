/**
 * Webhooks: each signed-in user (customer or admin) registers endpoints that receive their
 * events, reads each endpoint's delivery log, replays a delivery, and reads the bank's own
 * inbox (the URL `inbox`). Registering, deleting and replaying need the session; an API
 * token can read.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { webhookDeliveries, webhookInbox } from '../../db/schema';
import { type Order, tablePage } from '../../services/paging';
import { webhooksOf } from '../../services/webhooks';
import type { WebhookInfo } from '../../services/webhooks/registry';
import { assertPublicTarget } from '../../services/webhooks/ssrf';
import {
  CreatedWebhookSchema,
  CreateWebhookInputSchema,
  INBOX_URL,
  WebhookDeliverySchema,
  WebhookInboxItemSchema,
  WebhookSchema,
} from '../../shared/dto/webhooks';
import type { Context } from '../context';
import { customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

const idParam = z.coerce.number().int().positive();

function toWebhookDto(info: WebhookInfo): z.infer<typeof WebhookSchema> {
  return {
    id: info.id,
    url: info.url,
    events: info.events,
    createdAt: info.createdAt.toISOString(),
  };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type InboxRow = typeof webhookInbox.$inferSelect;

function toDeliveryDto(row: DeliveryRow): z.infer<typeof WebhookDeliverySchema> {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'PENDING' ? new Date(row.nextAttemptAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    payload: row.payload,
  };
}

function toInboxDto(row: InboxRow): z.infer<typeof WebhookInboxItemSchema> {
  return {
    id: row.id,
    webhookId: row.webhookId,
    headers: JSON.parse(row.headers) as Record<string, string>,
    body: row.body,
    verified: row.verified,
    receivedAt: new Date(row.receivedAt).toISOString(),
  };
}

/** Newest first: by the time (epoch ms), then id. */
const deliveryOrder: Order<DeliveryRow> = [
  { column: webhookDeliveries.createdAt, dir: 'desc', kind: 'integer', value: (r) => r.createdAt },
  { column: webhookDeliveries.id, dir: 'desc', kind: 'integer', value: (r) => r.id },
];
const inboxOrder: Order<InboxRow> = [
  { column: webhookInbox.receivedAt, dir: 'desc', kind: 'integer', value: (r) => r.receivedAt },
  { column: webhookInbox.id, dir: 'desc', kind: 'integer', value: (r) => r.id },
];

type SignedIn = Pick<Context, 'db' | 'env'> & { user: { id: number } };

/** One page of endpoint `webhookId`'s delivery log (the caller's own endpoint). */
function deliveryPage(ctx: SignedIn, webhookId: number, q: z.infer<typeof PageInput>) {
  webhooksOf(ctx.db, ctx.env).registry.get(ctx.user.id, webhookId);
  const where = eq(webhookDeliveries.webhookId, webhookId);
  return tablePage(ctx.db, webhookDeliveries, where, deliveryOrder, q, toDeliveryDto);
}

/** One page of the caller's inbox. */
function inboxPage(ctx: SignedIn, q: z.infer<typeof PageInput>) {
  const where = eq(webhookInbox.userId, ctx.user.id);
  return tablePage(ctx.db, webhookInbox, where, inboxOrder, q, toInboxDto);
}

/**
 * Webhooks: register, list, remove endpoints (/api/webhooks), read and replay deliveries, and
 * read the bank's own inbox (GET /api/webhook-inbox).
 */
export const webhooksRouter = router({
  /**
   * POST /api/webhooks {url, events} → 201 with the signing secret, shown once. 400 for a URL
   * that is not http(s) or `inbox`, or whose host is a private address.
   */
  create: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/webhooks',
        tags: ['webhooks'],
        summary: 'Register a webhook',
        description:
          'Registers an endpoint that receives the signed-in user’s events (`transfer`, `balance`, `notification`; an admin’s endpoint also receives every customer’s transfer events) as Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers). Answers the signing secret once. The URL is an http(s) URL whose host resolves to public addresses only (checked again at every delivery), or `inbox` for the bank’s own inbox (`GET /api/webhook-inbox`).',
      },
    })
    .input(CreateWebhookInputSchema)
    .output(CreatedWebhookSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.url !== INBOX_URL) {
        await assertPublicTarget(input.url, ctx.env.WEBHOOKS_ALLOW_PRIVATE);
      }
      const { info, secret } = webhooksOf(ctx.db, ctx.env).registry.create(ctx.user.id, input);
      return { ...toWebhookDto(info), secret };
    }),

  /** GET /api/webhooks → the caller's endpoints, newest first; never a secret. */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhooks',
        tags: ['webhooks'],
        summary: 'My webhooks',
        description: 'The signed-in user’s endpoints, newest first. Never the secret.',
      },
    })
    .input(z.void())
    .output(z.array(WebhookSchema))
    .query(({ ctx }) => webhooksOf(ctx.db, ctx.env).registry.list(ctx.user.id).map(toWebhookDto)),

  /** DELETE /api/webhooks/{id} → {ok}; its deliveries stop. 404 unknown or another's. */
  delete: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/webhooks/{id}',
        tags: ['webhooks'],
        summary: 'Delete a webhook',
        description:
          'Deletes one of the signed-in user’s endpoints and its delivery log; nothing more is sent to it. Another user’s endpoint answers 404.',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      webhooksOf(ctx.db, ctx.env).registry.delete(ctx.user.id, input.id);
      return { ok: true as const };
    }),

  /** GET /api/webhooks/{id}/deliveries → a page of the endpoint's delivery log, newest first. */
  deliveries: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhooks/{id}/deliveries',
        tags: ['webhooks'],
        summary: 'A webhook’s delivery log',
        description: `Each event sent (or to be sent) to the endpoint: status (PENDING, DELIVERED, FAILED), attempts, the last response code and error, the next attempt. A failed delivery is retried with exponential backoff (10 s, doubling, at most 1 hour apart) for 24 hours. ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.extend({ id: idParam }))
    .output(WebhookDeliverySchema.array())
    .query(({ ctx, input }) => withPage(ctx, deliveryPage(ctx, input.id, input))),

  /** The Developer screen's delivery log (tRPC only): {items, nextCursor, total}. */
  deliveryPage: customerProcedure
    .input(PageInput.extend({ id: idParam }))
    .output(pageOutput(WebhookDeliverySchema))
    .query(({ ctx, input }) => deliveryPage(ctx, input.id, input)),

  /** POST /api/webhooks/{id}/deliveries/{deliveryId}/replay → the delivery after one more attempt. */
  replay: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/{id}/deliveries/{deliveryId}/replay',
        tags: ['webhooks'],
        summary: 'Send a delivery again',
        description:
          'Sends the delivery again now, with the same `webhook-id` and body (a fresh timestamp and signature), and answers it with the outcome. Another user’s endpoint or delivery answers 404.',
      },
    })
    .input(z.object({ id: idParam, deliveryId: idParam }))
    .output(WebhookDeliverySchema)
    .mutation(async ({ ctx, input }) =>
      toDeliveryDto(
        await webhooksOf(ctx.db, ctx.env).worker.replay(ctx.user.id, input.id, input.deliveryId),
      ),
    ),

  /** GET /api/webhook-inbox → a page of what arrived at the caller's `inbox` endpoints. */
  inbox: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhook-inbox',
        tags: ['webhooks'],
        summary: 'My webhook inbox',
        description: `What the bank delivered to the signed-in user’s \`inbox\` endpoints: the headers and body as sent, and \`verified\`, whether the signature verified with the endpoint’s secret (checked with the Standard Webhooks library). ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.prefault({}))
    .output(WebhookInboxItemSchema.array())
    .query(({ ctx, input }) => withPage(ctx, inboxPage(ctx, input))),

  /** The Developer screen's inbox (tRPC only): {items, nextCursor, total}. */
  inboxPage: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(WebhookInboxItemSchema))
    .query(({ ctx, input }) => inboxPage(ctx, input)),
});
