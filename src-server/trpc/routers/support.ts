/** Support Center: tickets and feedback. */
import { z } from 'zod';
import {
  addReply,
  createFeedback,
  createTicket,
  listTickets,
  ticketThread,
} from '../../services/support/support';
import {
  FeedbackInputSchema,
  FeedbackSchema,
  idParam,
  ReplyInputSchema,
  ReplySchema,
  TicketInputSchema,
  TicketSchema,
  TicketThreadSchema,
} from '../../shared/dto';
import { customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/** A ticket's id and the page of its thread (`limit` replies, default 50, after `cursor`). */
export const ThreadInput = PageInput.extend({ id: idParam });

/**
 * Support Center: open and list tickets, read a thread, reply (/api/support/tickets), and send
 * feedback (/api/support/feedback).
 */
export const supportRouter = router({
  /** POST /api/support/tickets → the stored ticket (status OPEN). */
  createTicket: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/support/tickets',
        tags: ['support'],
        summary: 'Open a support ticket',
      },
    })
    .input(TicketInputSchema)
    .output(TicketSchema)
    .mutation(({ ctx, input }) => createTicket(ctx.db, ctx.user.id, input, ctx.now)),

  /**
   * GET /api/support/tickets?limit=&cursor=&offset= → a page of the session user's tickets, newest first (default 50 rows, at most 100), with
   * X-Total-Count and `Link` to the next page.
   */
  tickets: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/support/tickets',
        tags: ['support'],
        summary: 'My support tickets',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.prefault({}))
    .output(z.array(TicketSchema))
    .query(({ ctx, input }) => withPage(ctx, listTickets(ctx.db, ctx.user.id, input))),

  /** The support screen's ticket list (tRPC only): {items, nextCursor, total}. */
  ticketsPage: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(TicketSchema))
    .query(({ ctx, input }) => listTickets(ctx.db, ctx.user.id, input)),

  /**
   * GET /api/support/tickets/{id}?limit=&cursor= → the session user's ticket with one page
   * of its thread, oldest reply first (default 50 replies, at most 100), `nextCursor` for the
   * next page and `replyCount`. Another customer's ticket is 404.
   */
  ticket: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/support/tickets/{id}',
        tags: ['support'],
        summary: 'One of my support tickets, with its thread',
        description:
          'The ticket and one page of its replies, oldest first (`limit` 1 to 100, default 50; ' +
          'pass `nextCursor` back as `cursor` for the next page). Another customer’s ticket ' +
          'answers 404.',
      },
    })
    .input(ThreadInput)
    .output(TicketThreadSchema)
    .query(({ ctx, input }) => ticketThread(ctx.db, input.id, ctx.user.id, input)),

  /**
   * POST /api/support/tickets/{id}/replies {message} → the stored reply. An ANSWERED ticket
   * becomes OPEN again; admins hear it live. 404 another's ticket; 409 TICKET_CLOSED.
   */
  reply: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/support/tickets/{id}/replies',
        tags: ['support'],
        summary: 'Reply to one of my support tickets',
        description:
          'Adds the customer’s message to the ticket’s thread; an ANSWERED ticket becomes OPEN ' +
          'again and the bank’s staff hear it on their live stream. A CLOSED ticket takes no ' +
          'replies (409 `TICKET_CLOSED`); another customer’s ticket answers 404.',
      },
    })
    .input(ReplyInputSchema.extend({ id: idParam }))
    .output(ReplySchema)
    .mutation(({ ctx, input }) =>
      addReply(
        ctx.db,
        input.id,
        { userId: ctx.user.id, staff: false },
        input.message,
        undefined,
        ctx.now,
      ),
    ),

  /** POST /api/support/feedback → the stored feedback. */
  createFeedback: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/support/feedback',
        tags: ['support'],
        summary: 'Send feedback',
      },
    })
    .input(FeedbackInputSchema)
    .output(FeedbackSchema)
    .mutation(({ ctx, input }) => createFeedback(ctx.db, ctx.user.id, input, ctx.now)),
});
