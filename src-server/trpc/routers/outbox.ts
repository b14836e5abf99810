/** The outbox: a customer's own emails and SMS ("Messages"), and every message for admins. */
import { z } from 'zod';
import { listOutbox } from '../../services/outbox/list';
import {
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
      withPage(ctx, listOutbox(ctx.db, { ...input, userId: ctx.user.id })),
    ),

  /** The Messages screen's read (tRPC only): {items, nextCursor, total}. */
  page: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(OutboxMessageSchema))
    .query(({ ctx, input }) => listOutbox(ctx.db, { ...input, userId: ctx.user.id })),

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
});
