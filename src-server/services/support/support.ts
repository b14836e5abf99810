/** Support tickets and feedback (Support Center): stored, readable by admins. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { feedback, supportTickets } from '../../db/schema';
import type {
  FeedbackInputSchema,
  FeedbackSchema,
  TicketInputSchema,
  TicketSchema,
} from '../../shared/dto';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { byId, type Page, type PageQuery, tablePage } from '../paging';

export type TicketDto = z.infer<typeof TicketSchema>;
export type FeedbackDto = z.infer<typeof FeedbackSchema>;

const ticketToDto = (row: typeof supportTickets.$inferSelect): TicketDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
const feedbackToDto = (row: typeof feedback.$inferSelect): FeedbackDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a ticket from `userId`; tells them it was received. */
export function createTicket(
  db: Db,
  userId: number,
  input: z.output<typeof TicketInputSchema>,
): TicketDto {
  const row = db
    .insert(supportTickets)
    .values({ ...input, userId })
    .returning()
    .get();
  recordAudit(db, {
    actorId: userId,
    action: 'TICKET_CREATED',
    targetType: 'support_ticket',
    targetId: row.id,
  });
  notify(db, userId, {
    type: 'ACCOUNT',
    title: 'Support ticket received',
    message: `Ticket #${row.id} "${row.subject}" was received. We reply within 24 hours.`,
  });
  return ticketToDto(row);
}

/**
 * One page of the tickets of `userId` (null: everyone's, for admins), newest first, with
 * their count.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listTickets(db: Db, userId: number | null, q: PageQuery): Page<TicketDto> {
  const filters = userId === null ? undefined : eq(supportTickets.userId, userId);
  return tablePage(db, supportTickets, filters, byId(supportTickets.id, 'desc'), q, ticketToDto);
}

/** Stores feedback from `userId`. */
export function createFeedback(
  db: Db,
  userId: number,
  input: z.output<typeof FeedbackInputSchema>,
): FeedbackDto {
  const row = db
    .insert(feedback)
    .values({
      userId,
      rating: input.rating ?? null,
      category: input.category ?? null,
      message: input.message,
    })
    .returning()
    .get();
  return feedbackToDto(row);
}
