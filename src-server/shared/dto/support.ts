/** Support tickets and feedback, as the API carries them. */
import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';
import { id, isoTime, phoneNumber, wholeNumberParam } from './common';

/**
 * What opening a support ticket takes: subject (1-200, one line), category (default general),
 * priority (default medium), the first message (1-5000, line breaks allowed), a contact email
 * and an optional phone. Neither text may hold control characters or only invisible ones
 * (../text).
 */
export const TicketInputSchema = z.object({
  subject: singleLineText('Subject', { required: 'Subject is required', max: 200 }),
  category: z.enum(['account', 'transactions', 'cards', 'technical', 'general']).default('general'),
  priority: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
  message: multiLineText('Message', { required: 'Message is required', max: 5000 }),
  email: z.email('Valid email required').max(191),
  phone: phoneNumber({ optional: true })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

/**
 * A support ticket as the API answers it: its first message and contact details, status one of
 * TICKET_STATUSES, createdAt ISO 8601.
 */
export const TicketSchema = z.object({
  id,
  userId: id.nullable(),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  message: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  createdAt: isoTime,
});

/**
 * What sending feedback takes: an optional rating of 1 to 5, an optional category (one line),
 * a message (1-5000, line breaks allowed); no control characters, nothing only invisible
 * (../text).
 */
export const FeedbackInputSchema = z.object({
  rating: wholeNumberParam(1, 5).optional().nullable(),
  category: singleLineText('Category', { max: 50 }).optional().nullable(),
  message: multiLineText('Message', { required: 'Message is required', max: 5000 }),
});

/** Feedback as stored and answered: rating 1-5 or null, category, message, createdAt ISO 8601. */
export const FeedbackSchema = z.object({
  id,
  userId: id.nullable(),
  rating: z.number().int().nullable(),
  category: z.string().nullable(),
  message: z.string(),
  createdAt: isoTime,
});

/** A ticket's statuses: OPEN (waiting for the bank), ANSWERED (waiting for the customer), CLOSED. */
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
/** A ticket's status as an input (an admin's reply or status change): one of TICKET_STATUSES. */
export const TicketStatusSchema = z.enum(TICKET_STATUSES, {
  error: 'Status must be OPEN, ANSWERED or CLOSED',
});

/**
 * A reply in a ticket's thread: from the customer, or from the bank (`fromStaff`); 1-5000
 * characters, line breaks allowed, no other control characters (../text).
 */
export const ReplyInputSchema = z.object({
  message: multiLineText('Message', { required: 'Message is required', max: 5000 }).meta({
    example: 'Thank you, the card works again.',
  }),
});

/** One reply in a ticket's thread as the API answers it; createdAt ISO 8601. */
export const ReplySchema = z.object({
  id,
  ticketId: id,
  /** 'true' when an admin wrote it. */
  fromStaff: z.enum(['true', 'false']),
  /** The writer's name as the thread shows it. */
  author: z.string(),
  message: z.string(),
  createdAt: isoTime,
});

/** A ticket with one page of its thread, oldest reply first. */
export const TicketThreadSchema = TicketSchema.extend({
  replies: z.array(ReplySchema),
  /** Pass back as `cursor` for the next replies; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Replies in the whole thread. */
  replyCount: z.number().int().min(0),
});
