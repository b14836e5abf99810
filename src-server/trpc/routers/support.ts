/** Support Center: tickets and feedback. */
import { z } from 'zod';
import { createFeedback, createTicket, listTickets } from '../../services/support/support';
import {
  FeedbackInputSchema,
  FeedbackSchema,
  TicketInputSchema,
  TicketSchema,
} from '../../shared/wire';
import { customerProcedure, router } from '../init';

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

  /** GET /api/support/tickets → the session user's tickets. */
  tickets: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/support/tickets',
        tags: ['support'],
        summary: 'My support tickets',
      },
    })
    .input(z.void())
    .output(z.array(TicketSchema))
    .query(({ ctx }) => listTickets(ctx.db, ctx.user.id)),

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
