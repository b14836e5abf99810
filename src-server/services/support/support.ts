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
} from '../../shared/wire';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';

export type WireTicket = z.infer<typeof TicketSchema>;
export type WireFeedback = z.infer<typeof FeedbackSchema>;

const ticketToWire = (row: typeof supportTickets.$inferSelect): WireTicket => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
const feedbackToWire = (row: typeof feedback.$inferSelect): WireFeedback => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a ticket from `userId`; tells them it was received. */
export function createTicket(
  db: Db,
  userId: number,
  input: z.output<typeof TicketInputSchema>,
): WireTicket {
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
  return ticketToWire(row);
}

/** The tickets of `userId` (null: everyone's, for admins), newest first. */
export function listTickets(db: Db, userId: number | null): WireTicket[] {
  const query = db.select().from(supportTickets);
  return (userId === null ? query : query.where(eq(supportTickets.userId, userId)))
    .orderBy(desc(supportTickets.id))
    .all()
    .map(ticketToWire);
}

/** Stores feedback from `userId`. */
export function createFeedback(
  db: Db,
  userId: number,
  input: z.output<typeof FeedbackInputSchema>,
): WireFeedback {
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
  return feedbackToWire(row);
}

/** All feedback, newest first (admins). */
export function listFeedback(db: Db): WireFeedback[] {
  return db.select().from(feedback).orderBy(desc(feedback.id)).all().map(feedbackToWire);
}
