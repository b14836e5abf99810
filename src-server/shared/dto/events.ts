/**
 * The events of a customer's live stream (`GET /api/events`, the `events.stream`
 * subscription): what changed, never the whole record, so a client knows what to read again.
 * Money is a two-decimal string, as everywhere on the wire.
 */
import { z } from 'zod';
import { CobDaySchema } from './clock';
import { TransferStatusSchema } from './transfers';

/** Why a session ended, as its `session` event says. */
export const SESSION_END_REASONS = [
  'idle',
  'revoked',
  'password_changed',
  'reset',
  'signed_out',
  'credentials_reset',
] as const;
/**
 * One of SESSION_END_REASONS: `idle` timed out, `revoked` ended by the customer or an admin
 * (or the user was closed), `password_changed` by a password change or reset, `reset` the
 * bank's data was reset, `signed_out` the session signed out, `credentials_reset` an admin
 * gave the user a new generated password (a password reset, or their class reset).
 */
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A transfer's status changed: its id and new status (read the transfer again for the rest). */
export const TransferEventSchema = z.object({
  id: z.number().int(),
  status: TransferStatusSchema,
});
/**
 * An account's money changed: its posted and available balances as two-decimal strings
 * (available is posted minus the account's active holds).
 */
export const BalanceEventSchema = z.object({
  accountId: z.number().int(),
  balance: z.string(),
  availableBalance: z.string(),
});
/** A support ticket's thread or status changed: read the ticket again. */
export const TicketEventSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  /** Who wrote the latest reply or changed the status. */
  by: z.enum(['CUSTOMER', 'STAFF']),
});
/** The customer's notifications changed: how many are unread now. */
export const NotificationEventSchema = z.object({ unreadCount: z.number().int() });
/**
 * What a simulation of the outside world did to a customer's money: an inbound credit, an
 * ACH return, or a card authorization and its end (APPROVED or DECLINED, then SETTLED or
 * REVERSED).
 */
export const SimulationEventSchema = z.object({
  kind: z.enum(['inbound-transfer', 'return', 'card-authorization']),
  /** The journal entry (inbound), transfer (return) or authorization id. */
  id: z.number().int(),
  status: z.string(),
  accountId: z.number().int(),
  amount: z.string(),
  /** The return code or decline reason, when there is one. */
  reason: z.string().nullable(),
});
/**
 * An advance of the business clock closed one more day (to admins): what each step did, and
 * where the advance stands (`done` of `total` days, the last day it will close).
 */
export const ClockEventSchema = CobDaySchema.extend({
  done: z.number().int().min(1),
  total: z.number().int().min(1),
  closingThrough: z.string(),
});
/**
 * A learner solved a challenge (to them and to admins): which one, its points after hints,
 * and when (real time; `businessAt` is the bank's business time).
 */
export const ChallengeEventSchema = z.object({
  key: z.string(),
  title: z.string(),
  track: z.enum(['API', 'UI', 'OPERATIONS', 'SECURITY']),
  points: z.number().int(),
  userId: z.number().int(),
  solvedAt: z.string(),
  businessAt: z.string(),
});
/** This session ended, and why; the stream closes after it. */
export const SessionEventSchema = z.object({
  ended: z.literal(true),
  reason: z.enum(SESSION_END_REASONS),
});

/** One event as the stream carries it: its `type` is the SSE `event:` name. */
export const BankEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transfer'), data: TransferEventSchema }),
  z.object({ type: z.literal('balance'), data: BalanceEventSchema }),
  z.object({ type: z.literal('notification'), data: NotificationEventSchema }),
  z.object({ type: z.literal('simulation'), data: SimulationEventSchema }),
  z.object({ type: z.literal('ticket'), data: TicketEventSchema }),
  z.object({ type: z.literal('clock'), data: ClockEventSchema }),
  z.object({ type: z.literal('challenge'), data: ChallengeEventSchema }),
  z.object({ type: z.literal('session'), data: SessionEventSchema }),
]);
/** One stream event as TypeScript: a `type` and the `data` of that type. */
export type BankEvent = z.infer<typeof BankEventSchema>;
/** The names of the stream's events (transfer, balance, notification, ..., session). */
export type BankEventType = BankEvent['type'];
