/**
 * Support tickets and feedback (Support Center): stored, readable by admins. A ticket is a
 * thread: its first message, then replies from the customer and from admins
 * (`support_replies`). Statuses: OPEN (waiting for the bank), ANSWERED (an admin replied),
 * CLOSED (no more replies).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { feedback, supportReplies, supportTickets, users } from '../../db/schema';
import { Conflict, notFound } from '../../domain/errors';
import { noteTicket, withEventScope } from '../../events/collect';
import type {
  FeedbackInputSchema,
  FeedbackSchema,
  ReplySchema,
  TICKET_STATUSES,
  TicketInputSchema,
  TicketSchema,
  TicketThreadSchema,
} from '../../shared/dto';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { byId, type Page, type PageQuery, readPage, tablePage } from '../paging';

/** A support ticket on the wire (see TicketSchema). */
export type TicketDto = z.infer<typeof TicketSchema>;
/** Feedback on the wire (see FeedbackSchema). */
export type FeedbackDto = z.infer<typeof FeedbackSchema>;

const ticketToDto = (row: typeof supportTickets.$inferSelect): TicketDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
const feedbackToDto = (row: typeof feedback.$inferSelect): FeedbackDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a ticket from `userId`; tells them it was received.
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function createTicket(
  db: Db,
  userId: number,
  input: z.output<typeof TicketInputSchema>,
  now: Date,
): TicketDto {
  const row = db
    .insert(supportTickets)
    .values({ ...input, userId, createdAt: now })
    .returning()
    .get();
  recordAudit(db, {
    actorId: userId,
    action: 'TICKET_CREATED',
    targetType: 'support_ticket',
    targetId: row.id,
    at: now,
  });
  notify(db, userId, {
    type: 'ACCOUNT',
    title: 'Support ticket received',
    message: `Ticket #${row.id} "${row.subject}" was received. We reply within 24 hours.`,
    at: now,
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

/**
 * Stores feedback from `userId`.
 * @param now business time (the bank's clock): the feedback's date
 */
export function createFeedback(
  db: Db,
  userId: number,
  input: z.output<typeof FeedbackInputSchema>,
  now: Date,
): FeedbackDto {
  const row = db
    .insert(feedback)
    .values({
      userId,
      rating: input.rating ?? null,
      category: input.category ?? null,
      message: input.message,
      createdAt: now,
    })
    .returning()
    .get();
  return feedbackToDto(row);
}

/** A reply of a ticket's thread on the wire (see ReplySchema). */
export type ReplyDto = z.infer<typeof ReplySchema>;
/** A ticket with one page of its replies on the wire (see TicketThreadSchema). */
export type TicketThreadDto = z.infer<typeof TicketThreadSchema>;
/** OPEN, ANSWERED or CLOSED. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The code of the 409 a reply to a CLOSED ticket answers. */
export const TICKET_CLOSED = 'TICKET_CLOSED';

/** The ticket `id`, when `ownerId` is null (an admin) or owns it. @throws NOT_FOUND otherwise */
function findTicket(db: Db, id: number, ownerId: number | null) {
  const row = db.select().from(supportTickets).where(eq(supportTickets.id, id)).get();
  if (!row || (ownerId !== null && row.userId !== ownerId)) throw notFound('Ticket');
  return row;
}

type ReplyRow = typeof supportReplies.$inferSelect & {
  firstName: string | null;
  lastName: string | null;
};

const replyToDto = (row: ReplyRow): ReplyDto => ({
  id: row.id,
  ticketId: row.ticketId,
  fromStaff: row.fromStaff ? 'true' : 'false',
  author:
    row.firstName !== null
      ? `${row.firstName} ${row.lastName ?? ''}`.trim()
      : row.fromStaff
        ? 'Support'
        : 'Customer',
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Ticket `id` with one page of its thread, oldest reply first (keyset by reply id, read from
 * the `(ticket_id, id)` index), and the thread's reply count.
 * @param ownerId the session customer, or null for an admin (any ticket)
 * @throws NOT_FOUND when the ticket is missing or another customer's; BAD_REQUEST for a
 *   cursor this thread did not give
 */
export function ticketThread(
  db: Db,
  id: number,
  ownerId: number | null,
  q: PageQuery,
): TicketThreadDto {
  const ticket = findTicket(db, id, ownerId);
  const order = byId<ReplyRow>(supportReplies.id, 'asc');
  const page = readPage(
    q,
    order,
    (after, orderBy, limit, offset) =>
      db
        .select({
          id: supportReplies.id,
          ticketId: supportReplies.ticketId,
          authorId: supportReplies.authorId,
          fromStaff: supportReplies.fromStaff,
          message: supportReplies.message,
          createdAt: supportReplies.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(supportReplies)
        .leftJoin(users, eq(users.id, supportReplies.authorId))
        .where(and(eq(supportReplies.ticketId, id), after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    replyToDto,
  );
  const replyCount =
    db
      .select({ n: sql<number>`count(*)` })
      .from(supportReplies)
      .where(eq(supportReplies.ticketId, id))
      .get()?.n ?? 0;
  return { ...ticketToDto(ticket), replies: page.items, nextCursor: page.nextCursor, replyCount };
}

/**
 * Adds a reply to ticket `id`'s thread and moves its status, in one transaction; once
 * committed, the customer and every listening admin hear a `ticket` event.
 * - a customer (`staff` false, must own the ticket) re-opens an ANSWERED ticket (OPEN);
 * - an admin (`staff` true) sets `status` (default ANSWERED) and the customer gets an
 *   ACCOUNT notification "New reply to your support ticket".
 * @returns the stored reply
 * @throws NOT_FOUND when the ticket is missing or another customer's; CONFLICT (409,
 *   TICKET_CLOSED) when the ticket is CLOSED
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function addReply(
  db: Db,
  id: number,
  author: { userId: number; staff: boolean },
  message: string,
  status: TicketStatus | undefined,
  now: Date,
): ReplyDto {
  return withEventScope(db, () =>
    db.$client
      .transaction(() => {
        const ticket = findTicket(db, id, author.staff ? null : author.userId);
        if (ticket.status === 'CLOSED') {
          throw new Conflict(
            'This ticket is closed; it takes no more replies. Open a new ticket instead.',
            TICKET_CLOSED,
          );
        }
        const row = db
          .insert(supportReplies)
          .values({
            ticketId: id,
            authorId: author.userId,
            fromStaff: author.staff,
            message,
            createdAt: now,
          })
          .returning()
          .get();
        const next: string = author.staff
          ? (status ?? 'ANSWERED')
          : ticket.status === 'ANSWERED'
            ? 'OPEN'
            : ticket.status;
        if (next !== ticket.status) {
          db.update(supportTickets).set({ status: next }).where(eq(supportTickets.id, id)).run();
        }
        recordAudit(db, {
          actorId: author.userId,
          action: 'TICKET_REPLIED',
          targetType: 'support_ticket',
          targetId: id,
          at: now,
        });
        if (author.staff && ticket.userId !== null) {
          notify(db, ticket.userId, {
            type: 'ACCOUNT',
            title: 'New reply to your support ticket',
            message: `Ticket #${id} "${ticket.subject}" has a new reply from our support team.`,
            at: now,
          });
        }
        if (ticket.userId !== null) {
          noteTicket(db, {
            id,
            userId: ticket.userId,
            status: next,
            by: author.staff ? 'STAFF' : 'CUSTOMER',
          });
        }
        const who = db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, author.userId))
          .get();
        return replyToDto({
          ...row,
          firstName: who?.firstName ?? null,
          lastName: who?.lastName ?? null,
        });
      })
      .immediate(),
  );
}

/**
 * An admin sets ticket `id`'s status (OPEN, ANSWERED or CLOSED; a CLOSED ticket may be
 * re-opened); the customer hears a `ticket` event, and is notified when it is CLOSED.
 * @returns the ticket
 * @throws NOT_FOUND for a missing ticket
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function setTicketStatus(
  db: Db,
  id: number,
  status: TicketStatus,
  actorId: number,
  now: Date,
): TicketDto {
  return withEventScope(db, () =>
    db.$client
      .transaction(() => {
        const ticket = findTicket(db, id, null);
        if (ticket.status === status) return ticketToDto(ticket);
        const row = db
          .update(supportTickets)
          .set({ status })
          .where(eq(supportTickets.id, id))
          .returning()
          .get()!;
        recordAudit(db, {
          actorId,
          action: 'TICKET_STATUS',
          targetType: 'support_ticket',
          targetId: id,
          at: now,
        });
        if (ticket.userId !== null) {
          if (status === 'CLOSED') {
            notify(db, ticket.userId, {
              type: 'ACCOUNT',
              title: 'Support ticket closed',
              message: `Ticket #${id} "${ticket.subject}" was closed.`,
              at: now,
            });
          }
          noteTicket(db, { id, userId: ticket.userId, status, by: 'STAFF' });
        }
        return ticketToDto(row);
      })
      .immediate(),
  );
}
