/** The outbox: a customer's own emails and SMS ("Messages"), and every message for admins. */
import { z } from 'zod';
import { sendAnnouncement } from '../../services/outbox/announcements';
import { listOutbox } from '../../services/outbox/list';
import {
  AnnouncementInputSchema,
  AnnouncementResultSchema,
  idParam,
  OutboxChannelSchema,
  OutboxMessageSchema,
  OutboxStatusSchema,
} from '../../shared/dto';
import { adminProcedure, customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

const AdminFilters = PageInput.extend({
  userId: idParam.optional(),
  channel: OutboxChannelSchema.optional(),
  status: OutboxStatusSchema.optional(),
});

/**
 * The outbox: a customer's own emails and SMS (GET /api/messages); every message and
 * announcements to customers for admins (/api/admin/outbox, /announcements).
 */
export const outboxRouter = router({
  /** GET /api/messages?limit=&cursor=&offset= → a page of the signed-in customer's messages, newest first. */
  mine: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/messages',
        tags: ['notifications'],
        summary: 'My emails and text messages',
        description: `The emails and SMS the bank sent (or kept) for the signed-in customer, with their delivery status. ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.prefault({}))
    .output(z.array(OutboxMessageSchema))
    .query(({ ctx, input }) =>
      withPage(ctx, listOutbox(ctx.db, { ...input, userId: ctx.user.id }, ctx.language)),
    ),

  /** The Messages screen's read (tRPC only): {items, nextCursor, total}. */
  page: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(OutboxMessageSchema))
    .query(({ ctx, input }) => listOutbox(ctx.db, { ...input, userId: ctx.user.id }, ctx.language)),

  /** GET /api/admin/outbox?userId=&channel=&status= → a page of every message, newest first. */
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/outbox',
        tags: ['admin'],
        summary: 'List the outbox',
        description: `Every email and SMS the bank sent or kept, with its delivery status (QUEUED, SENT, FAILED, KEPT), filtered by user, channel or status. ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(AdminFilters.prefault({}))
    .output(z.array(OutboxMessageSchema))
    .query(({ ctx, input }) => withPage(ctx, listOutbox(ctx.db, input))),

  /** The admin Outbox screen's read (tRPC only): {items, nextCursor, total}. */
  adminPage: adminProcedure
    .input(AdminFilters.prefault({}))
    .output(pageOutput(OutboxMessageSchema))
    .query(({ ctx, input }) => listOutbox(ctx.db, input)),

  /**
   * POST /api/admin/outbox/announcements {subject, body} → 201 {recipients, queued}: one email
   * to every open customer whose marketing preference is on; audit-logged.
   */
  announce: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/outbox/announcements',
        tags: ['admin'],
        summary: 'Send an announcement',
        description:
          'Admin only. Queues one email (kind ANNOUNCEMENT) for every customer who is not closed and whose marketing preference is on; customers who turned marketing off get nothing. Answers how many customers were reached. Recorded in the audit log as ANNOUNCEMENT_SENT.',
      },
    })
    .input(AnnouncementInputSchema)
    .output(AnnouncementResultSchema)
    .mutation(({ ctx, input }) => sendAnnouncement(ctx.db, input, ctx.user.id, ctx.now)),
});
