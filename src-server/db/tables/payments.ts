/**
 * Payments: beneficiaries, transfers and their status history, standing orders and their runs,
 * bills.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { cents, createdAt } from './columns';
import { users } from './people';

/**
 * A customer's saved payee for LOCAL and WIRE transfers: account number (at most 34, an IBAN
 * fits), bank, ABA routing number, SWIFT/BIC and country (ISO 3166-1 alpha-2 for WIRE). Rows
 * are versioned: an edit retires the row and saves a new one, a deletion only retires it.
 */
export const beneficiaries = sqliteTable(
  'beneficiaries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name', { length: 191 }).notNull(),
    accountNumber: text('account_number', { length: 34 }).notNull(),
    bankName: text('bank_name', { length: 191 }).notNull(),
    routingNumber: text('routing_number', { length: 9 }),
    beneficiaryType: text('beneficiary_type', { length: 20 }).notNull().default('EXTERNAL'),
    swiftCode: text('swift_code', { length: 11 }),
    address: text('address'),
    country: text('country', { length: 191 }),
    /** Editing or deleting retires a version so past transfers keep what they were sent to. */
    retiredAt: integer('retired_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('beneficiaries_user_idx').on(t.userId),
    // Saving a payee finds the customer's current one with the same account number.
    index('beneficiaries_user_account_idx')
      .on(t.userId, t.accountNumber)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * One transfer: amount and fees in integer cents (amount > 0), type INTERNAL, LOCAL or WIRE.
 * Its money moves only through the ledger (holds while PENDING, postings when COMPLETED);
 * each status change is logged in transferEvents.
 */
export const transfers = sqliteTable(
  'transfers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: integer('to_account_id').references(() => accounts.id),
    beneficiaryId: integer('beneficiary_id').references(() => beneficiaries.id),
    amount: integer('amount').notNull(),
    transferType: text('transfer_type', { enum: ['INTERNAL', 'LOCAL', 'WIRE'] }).notNull(),
    description: text('description'),
    reference: text('reference'),
    /** SCHEDULED: waits for its `scheduledDate`; close of business runs it (services/transfers/run-scheduled.ts). */
    status: text('status', { enum: ['PENDING', 'COMPLETED', 'FAILED', 'SCHEDULED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    fees: cents('fees'),
    scheduledDate: text('scheduled_date'),
    /** Why a scheduled transfer failed when it fell due (funds, a limit, a deleted payee). */
    failureReason: text('failure_reason'),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    /**
     * When the settlement scheduler completes (or fails) this PENDING transfer, in business
     * time; null: only an admin settles it. Stored so that a restart loses no schedule.
     */
    settleAt: integer('settle_at', { mode: 'timestamp_ms' }),
    /** The ACH return code of a transfer that came back or failed at settlement (R01…). */
    returnCode: text('return_code', { length: 8 }),
  },
  (t) => [
    // The scheduler's sweep: PENDING transfers due by now, oldest due first.
    index('transfers_settle_due_idx')
      .on(t.settleAt)
      .where(sql`${t.status} = 'PENDING' and ${t.settleAt} is not null`),
    index('transfers_user_idx').on(t.userId, t.createdAt),
    // Lists, newest first: a customer's of one type; all (admin), of one status.
    index('transfers_user_type_idx').on(t.userId, t.transferType, t.createdAt),
    index('transfers_created_idx').on(t.createdAt),
    index('transfers_status_idx').on(t.status, t.createdAt),
    // Close of business: SCHEDULED transfers due by a day, oldest date first.
    index('transfers_scheduled_due_idx')
      .on(t.scheduledDate, t.id)
      .where(sql`${t.status} = 'SCHEDULED'`),
    // A payee's edit and delete: the SCHEDULED transfers still to go to it.
    index('transfers_beneficiary_scheduled_idx')
      .on(t.beneficiaryId)
      .where(sql`${t.status} = 'SCHEDULED'`),
    check('transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A bill a customer added to pay: amount in integer cents, due date YYYY-MM-DD, status
 * PENDING or PAID; paying it posts through the ledger from `paidFromAccountId`.
 */
export const bills = sqliteTable(
  'bills',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billerName: text('biller_name', { length: 191 }).notNull(),
    accountNumber: text('account_number', { length: 34 }).notNull(),
    category: text('category').notNull().default('UTILITIES'),
    amount: integer('amount').notNull(),
    /** YYYY-MM-DD */
    dueDate: text('due_date').notNull(),
    status: text('status').notNull().default('PENDING'),
    isRecurring: integer('is_recurring', { mode: 'boolean' }).notNull().default(false),
    /** Paid by close of business on its due date from the first checking account. */
    autopay: integer('autopay', { mode: 'boolean' }).notNull().default(false),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    paidFromAccountId: integer('paid_from_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('bills_user_due_idx').on(t.userId, t.dueDate),
    index('bills_due_idx').on(t.dueDate),
    index('bills_status_due_idx').on(t.status, t.dueDate),
  ],
);

/** Each status change of a transfer: who, when, from and to. */
export const transferEvents = sqliteTable(
  'transfer_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_events_transfer_idx').on(t.transferId)],
);

/**
 * A customer's standing order: the same transfer every week or month from `startDate`
 * ('YYYY-MM-DD'), until `endDate` or `count` runs. `nextRunDate` is the next due date;
 * close of business advances it in the same transaction as the run (services/standing-orders/run.ts).
 * MONTHLY orders keep the start's day of month, or the month's last day when shorter.
 */
export const standingOrders = sqliteTable(
  'standing_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: integer('to_account_id').references(() => accounts.id),
    beneficiaryId: integer('beneficiary_id').references(() => beneficiaries.id),
    /** Cents, > 0. */
    amount: integer('amount').notNull(),
    transferType: text('transfer_type', { enum: ['INTERNAL', 'LOCAL', 'WIRE'] }).notNull(),
    description: text('description'),
    frequency: text('frequency', { enum: ['WEEKLY', 'MONTHLY'] }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    /** How many runs at most (null: until endDate or forever). */
    count: integer('count'),
    runsDone: integer('runs_done').notNull().default(0),
    /** The next due date; null once the order ended. */
    nextRunDate: text('next_run_date'),
    lastRunDate: text('last_run_date'),
    status: text('status', { enum: ['ACTIVE', 'PAUSED', 'ENDED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [
    index('standing_orders_user_idx').on(t.userId, t.createdAt, t.id),
    // Close of business: ACTIVE orders due by a day.
    index('standing_orders_due_idx').on(t.nextRunDate, t.id).where(sql`${t.status} = 'ACTIVE'`),
    // A payee's edit and delete: the orders that have not ended and still pay it.
    index('standing_orders_beneficiary_idx').on(t.beneficiaryId).where(sql`${t.status} <> 'ENDED'`),
    check('standing_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * One due date of a standing order, written in the same transaction as its transfer: the
 * unique (order, due date) pair is the run's idempotency key, so no period is paid twice.
 */
export const standingOrderRuns = sqliteTable(
  'standing_order_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    dueDate: text('due_date').notNull(),
    transferId: integer('transfer_id').references(() => transfers.id),
    outcome: text('outcome', { enum: ['DONE', 'FAILED'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('standing_order_runs_order_due_idx').on(t.orderId, t.dueDate)],
);
