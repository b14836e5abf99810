/**
 * Ledger postings: the only code that changes a balance.
 *
 * A journal entry is a set of postings that sums to zero across customer accounts and the
 * bank's own ledger accounts. Each posting on a customer account also writes its statement
 * row (`transactions`) with the running balance, and moves `balance`, `totalCredit`,
 * `totalDebit`, the count of statement rows and the account's month totals (ledger/figures.ts), all inside the caller's
 * database transaction. Statements are prepared once
 * per connection (db/prepared.ts): this is the hottest path of the bank.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, journalEntries, ledgerAccounts, postings, transactions } from '../db/schema';
import { badRequest, InsufficientFunds, notFound } from '../domain/errors';
import { noteBalance } from '../events/collect';
import { addToMonth } from './figures';
// Registers the search index's step before every commit: whatever posts, indexes.
import './search-index';

/** The codes of the bank's own ledger accounts (see BANK_LEDGER_ACCOUNTS). */
export type LedgerCode =
  | 'FUNDING'
  | 'EXTERNAL_CLEARING'
  | 'FEES'
  | 'LOANS'
  | 'CARD_SETTLEMENT'
  | 'INTEREST_EXPENSE';

/** One side of a journal entry; `amount` is signed cents (positive raises the balance). */
export type PostingLine =
  | {
      accountId: number;
      amount: number;
      /** Statement row text shown to the customer. */
      description: string;
      category?: string | null;
      reference?: string | null;
      /**
       * A debit the bank cannot refuse (another bank returning a deposit it credited): it may
       * take the posted balance below zero. Only journals of kind RETURNED_DEPOSIT use it, and
       * ledger verification accepts a negative balance only after such a posting.
       */
      mayOverdraw?: boolean;
    }
  | { ledger: LedgerCode; amount: number };

/** One journal entry to post: what kind, why, by whom, when, and lines that sum to zero. */
export interface JournalInput {
  /** What kind of movement: INTERNAL_TRANSFER, DEPOSIT, SEED, ADJUSTMENT, ... */
  kind: string;
  description: string;
  transferId?: number | null;
  createdBy?: number | null;
  /**
   * When it happened, in business time (the bank's clock, passed down from the request or
   * run): the entry, its postings and statement rows carry it; the statement date is its UTC
   * day. Required: the ledger never reads a clock itself.
   */
  at: Date;
  lines: PostingLine[];
}

const p = sql.placeholder;

const statements = (db: Db) => ({
  journal: prepared(db, 'ledger.journal', (d) =>
    d
      .insert(journalEntries)
      .values({
        kind: p('kind'),
        description: p('description'),
        transferId: p('transferId'),
        createdBy: p('createdBy'),
        createdAt: p('createdAt'),
      })
      .returning({ id: journalEntries.id })
      .prepare(),
  ),
  ledgerBalance: prepared(db, 'ledger.ledgerBalance', (d) =>
    d
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${p('amount')}` })
      .where(eq(ledgerAccounts.code, p('code')))
      .returning({ id: ledgerAccounts.id })
      .prepare(),
  ),
  credit: prepared(db, 'ledger.credit', (d) =>
    d
      .update(accounts)
      .set({
        balance: sql`${accounts.balance} + ${p('amount')}`,
        totalCredit: sql`${accounts.totalCredit} + ${p('amount')}`,
        statementRows: sql`${accounts.statementRows} + 1`,
      })
      .where(eq(accounts.id, p('id')))
      .returning({ balance: accounts.balance })
      .prepare(),
  ),
  debit: prepared(db, 'ledger.debit', (d) =>
    d
      .update(accounts)
      .set({
        balance: sql`${accounts.balance} + ${p('amount')}`,
        totalDebit: sql`${accounts.totalDebit} - ${p('amount')}`,
        statementRows: sql`${accounts.statementRows} + 1`,
      })
      .where(eq(accounts.id, p('id')))
      .returning({ balance: accounts.balance })
      .prepare(),
  ),
  posting: prepared(db, 'ledger.posting', (d) =>
    d
      .insert(postings)
      .values({
        journalId: p('journalId'),
        accountId: p('accountId'),
        ledgerAccountId: p('ledgerAccountId'),
        amount: p('amount'),
        createdAt: p('createdAt'),
      })
      .returning({ id: postings.id })
      .prepare(),
  ),
  row: prepared(db, 'ledger.row', (d) =>
    d
      .insert(transactions)
      .values({
        accountId: p('accountId'),
        postingId: p('postingId'),
        type: p('type'),
        amount: p('amount'),
        description: p('description'),
        date: p('date'),
        balance: p('balance'),
        category: p('category'),
        reference: p('reference'),
        createdAt: p('createdAt'),
      })
      .returning({ id: transactions.id })
      .prepare(),
  ),
});

/**
 * Writes one balanced journal entry. Call it inside `atomically`.
 *
 * @returns the journal id and the ids of the statement rows written (customer lines, in order)
 * @throws BAD_REQUEST when the lines do not sum to zero or an amount is not a non-zero
 *   integer; NOT_FOUND for an unknown account; UNPROCESSABLE_CONTENT ('Insufficient funds')
 *   when a debit would take a customer account's posted balance below zero (unless the line
 *   is `mayOverdraw`, a returned deposit).
 */
export function postJournal(
  db: Db,
  input: JournalInput,
): { journalId: number; transactionIds: number[] } {
  const { lines } = input;
  if (lines.length < 2) throw badRequest('A journal entry needs at least two postings');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw badRequest('Posting amounts must be non-zero whole cents');
    }
    sum += line.amount;
  }
  if (sum !== 0) throw badRequest('Postings must sum to zero');

  const s = statements(db);
  const at = input.at;
  const createdAt = at;
  const date = at.toISOString().slice(0, 10);
  const journal = s.journal.get({
    kind: input.kind,
    description: input.description,
    transferId: input.transferId ?? null,
    createdBy: input.createdBy ?? null,
    createdAt,
  })!;

  const transactionIds: number[] = [];
  for (const line of lines) {
    if ('ledger' in line) {
      const ledger = s.ledgerBalance.get({ amount: line.amount, code: line.ledger });
      if (!ledger) throw notFound(`Ledger account ${line.ledger}`);
      s.posting.get({
        journalId: journal.id,
        accountId: null,
        ledgerAccountId: ledger.id,
        amount: line.amount,
        createdAt,
      });
      continue;
    }
    const credit = line.amount > 0;
    const account = (credit ? s.credit : s.debit).get({ amount: line.amount, id: line.accountId });
    if (!account) throw notFound('Account');
    // Only a debit can overdraw; a credit to an overdrawn account (a salary) always lands.
    if (line.amount < 0 && account.balance < 0 && !line.mayOverdraw) {
      throw new InsufficientFunds(account.balance - line.amount);
    }
    const posting = s.posting.get({
      journalId: journal.id,
      accountId: line.accountId,
      ledgerAccountId: null,
      amount: line.amount,
      createdAt,
    })!;
    const row = s.row.get({
      accountId: line.accountId,
      postingId: posting.id,
      type: credit ? 'CREDIT' : 'DEBIT',
      amount: Math.abs(line.amount),
      description: line.description,
      date,
      balance: account.balance,
      category: line.category ?? null,
      reference: line.reference ?? null,
      createdAt,
    })!;
    addToMonth(db, line.accountId, date, line.amount);
    noteBalance(db, line.accountId);
    transactionIds.push(row.id);
  }
  return { journalId: journal.id, transactionIds };
}
