/** Admin: one support ticket's thread, replies from the bank and the ticket's status. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { addReply, setTicketStatus, ticketThread } from '../../../services/support/support';
import {
  idParam,
  ReplyInputSchema,
  ReplySchema,
  TicketSchema,
  TicketStatusSchema,
  TicketThreadSchema,
} from '../../../shared/dto';
import { adminProcedure } from '../../init';
import { ThreadInput } from '../support';

const AdminTicketThreadSchema = TicketThreadSchema.extend({
  /** The customer's name; null for a visitor's ticket. */
  customerName: z.string().nullable(),
});

/** The admin support procedures (spread into the adminOps router). */
export const adminSupportProcedures = {
  /**
   * GET /api/admin/support/tickets/{id}?limit=&cursor= → any ticket with one page of its
   * thread (oldest reply first) and the customer's name. 404 missing.
   */
  ticket: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/support/tickets/{id}',
        tags: ['admin'],
        summary: 'One support ticket, with its thread',
        description:
          'The ticket, the customer’s name and one page of its replies, oldest first (`limit` 1 ' +
          'to 100, default 50; pass `nextCursor` back as `cursor` for the next page).',
      },
    })
    .input(ThreadInput)
    .output(AdminTicketThreadSchema)
    .query(({ ctx, input }) => {
      const thread = ticketThread(ctx.db, input.id, null, input);
      const who =
        thread.userId === null
          ? undefined
          : ctx.db
              .select({ firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(eq(users.id, thread.userId))
              .get();
      return { ...thread, customerName: who ? `${who.firstName} ${who.lastName}` : null };
    }),

  /**
   * POST /api/admin/support/tickets/{id}/replies {message, status?} → the stored reply. The
   * ticket takes `status` (default ANSWERED); the customer gets a notification and a live
   * event. 404 missing; 409 TICKET_CLOSED.
   */
  replyTicket: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/support/tickets/{id}/replies',
        tags: ['admin'],
        summary: 'Reply to a support ticket',
        description:
          'Adds the bank’s message to the ticket’s thread. The ticket becomes ANSWERED unless ' +
          '`status` says otherwise; the customer gets a notification and a live `ticket` ' +
          'event. A CLOSED ticket takes no replies (409 `TICKET_CLOSED`): re-open it first.',
      },
    })
    .input(ReplyInputSchema.extend({ id: idParam, status: TicketStatusSchema.optional() }))
    .output(ReplySchema)
    .mutation(({ ctx, input }) =>
      addReply(
        ctx.db,
        input.id,
        { userId: ctx.user.id, staff: true },
        input.message,
        input.status,
        ctx.now,
      ),
    ),

  /**
   * PATCH /api/admin/support/tickets/{id} {status} → the ticket with its new status (OPEN,
   * ANSWERED or CLOSED, in any order). 400 other status; 404 missing.
   */
  setTicketStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/support/tickets/{id}',
        tags: ['admin'],
        summary: 'Set a support ticket’s status',
        description:
          'OPEN, ANSWERED or CLOSED, in any order (a CLOSED ticket may be re-opened). The ' +
          'customer hears a live `ticket` event, and gets a notification when it is closed.',
      },
    })
    .input(z.object({ id: idParam, status: TicketStatusSchema }))
    .output(TicketSchema)
    .mutation(({ ctx, input }) =>
      setTicketStatus(ctx.db, input.id, input.status, ctx.user.id, ctx.now),
    ),
};
