/**
 * Loans and their instalments, payments and applications; investments and crypto holdings and
 * orders.
 */
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { cents, createdAt } from './columns';
import { users } from './people';

/**
 * One loan of a customer: principal, current balance and monthly payment in integer cents, the
 * annual rate in basis points; status ACTIVE, PAID_OFF or DEFAULTED. Its instalments are in
 * loanInstalments; repayments move money through the ledger (LOANS).
 */
export const loans = sqliteTable(
  'loans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loanType: text('loan_type').notNull(),
    principal: integer('principal').notNull(),
    currentBalance: integer('current_balance').notNull(),
    /** Basis points: 599 = 5.99 %. */
    interestRate: integer('interest_rate').notNull(),
    termMonths: integer('term_months').notNull(),
    monthlyPayment: integer('monthly_payment').notNull(),
    /** YYYY-MM-DD */
    nextPaymentDate: text('next_payment_date'),
    status: text('status').notNull().default('ACTIVE'),
    /** When on, close of business debits each instalment from `repaymentAccountId` on its due date. */
    autopay: integer('autopay', { mode: 'boolean' }).notNull().default(false),
    repaymentAccountId: integer('repayment_account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('loans_user_idx').on(t.userId)],
);

/**
 * A loan's amortization schedule, one row per monthly instalment (services/loans/schedule.ts).
 * Status DUE (not yet due or due today), LATE (due date passed unpaid; `lateFee` assessed once)
 * or PAID. Money in cents; dates YYYY-MM-DD (business days).
 */
export const loanInstalments = sqliteTable(
  'loan_instalments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** YYYY-MM-DD */
    dueDate: text('due_date').notNull(),
    principal: integer('principal').notNull(),
    interest: integer('interest').notNull(),
    total: integer('total').notNull(),
    /** Outstanding principal once this instalment is paid. */
    balanceAfter: integer('balance_after').notNull(),
    status: text('status', { enum: ['DUE', 'LATE', 'PAID'] })
      .notNull()
      .default('DUE'),
    /** The late fee assessed when the instalment was missed (0 when never missed). */
    lateFee: integer('late_fee').notNull().default(0),
    /** The business day it was paid (YYYY-MM-DD). */
    paidOn: text('paid_on'),
  },
  (t) => [
    uniqueIndex('loan_instalments_loan_number_idx').on(t.loanId, t.number),
    index('loan_instalments_status_due_idx').on(t.status, t.dueDate),
  ],
);

/**
 * One investment position of a customer (written by the demo seed): shares in integer
 * millionths; prices per share, total value and gain or loss in integer cents.
 */
export const investments = sqliteTable('investments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  investmentType: text('investment_type').notNull(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  /** Integer millionths of a share. */
  shares: integer('shares').notNull(),
  purchasePrice: integer('purchase_price').notNull(),
  currentPrice: integer('current_price').notNull(),
  totalValue: integer('total_value').notNull(),
  gainLoss: cents('gain_loss'),
  createdAt: createdAt(),
});

/**
 * A customer's application for a loan: amount and annual income in integer cents, term in
 * months; status PENDING until an admin decides it APPROVED or REJECTED.
 */
export const loanApplications = sqliteTable(
  'loan_applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loanType: text('loan_type').notNull(),
    amount: integer('amount').notNull(),
    termMonths: integer('term_months').notNull(),
    purpose: text('purpose'),
    annualIncome: integer('annual_income'),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_applications_user_idx').on(t.userId),
    index('loan_applications_status_idx').on(t.status),
  ],
);

/** Crypto holdings per customer, in integer millionths of a unit. */
export const cryptoHoldings = sqliteTable(
  'crypto_holdings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cryptoId: text('crypto_id').notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cryptoId] })],
);

/**
 * One crypto BUY or SELL at the sample price: the USD moved (cents) went through the ledger
 * between `accountId` and EXTERNAL_CLEARING in the same transaction; cryptoHoldings moved too.
 */
export const cryptoOrders = sqliteTable(
  'crypto_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    side: text('side', { enum: ['BUY', 'SELL'] }).notNull(),
    cryptoId: text('crypto_id').notNull(),
    /** USD in cents. */
    amount: integer('amount').notNull(),
    /** Units in millionths. */
    units: integer('units').notNull(),
    /** Price per unit in cents at the time of the order. */
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crypto_orders_user_idx').on(t.userId)],
);

/** Loan payments: each one a ledger movement lowering the loan's current balance. */
export const loanPayments = sqliteTable('loan_payments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  loanId: integer('loan_id')
    .notNull()
    .references(() => loans.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});
