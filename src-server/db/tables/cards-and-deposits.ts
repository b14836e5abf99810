/**
 * Cards and their authorizations, deposits, and the holds that keep money from the available
 * balance until it settles.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { cents, createdAt } from './columns';
import { journalEntries } from './ledger';
import { transfers } from './payments';
import { users } from './people';

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

/**
 * A card issued on one account. The full number is stored (unique) and masked to its first and
 * last four digits on the way out; creditLimit and currentBalance in integer cents.
 */
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
