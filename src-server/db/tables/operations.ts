/**
 * The bank's operations: approvals, the audit log, the trainer settings, the business clock, close-
 * of-business runs and the request log.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './people';

/**
 * Four eyes: an admin's large money movement (a balance adjustment or top-up above
 * APPROVAL_ABOVE) waits here until a second admin approves or rejects it. `payload` is the
 * movement as asked (cents); nothing moves before approval.
 */
export const approvals = sqliteTable(
  'approvals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['TOPUP', 'ADJUSTMENT'] }).notNull(),
    payload: text('payload', { mode: 'json' }).notNull(),
    makerId: integer('maker_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['PENDING_APPROVAL', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING_APPROVAL'),
    checkerId: integer('checker_id').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('approvals_status_idx').on(t.status, t.id)],
);

/**
 * Append-only record of admin actions and money movements, tamper-evident: each row's `hash`
 * is SHA-256 over its content and the previous row's hash (services/audit/chain.ts). The
 * actor is a plain id, not a foreign key, so deleting a user never rewrites a sealed row.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The user who acted (may since have been deleted); null for the system. */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: text('before', { mode: 'json' }),
    after: text('after', { mode: 'json' }),
    createdAt: createdAt(),
    /** Hex SHA-256 of this row's canonical content and the previous row's hash. */
    hash: text('hash'),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt),
    index('audit_actor_idx').on(t.actorId),
    index('audit_action_idx').on(t.action),
    index('audit_target_idx').on(t.targetType),
  ],
);

/** Trainer settings, one row (id 1): artificial latency and automatic settlement. */
export const trainingSettings = sqliteTable('training_settings', {
  id: integer('id').primaryKey(),
  /** Added to every API answer, in milliseconds (0: off). */
  latencyMs: integer('latency_ms').notNull().default(0),
  /** PENDING LOCAL transfers settle by themselves after this many seconds (null: off). */
  settleLocalAfterSeconds: integer('settle_local_after_seconds').default(30),
  /** PENDING WIRE transfers settle by themselves after this many seconds (null: off). */
  settleWireAfterSeconds: integer('settle_wire_after_seconds').default(120),
  /** Share of external transfers that fail at settlement, in basis points (0–10,000). */
  externalFailureBp: integer('external_failure_bp').notNull().default(0),
  /** A deposited check's hold is released after this many seconds. */
  checkHoldSeconds: integer('check_hold_seconds').notNull().default(60),
  /** The injected faults (services/admin/faults.ts) as JSON; null: none. */
  faults: text('faults'),
});

/**
 * The bank's business clock (one row, id 1): business time = real time + offset. Business
 * dates (postings, due dates, limits, settlement) read it; security times never do.
 */
export const bankClock = sqliteTable('bank_clock', {
  id: integer('id').primaryKey(),
  offsetSeconds: integer('offset_seconds').notNull().default(0),
  /** The last business day ('YYYY-MM-DD') whose close of business completed every step. */
  closedThrough: text('closed_through'),
});

/**
 * One completed close-of-business step of one business day, written in the same transaction
 * as the step's work: a step already recorded for a day never runs again for it.
 */
export const cobRuns = sqliteTable(
  'cob_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    step: text('step').notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('cob_runs_date_step_idx').on(t.date, t.step)],
);

/**
 * The API requests each signed-in user made (session or token), for "My requests" and the
 * trainer's evidence. Written by the batched writer (services/requests/log.ts) after each
 * answer; never a body, a cookie, an Authorization header or a query value (`query` keeps
 * only the parameter names). `time` is real time (epoch ms). Bounded per user: the last 7
 * days or the last 10,000 rows, whichever is smaller, pruned as new rows arrive.
 */
export const requestLog = sqliteTable(
  'request_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    time: integer('time', { mode: 'timestamp_ms' }).notNull(),
    method: text('method').notNull(),
    /** The path alone, without its query. */
    path: text('path').notNull(),
    /** The query's parameter names, `?limit&cursor` ('' without a query); never a value. */
    query: text('query').notNull().default(''),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestId: text('request_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The API token's name for a bearer call; null for a session. */
    tokenName: text('token_name'),
    userAgent: text('user_agent'),
    replayed: integer('replayed', { mode: 'boolean' }).notNull().default(false),
    /** The fault the bank injected into this answer, when it injected one. */
    fault: text('fault'),
  },
  (t) => [
    index('request_log_user_idx').on(t.userId, t.id),
    index('request_log_user_status_idx').on(t.userId, t.status, t.id),
    index('request_log_user_method_idx').on(t.userId, t.method, t.id),
    index('request_log_user_key_idx').on(t.userId, t.idempotencyKey),
    index('request_log_user_path_idx').on(t.userId, t.path, t.id),
    index('request_log_user_time_idx').on(t.userId, t.time),
  ],
);
