/**
 * The bank's tables (Drizzle, SQLite). Field names follow the entities of the REST
 * API. Money columns hold integer cents, interest rates integer basis points, investment
 * shares integer millionths. Flags that travel as text ('true'/'false') are booleans here
 * and are mapped to text at the API edge.
 * Times are UTC, stored as integer milliseconds.
 */
import { sql } from 'drizzle-orm';
import {
  blob,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** Money in integer cents. */
const cents = (name: string) => integer(name).notNull().default(0);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username', { length: 191 }).notNull().unique(),
    password: text('password', { length: 255 }).notNull(),
    firstName: text('first_name', { length: 191 }).notNull(),
    lastName: text('last_name', { length: 191 }).notNull(),
    email: text('email', { length: 191 }).notNull().unique(),
    phone: text('phone', { length: 50 }),
    pinHash: text('pin_hash', { length: 255 }),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    role: text('role', { length: 20, enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    /**
     * The customer's second factor at sign-in: NONE, TOTP (an authenticator app, its secret in
     * admin_totp), or a one-time code sent by SMS or EMAIL (two_factor_codes). Only set once
     * the customer confirmed it with a first code.
     */
    twoFactorMethod: text('two_factor_method', { enum: ['NONE', 'TOTP', 'SMS', 'EMAIL'] })
      .notNull()
      .default('NONE'),
    /** Notification preferences: transactions, security and statements on, marketing off by default. */
    notifyTransactions: integer('notify_transactions', { mode: 'boolean' }).notNull().default(true),
    notifySecurity: integer('notify_security', { mode: 'boolean' }).notNull().default(true),
    notifyStatements: integer('notify_statements', { mode: 'boolean' }).notNull().default(true),
    notifyMarketing: integer('notify_marketing', { mode: 'boolean' }).notNull().default(false),
    /**
     * The language the customer reads the bank in ('en' or 'it'), saved by the client's
     * language switch; null until they choose (then the request's Accept-Language decides).
     * Notifications, messages, statement rows and files the server writes follow it.
     */
    language: text('language', { length: 8, enum: ['en', 'it'] }),
    /** A transfer of at least this many cents emails a transfer alert (transactions preference). */
    transferAlertCents: integer('transfer_alert_cents').notNull().default(100_000),
    /** How many of the user's notifications are unread (the bell), kept with each change. */
    unreadNotifications: integer('unread_notifications').notNull().default(0),
    /** Set when an admin closes the user: sign-in refused, history kept. */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /**
     * Set when an admin chose the password (a created customer, a class student, a password
     * reset): every call but the password change is refused until the customer picks their own.
     */
    mustChangePassword: integer('must_change_password', { mode: 'boolean' })
      .notNull()
      .default(false),
    /** The class a student belongs to (admin provisioning); null for everyone else. */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /**
     * A class student's generated initial password, sealed (AES-256-GCM, auth/sealed.ts) with a
     * key kept outside the database, for the class credentials sheet; cleared at the student's
     * first password change.
     */
    initialPasswordSealed: text('initial_password_sealed'),
    createdAt: createdAt(),
  },
  (t) => [index('users_class_idx').on(t.classId)],
);

/**
 * A class of students created in one action by an admin (trainers): `count` students named
 * `<prefix>01`..., each with CHECKING and SAVINGS and `openingDeposit` cents in checking.
 */
export const classes = sqliteTable('classes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name', { length: 100 }).notNull(),
  prefix: text('prefix', { length: 32 }).notNull(),
  /** How many students it was created with. */
  count: integer('count').notNull(),
  /** Cents paid into each student's checking account at creation and at each reset. */
  openingDeposit: cents('opening_deposit'),
  /** The admin who created it (no foreign key: the users table refers to this one). */
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

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
    check('transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** One balanced journal entry: a set of postings that sums to zero. */
export const journalEntries = sqliteTable(
  'journal_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    transferId: integer('transfer_id').references(() => transfers.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('journal_transfer_idx').on(t.transferId)],
);

/**
 * A posting moves a signed amount (cents; positive raises the balance) on exactly one
 * account: a customer account or one of the bank's ledger accounts.
 */
export const postings = sqliteTable(
  'postings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id').references(() => accounts.id),
    ledgerAccountId: integer('ledger_account_id').references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('postings_journal_idx').on(t.journalId),
    index('postings_account_idx').on(t.accountId),
    check('postings_one_account', sql`(${t.accountId} is null) <> (${t.ledgerAccountId} is null)`),
    check('postings_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Statement rows not yet in the search index (`statement_search`, FTS5): a trigger on
 * `transactions` queues every row written or changed, and the write transaction indexes the
 * whole queue in one statement just before it commits (ledger/search-index.ts). Indexing row
 * by row would make FTS5 write a new index segment at nearly every statement of a posting (it
 * flushes its pending terms at each statement savepoint); once per commit, it writes one. The
 * search reads the queue too, so a row is found from its posting's own transaction on.
 */
export const statementSearchQueue = sqliteTable('statement_search_queue', {
  /** `transactions.id` of the row to index. */
  id: integer('id').primaryKey(),
});

/** Statement rows: one per posting on a customer account. */
export const transactions = sqliteTable(
  'transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    postingId: integer('posting_id')
      .notNull()
      .unique()
      .references(() => postings.id),
    type: text('type', { enum: ['DEBIT', 'CREDIT'] }).notNull(),
    /** Unsigned amount in cents. */
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** Statement date, YYYY-MM-DD. */
    date: text('date').notNull(),
    /** Running balance after this row, in cents. */
    balance: integer('balance').notNull(),
    category: text('category'),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_account_idx').on(t.accountId, t.id),
    // The statement's sort orders. The rowid after each key breaks ties in the sort's own
    // direction (oldest posting first ascending, newest first descending), so one index serves
    // both directions: a descending page is the same index read backwards.
    index('transactions_account_date_idx').on(t.accountId, t.date),
    index('transactions_account_type_idx').on(t.accountId, t.type),
    index('transactions_account_amount_idx').on(t.accountId, t.amount),
    index('transactions_account_description_idx').on(t.accountId, t.description),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money set aside (lowers the available balance): for a pending LOCAL or WIRE transfer, or
 * for a check deposit whose funds are not yet available. Exactly one of `transferId` and
 * `depositId` is set.
 */
export const holds = sqliteTable(
  'holds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    transferId: integer('transfer_id').references(() => transfers.id),
    depositId: integer('deposit_id').references(() => deposits.id),
    /** A card purchase authorized but not yet settled (simulated card network). */
    cardAuthorizationId: integer('card_authorization_id').references(() => cardAuthorizations.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['ACTIVE', 'RELEASED', 'CAPTURED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: createdAt(),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('holds_account_idx').on(t.accountId, t.status),
    index('holds_transfer_idx').on(t.transferId),
    index('holds_deposit_idx').on(t.depositId),
    index('holds_card_authorization_idx').on(t.cardAuthorizationId),
    // Exactly one owner: a transfer, a deposit or a card authorization.
    check(
      'holds_one_owner',
      sql`(${t.transferId} is not null) + (${t.depositId} is not null) + (${t.cardAuthorizationId} is not null) = 1`,
    ),
  ],
);

/**
 * Money paid in from outside: a debit card through the simulated card processor (CARD,
 * COMPLETED at once) or a check image pair (CHECK, HELD until `holdReleaseAt`, then
 * RELEASED; RETURNED when an admin returns it while held). Only a card's last 4 digits are
 * kept; the check images are stored under random names in UPLOAD_DIR.
 */
export const deposits = sqliteTable(
  'deposits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['CARD', 'CHECK'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['COMPLETED', 'HELD', 'RELEASED', 'RETURNED'] }).notNull(),
    last4: text('last4', { length: 4 }),
    /** When a check's hold ends by itself, in business time. */
    holdReleaseAt: integer('hold_release_at', { mode: 'timestamp_ms' }),
    frontPath: text('front_path'),
    backPath: text('back_path'),
    /** The journal entry that credited the account, and the one that reversed it. */
    journalId: integer('journal_id').references(() => journalEntries.id),
    returnJournalId: integer('return_journal_id').references(() => journalEntries.id),
    returnReason: text('return_reason'),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_created_idx').on(t.createdAt),
    // The release sweep: HELD checks due by now, soonest first.
    index('deposits_release_due_idx').on(t.holdReleaseAt).where(sql`${t.status} = 'HELD'`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const creditCards = sqliteTable(
  'credit_cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number', { length: 32 }).notNull(),
    cardholderName: text('cardholder_name', { length: 191 }).notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardType: text('card_type').notNull().default('DEBIT'),
    creditLimit: cents('credit_limit'),
    currentBalance: cents('current_balance'),
    /** False when an admin blocked the card. */
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** True while the customer froze the card themselves (they can unfreeze it). */
    frozen: integer('frozen', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_cards_number_idx').on(t.cardNumber)],
);

/**
 * A card purchase as the (simulated) card network asks for it. APPROVED holds `amount` on
 * the card's account until it is SETTLED (the purchase is posted to EXTERNAL_CLEARING,
 * `journalId`) or REVERSED (the hold is released); DECLINED holds nothing and says why.
 */
export const cardAuthorizations = sqliteTable(
  'card_authorizations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cardId: integer('card_id')
      .notNull()
      .references(() => creditCards.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    merchant: text('merchant', { length: 191 }).notNull(),
    status: text('status', { enum: ['APPROVED', 'DECLINED', 'SETTLED', 'REVERSED'] }).notNull(),
    declineReason: text('decline_reason', {
      enum: ['CARD_FROZEN', 'CARD_BLOCKED', 'INSUFFICIENT_FUNDS', 'DO_NOT_HONOR'],
    }),
    /** The purchase's journal entry once SETTLED. */
    journalId: integer('journal_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    /** When it was settled or reversed (business time). */
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('card_authorizations_card_idx').on(t.cardId, t.createdAt),
    check('card_authorizations_amount_positive', sql`${t.amount} > 0`),
  ],
);

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

export const countries = sqliteTable('countries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name', { length: 191 }).notNull().unique(),
  iso2: text('iso2', { length: 2 }).notNull().unique(),
  iso3: text('iso3', { length: 3 }),
});

export const states = sqliteTable(
  'states',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name', { length: 191 }).notNull(),
    code: text('code', { length: 10 }),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name', { length: 191 }).notNull(),
    email: text('email', { length: 191 }).notNull(),
    phone: text('phone', { length: 50 }).notNull(),
    dob: text('dob').notNull(),
    gender: text('gender', { length: 10 }),
    ssn: text('ssn'),
    occupation: text('occupation'),
    countryId: integer('country_id').references(() => countries.id),
    /** A city id from GET /api/countries/{id}/cities (not a foreign key: cities come from a library). */
    cityId: integer('city_id'),
    city: text('city'),
    zip: text('zip'),
    address: text('address'),
    nokName: text('nok_name'),
    nokEmail: text('nok_email'),
    nokPhone: text('nok_phone'),
    nokRelationship: text('nok_relationship'),
    nokAddress: text('nok_address'),
    currency: text('currency'),
    passportPath: text('passport_path'),
    idPath: text('id_path'),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The customer created with the application. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin overview counts the applications waiting for a decision.
    index('applications_status_idx').on(t.status),
  ],
);

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

export const feedback = sqliteTable('feedback', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: integer('rating'),
  category: text('category'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

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

/** Server-side sessions (the Lucia guide): only a SHA-256 hash of the secret is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastVerifiedAt: integer('last_verified_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the transaction PIN was last verified in this session (step-up). */
    pinVerifiedAt: integer('pin_verified_at', { mode: 'timestamp_ms' }),
    /**
     * When this session gave a right authenticator code (an admin with TOTP on, ASVS 4.3.1);
     * until then such a session is signed in with the password only and may do nothing else.
     */
    mfaVerifiedAt: integer('mfa_verified_at', { mode: 'timestamp_ms' }),
    /**
     * When an admin last re-entered the password or an authenticator code in this session
     * (admin step-up); the sign-in itself counts through `createdAt`.
     */
    adminStepUpAt: integer('admin_step_up_at', { mode: 'timestamp_ms' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Personal API tokens, sent as `Authorization: Bearer <id>.<secret>`: like sessions, only a
 * SHA-256 hash of the secret is stored. `scopes` is a comma-separated subset of read,
 * transfer, admin. A token ends at `expires_at` or when revoked (`revoked_at`); the PIN
 * step-up of a token call is recorded on the token (`pin_verified_at`).
 */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    pinVerifiedAt: integer('pin_verified_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/**
 * A user's TOTP authenticator (OWASP ASVS 4.3.1; admins, and customers whose method is TOTP):
 * the shared secret, whether its enrolment was confirmed with a first code, and the last
 * time step whose code was accepted, so that no code works twice.
 */
export const adminTotp = sqliteTable('admin_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The HMAC-SHA1 key (20 random bytes), sealed with AES-256-GCM (auth/secrets-key.ts) as the
   * UTF-8 bytes of `v1.<iv>.<tag>.<data>`; a bare 20-byte key is a row from before sealing,
   * sealed at the next start. Never returned once enrolment is confirmed.
   */
  secret: blob('secret', { mode: 'buffer' }).notNull(),
  /** Null while the enrolment waits for its first code. */
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  /** The 30-second step of the last accepted code; codes of this step or older are refused. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

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
 * One-time codes sent by SMS or email for the second factor: only the SHA-256 of the 6-digit
 * code (salted with the row's user and purpose) is stored; a code works once (`used_at`) and
 * for 5 minutes. `purpose` SIGN_IN finishes a sign-in; ENROL confirms `method` before it is on.
 */
export const twoFactorCodes = sqliteTable(
  'two_factor_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['SIGN_IN', 'ENROL'] }).notNull(),
    method: text('method', { enum: ['SMS', 'EMAIL'] }).notNull(),
    codeHash: blob('code_hash', { mode: 'buffer' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId, t.purpose, t.id)],
);

/**
 * Recovery codes of the second factor (10 per user, issued when it is turned on or
 * regenerated): only the SHA-256 of each high-entropy code; each works once (`used_at`).
 */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: blob('code_hash', { mode: 'buffer' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
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

/** Answers remembered per user and key so a retried write is not done twice. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 255 }).notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: text('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Failed sign-in and PIN attempts, for throttling. */
export const authAttempts = sqliteTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_attempts_idx').on(t.kind, t.subject, t.id)],
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
 * Password reset links: only the SHA-256 of the random token is stored; a link works once
 * (`used_at`) and until `expires_at` (30 minutes).
 */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: blob('token_hash', { mode: 'buffer' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

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

/**
 * Challenges a learner solved (src-server/challenges): one row per user and challenge key,
 * written once by the bank's own detectors. `solvedAt` is the real instant (ms), `businessAt`
 * the bank's business time of the solve (ms); `points` is the score it earned, after hints.
 */
export const challengeSolves = sqliteTable(
  'challenge_solves',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 64 }).notNull(),
    solvedAt: integer('solved_at', { mode: 'timestamp_ms' }).notNull(),
    businessAt: integer('business_at', { mode: 'timestamp_ms' }).notNull(),
    hintsUsed: integer('hints_used').notNull().default(0),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('challenge_solves_key_idx').on(t.key, t.solvedAt),
  ],
);

/** How many hints of a challenge a learner revealed (they lower its score). */
export const challengeHints = sqliteTable(
  'challenge_hints',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 64 }).notNull(),
    revealed: integer('revealed').notNull().default(0),
    /** Real time of the latest reveal. */
    revealedAt: integer('revealed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The steps of a multi-step challenge a learner has done so far (e.g. a step-up refusal,
 * then the PIN): `at` is the real instant (ms) of the step, `data` a small JSON note.
 */
export const challengeSteps = sqliteTable(
  'challenge_steps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 64 }).notNull(),
    step: text('step', { length: 64 }).notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    data: text('data'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.step] })],
);

/**
 * Challenges a trainer turned off for a class: one row per class and challenge key, or per
 * track (`API`, `UI`, `OPERATIONS`, `SECURITY`). None by default: everything is on.
 */
export const classChallengeSettings = sqliteTable(
  'class_challenge_settings',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    keyOrTrack: text('key_or_track', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.keyOrTrack] })],
);

/**
 * Planted defects switched on in this bank (bug-hunt mode, src-server/defects): one row per
 * defect key that was ever switched; `on` says whether it is on now, `since` when it last changed.
 */
export const defectSwitches = sqliteTable('defect_switches', {
  key: text('key').primaryKey(),
  on: integer('on', { mode: 'boolean' }).notNull().default(false),
  since: integer('since', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Bug reports customers file during a bug hunt, and the trainer's verdict: PENDING until
 * judged, then CONFIRMED (matching `defect_key`), DUPLICATE or REJECTED.
 */
export const defectReports = sqliteTable(
  'defect_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    where: text('where').notNull(),
    steps: text('steps').notNull(),
    expected: text('expected').notNull(),
    actual: text('actual').notNull(),
    severity: text('severity').notNull(),
    requestId: text('request_id'),
    status: text('status').notNull().default('PENDING'),
    defectKey: text('defect_key'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('defect_reports_user_idx').on(t.userId)],
);

/**
 * Third parties (TPPs) an admin registered for the open-banking API (openbanking/): a name the
 * customer sees, the URI the customer is sent back to after approving or refusing a consent,
 * and the API key they send as `X-API-Key` (`<id>.<secret>`; only a SHA-256 hash of the secret
 * is kept). A revoked third party's key stops working at once.
 */
export const thirdParties = sqliteTable('third_parties', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  keyHash: blob('key_hash', { mode: 'buffer' }).notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
});

/**
 * Account-information consents (NextGenPSD2): what a third party asked for (`access` as JSON,
 * as it sent it), until when (`valid_until`, a business date) and how often a day it may read
 * without the customer; the customer who approved or refused it; and its status (received,
 * valid, rejected, revokedByPsu, terminatedByTpp; `expired` is read from the date). Reads
 * without the customer are counted per business day (`usage_day`, `usage_count`).
 */
export const psd2Consents = sqliteTable(
  'psd2_consents',
  {
    id: text('id').primaryKey(),
    thirdPartyId: text('third_party_id')
      .notNull()
      .references(() => thirdParties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    access: text('access').notNull(),
    recurringIndicator: integer('recurring_indicator', { mode: 'boolean' }).notNull(),
    validUntil: text('valid_until').notNull(),
    frequencyPerDay: integer('frequency_per_day').notNull(),
    status: text('status', {
      enum: ['received', 'valid', 'rejected', 'revokedByPsu', 'terminatedByTpp'],
    }).notNull(),
    /** The third party's own value, handed back on the redirect (`state`). */
    state: text('state'),
    usageDay: text('usage_day'),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    statusChangedAt: integer('status_changed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('psd2_consents_user_idx').on(t.userId, t.createdAt),
    index('psd2_consents_third_party_idx').on(t.thirdPartyId),
  ],
);

/**
 * The accounts a customer granted under a consent, each with the opaque `resource_id` the
 * third party names it by (never the bank's own account id), and what may be read of it.
 */
export const psd2ConsentAccounts = sqliteTable(
  'psd2_consent_accounts',
  {
    resourceId: text('resource_id').primaryKey(),
    consentId: text('consent_id')
      .notNull()
      .references(() => psd2Consents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    balances: integer('balances', { mode: 'boolean' }).notNull(),
    transactions: integer('transactions', { mode: 'boolean' }).notNull(),
  },
  (t) => [index('psd2_consent_accounts_consent_idx').on(t.consentId, t.accountId)],
);
