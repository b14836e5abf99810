/**
 * What the bank says and hears: notifications, support tickets and replies, feedback, the outbox of
 * emails and texts, webhooks with their deliveries and inbox.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './people';

/**
 * One in-app notification to a user: title and message stored in English (translated when
 * read), type TRANSACTION, SECURITY, PAYMENT or ACCOUNT, priority LOW, NORMAL or HIGH. The
 * user's unread count (users.unreadNotifications) is kept with each change.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    priority: text('priority').notNull().default('NORMAL'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.isRead),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A support ticket: its first message, contact details, category and priority; status OPEN,
 * ANSWERED or CLOSED. The replies that follow are in supportReplies.
 */
export const supportTickets = sqliteTable(
  'support_tickets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    message: text('message').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId),
    index('support_tickets_status_idx').on(t.status),
  ],
);

/**
 * The thread of a support ticket: each reply after the ticket's first message, from the
 * customer or from an admin (`fromStaff`), oldest first by id.
 */
export const supportReplies = sqliteTable(
  'support_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: integer('from_staff', { mode: 'boolean' }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_ticket_idx').on(t.ticketId, t.id)],
);

/** Feedback a user sent: an optional rating of 1 to 5, an optional category and the message. */
export const feedback = sqliteTable('feedback', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: integer('rating'),
  category: text('category'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Every email and SMS the bank sends, written in the transaction of the event that causes it
 * and delivered after commit (services/outbox). With SMTP configured an email waits QUEUED
 * until the worker sends it (SENT) or gives up (FAILED, with `last_error`); otherwise, and for
 * every SMS, the row itself is the delivery (KEPT).
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What caused it: SIGN_IN_NEW_DEVICE, PASSWORD_CHANGED, PIN_CHANGED, PASSWORD_RESET, … */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED', 'KEPT'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may try a QUEUED message next (backoff after a failure). */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_status_created_idx').on(t.status, t.createdAt, t.id),
    index('outbox_channel_created_idx').on(t.channel, t.createdAt, t.id),
  ],
);

/**
 * A webhook endpoint a user registered: where to send (an http(s) URL, or `inbox` for the
 * bank's own inbox), which event types, and the signing secret sealed with the bank's key
 * (auth/sealed.ts): it must be read back to sign, so it cannot be a hash.
 */
export const webhooks = sqliteTable(
  'webhooks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** JSON array of event types (transfer, balance, notification, ...). */
    events: text('events').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId)],
);

/**
 * One event queued for one endpoint. Times are real time (ms), never the business clock:
 * retries follow the wall clock for 24 hours after the delivery was queued.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id`: the same for every attempt and replay. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent (signed as is). */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['PENDING', 'DELIVERED', 'FAILED'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastAttemptAt: integer('last_attempt_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** What arrived at the `inbox` URL: the request as sent, and whether its signature verified. */
export const webhookInbox = sqliteTable(
  'webhook_inbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    webhookId: integer('webhook_id').references(() => webhooks.id, { onDelete: 'set null' }),
    /** JSON object of the request headers. */
    headers: text('headers').notNull(),
    body: text('body').notNull(),
    verified: integer('verified', { mode: 'boolean' }).notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [index('webhook_inbox_user_idx').on(t.userId, t.id)],
);
