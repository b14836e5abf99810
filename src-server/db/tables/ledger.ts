/**
 * The double-entry ledger: journal entries, their postings, and the customer's statement rows with
 * the search index's queue.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts, ledgerAccounts } from './accounts';
import { createdAt } from './columns';
import { transfers } from './payments';
import { users } from './people';

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
