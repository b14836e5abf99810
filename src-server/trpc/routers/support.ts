/** Support Center: tickets and feedback. */
import { z } from 'zod';
import { createFeedback, createTicket, listTickets } from '../../services/support/support';
import {
  FeedbackInputSchema,
  FeedbackSchema,
  TicketInputSchema,
  TicketSchema,
} from '../../shared/dto';
import { customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

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
    .mutation(({ ctx, input }) => createTicket(ctx.db, ctx.user.id, input)),

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
    .mutation(({ ctx, input }) => createFeedback(ctx.db, ctx.user.id, input)),
});
