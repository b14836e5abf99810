/** Support tickets and feedback (operations-and-admin.md, Support Center): stored, readable by admins. */
import { desc, eq } from 'drizzle-orm';
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

/** The tickets of `userId` (null: everyone's, for admins), newest first. */
export function listTickets(db: Db, userId: number | null): TicketDto[] {
  const query = db.select().from(supportTickets);
  return (userId === null ? query : query.where(eq(supportTickets.userId, userId)))
    .orderBy(desc(supportTickets.id))
    .all()
    .map(ticketToDto);
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

/** All feedback, newest first (admins). */
export function listFeedback(db: Db): FeedbackDto[] {
  return db.select().from(feedback).orderBy(desc(feedback.id)).all().map(feedbackToDto);
}
