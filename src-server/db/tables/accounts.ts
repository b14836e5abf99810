/**
 * Customers' accounts, the bank's own ledger accounts, and the totals kept beside them (per month,
 * per day) so that a figure every screen shows is not recomputed from history.
 */
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { cents, createdAt } from './columns';
import { users } from './people';

/**
 * One customer account (CHECKING, SAVINGS, ...), owned by one user. balance, totalCredit,
 * totalDebit and held are integer cents kept by the ledger in each posting's transaction
 * (never written directly); `ledger:verify` checks them against the postings.
 */
export const accounts = sqliteTable(
  'accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { length: 50 }).notNull(),
    accountNumber: text('account_number', { length: 34 }).notNull().unique(),
    /** Posted balance in cents; changed only by the ledger. */
    balance: cents('balance'),
    totalCredit: cents('total_credit'),
    totalDebit: cents('total_debit'),
    /** How many statement rows the account has; kept by the ledger with each posting. */
    statementRows: integer('statement_rows').notNull().default(0),
    /** Sum of the account's ACTIVE holds in cents; kept by the ledger with each hold. */
    held: cents('held'),
    /**
     * Interest accrued and not yet posted, in micro-cents (10^-6 cent; may be slightly
     * negative after a posting rounded up); written only by close of business.
     */
    accruedInterestMicros: integer('accrued_interest_micros').notNull().default(0),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/**
 * Credits and debits (cents, both positive) of one customer account in one UTC month
 * ('YYYY-MM'), kept by the ledger in each posting's own transaction so that the month's
 * figures are read, never summed from postings.
 */
export const accountMonthTotals = sqliteTable(
  'account_month_totals',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    credit: cents('credit'),
    debit: cents('debit'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.month] }),
    // The admin overview's month figures of every account: a range of months, covered.
    index('account_month_totals_month_idx').on(t.month, t.credit, t.debit),
  ],
);

/**
 * Outgoing LOCAL plus WIRE transfer amounts (cents) of one customer per UTC day
 * ('YYYY-MM-DD') of the transfers' creation, counting PENDING and COMPLETED transfers: the
 * figure the transfer limits read. Kept with each transfer's creation and status change.
 */
export const outgoingDayTotals = sqliteTable(
  'outgoing_day_totals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    amount: cents('amount'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The amount (cents) and number of the transfers created on each UTC day ('YYYY-MM-DD' of
 * `transfers.created_at`) by type, FAILED and CANCELLED ones (no money moved) left out: the
 * admin overview's volume chart. Kept by triggers on `transfers` (every insert, every change
 * of status, amount, type or creation time, every delete), so the chart reads 30 days × 3
 * types of rows however many transfers a class makes.
 */
export const transferDayTotals = sqliteTable(
  'transfer_day_totals',
  {
    day: text('day').notNull(),
    transferType: text('transfer_type', { enum: ['INTERNAL', 'LOCAL', 'WIRE'] }).notNull(),
    amount: cents('amount'),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.transferType] })],
);

/** The bank's own ledger accounts: funding, external clearing, fees. */
export const ledgerAccounts = sqliteTable('ledger_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code', {
    enum: ['FUNDING', 'EXTERNAL_CLEARING', 'FEES', 'LOANS', 'CARD_SETTLEMENT', 'INTEREST_EXPENSE'],
  })
    .notNull()
    .unique(),
  name: text('name').notNull(),
  balance: cents('balance'),
});

/**
 * A monthly statement of one account, made at the close of the month's last business day:
 * the period ('YYYY-MM'), opening and closing balances (cents) and how many rows it holds.
 * `rowsThrough` is the account's kept row count at that close (the next statement counts from it).
 */
export const monthlyStatements = sqliteTable(
  'monthly_statements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    opening: integer('opening').notNull(),
    closing: integer('closing').notNull(),
    rowCount: integer('row_count').notNull(),
    rowsThrough: integer('rows_through').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('monthly_statements_account_period_idx').on(t.accountId, t.period)],
);
