/**
 * Ledger postings: the only code that changes a balance (PRODUCT.md 3).
 *
 * A journal entry is a set of postings that sums to zero across customer accounts and the
 * bank's own ledger accounts. Each posting on a customer account also writes its statement
 * row (`transactions`) with the running balance, and moves `balance`, `totalCredit` and
 * `totalDebit`, all inside the caller's database transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, journalEntries, ledgerAccounts, postings, transactions } from '../db/schema';
import { badRequest, businessRule, notFound } from '../services/errors';

export type LedgerCode = 'FUNDING' | 'EXTERNAL_CLEARING' | 'FEES' | 'LOANS';

/** One side of a journal entry; `amount` is signed cents (positive raises the balance). */
export type PostingLine =
  | {
      accountId: number;
      amount: number;
      /** Statement row text shown to the customer. */
      description: string;
      category?: string | null;
      reference?: string | null;
    }
  | { ledger: LedgerCode; amount: number };

export interface JournalInput {
  /** What kind of movement: INTERNAL_TRANSFER, DEPOSIT, SEED, ADJUSTMENT, ... */
  kind: string;
  description: string;
  transferId?: number | null;
  createdBy?: number | null;
  /** When it happened; defaults to now. The statement date is its UTC day. */
  at?: Date;
  lines: PostingLine[];
}

/**
 * Runs `fn` as one IMMEDIATE SQLite transaction (write lock taken up front) and returns its
 * result. `fn` must be synchronous: an `await` inside would let other writes in.
 * Nested calls become savepoints.
 */
export function atomically<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

/**
 * Writes one balanced journal entry. Call it inside `atomically`.
 *
 * @returns the journal id and the ids of the statement rows written (customer lines, in order)
 * @throws BAD_REQUEST when the lines do not sum to zero or an amount is not a non-zero
 *   integer; NOT_FOUND for an unknown account; UNPROCESSABLE_CONTENT ('Insufficient funds')
 *   when a customer account's posted balance would go below zero.
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

  const at = input.at ?? new Date();
  const date = at.toISOString().slice(0, 10);
  const journal = db
    .insert(journalEntries)
    .values({
      kind: input.kind,
      description: input.description,
      transferId: input.transferId ?? null,
      createdBy: input.createdBy ?? null,
      createdAt: at,
    })
    .returning({ id: journalEntries.id })
    .get();

  const transactionIds: number[] = [];
  for (const line of lines) {
    if ('ledger' in line) {
      const ledger = db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${line.amount}` })
        .where(eq(ledgerAccounts.code, line.ledger))
        .returning({ id: ledgerAccounts.id })
        .get();
      if (!ledger) throw notFound(`Ledger account ${line.ledger}`);
      db.insert(postings)
        .values({
          journalId: journal.id,
          ledgerAccountId: ledger.id,
          amount: line.amount,
          createdAt: at,
        })
        .run();
      continue;
    }
    const credit = line.amount > 0;
    const account = db
      .update(accounts)
      .set({
        balance: sql`${accounts.balance} + ${line.amount}`,
        totalCredit: credit ? sql`${accounts.totalCredit} + ${line.amount}` : accounts.totalCredit,
        totalDebit: credit ? accounts.totalDebit : sql`${accounts.totalDebit} - ${line.amount}`,
      })
      .where(eq(accounts.id, line.accountId))
      .returning({ balance: accounts.balance })
      .get();
    if (!account) throw notFound('Account');
    if (account.balance < 0) throw businessRule('Insufficient funds');
    const posting = db
      .insert(postings)
      .values({
        journalId: journal.id,
        accountId: line.accountId,
        amount: line.amount,
        createdAt: at,
      })
      .returning({ id: postings.id })
      .get();
    const row = db
      .insert(transactions)
      .values({
        accountId: line.accountId,
        postingId: posting.id,
        type: credit ? 'CREDIT' : 'DEBIT',
        amount: Math.abs(line.amount),
        description: line.description,
        date,
        balance: account.balance,
        category: line.category ?? null,
        reference: line.reference ?? null,
        createdAt: at,
      })
      .returning({ id: transactions.id })
      .get();
    transactionIds.push(row.id);
  }
  return { journalId: journal.id, transactionIds };
}
