/**
 * A statement with what bank-to-customer files need beyond the CSV's columns: for each row
 * the journal entry's kind, the posting behind it, when it was booked and the counterparty
 * where the bank knows one; and the money set aside by holds that have not been booked yet.
 * The camt.053 and OFX generators read it; it writes nothing.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  beneficiaries,
  cardAuthorizations,
  holds,
  journalEntries,
  postings,
  transactions,
  transfers,
  users,
} from '../../db/schema';
import { heldCents } from '../../ledger/balances';
import { accountLabel } from '../accounts/list';
import { buildStatement, type Statement } from './statement';

/** One booked statement row with its ledger context. */
export interface StatementEntry {
  /** The statement row's id. */
  id: number;
  /** The posting behind the row: stable, unique, never reused (the FITID of OFX). */
  postingId: number;
  /** The journal entry's kind: TRANSFER_SETTLEMENT, INTEREST, CARD_PURCHASE, … */
  kind: string;
  /** Statement (booking and value) date, YYYY-MM-DD. */
  date: string;
  /** When the posting was written, business time. */
  bookedAt: Date;
  type: 'DEBIT' | 'CREDIT';
  /** Unsigned cents. */
  amount: number;
  /** Running balance after the row, cents. */
  balance: number;
  description: string;
  reference: string | null;
  /** The other party's name where the bank knows it, else null. */
  counterparty: string | null;
}

/** Money set aside on the account and not booked yet: an outgoing transfer or a card purchase. */
export interface PendingEntry {
  /** The hold's id. */
  id: number;
  /** When it was placed, business time. */
  placedAt: Date;
  /** Unsigned cents, a debit once booked. */
  amount: number;
  description: string;
  reference: string | null;
  counterparty: string | null;
}

/** A statement with its rows' ledger context, pending debits and available balance. */
export interface StatementDetail extends Statement {
  accountId: number;
  entries: StatementEntry[];
  /** Holds placed within the period and still active; empty for a period that ended before today. */
  pending: PendingEntry[];
  /**
   * Available balance at the end of the period, cents: the closing balance less the active
   * holds when the period runs to today, else the closing balance.
   */
  available: number;
  /** Business time the statement was made. */
  createdAt: Date;
}

/**
 * The statement of one account for a period, with the ledger context of each row.
 * @param ownerId the session user, or null for an admin
 * @param range `from`/`to` as YYYY-MM-DD, inclusive (the defaults of buildStatement)
 * @param now business time: the statement's creation time and "today"
 * @throws NOT_FOUND for another's account; BAD_REQUEST for malformed or reversed dates
 */
export function buildStatementDetail(
  db: Db,
  accountId: number,
  ownerId: number | null,
  range: { from?: string | null; to?: string | null },
  now: Date,
): StatementDetail {
  const statement = buildStatement(db, accountId, ownerId, range, now);
  const rows = db
    .select({
      id: transactions.id,
      postingId: transactions.postingId,
      kind: journalEntries.kind,
      journalId: journalEntries.id,
      transferId: journalEntries.transferId,
      date: transactions.date,
      bookedAt: postings.createdAt,
      type: transactions.type,
      amount: transactions.amount,
      balance: transactions.balance,
      description: transactions.description,
      reference: transactions.reference,
    })
    .from(transactions)
    .innerJoin(postings, eq(postings.id, transactions.postingId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.journalId))
    .where(
      and(
        eq(transactions.accountId, accountId),
        gte(transactions.date, statement.from),
        lte(transactions.date, statement.to),
      ),
    )
    .orderBy(asc(transactions.id))
    .all();
  const names = counterparties(db, accountId);
  const merchants = merchantsOf(
    db,
    rows.filter((r) => r.kind === 'CARD_PURCHASE').map((r) => r.journalId),
  );
  const entries = rows.map(
    (r): StatementEntry => ({
      id: r.id,
      postingId: r.postingId,
      kind: r.kind,
      date: r.date,
      bookedAt: r.bookedAt,
      type: r.type,
      amount: r.amount,
      balance: r.balance,
      description: r.description,
      reference: r.reference,
      counterparty:
        (r.transferId !== null ? names.transfer(r.transferId, r.type) : null) ??
        merchants.get(r.journalId) ??
        payerOfInbound(r.kind, r.description),
    }),
  );
  const today = now.toISOString().slice(0, 10);
  const current = statement.to >= today;
  const pending = current ? pendingEntries(db, accountId, statement.from, names) : [];
  return {
    ...statement,
    accountId,
    entries,
    pending,
    available: current ? statement.closing - heldCents(db, accountId) : statement.closing,
    createdAt: now,
  };
}

/** Inbound simulations name the payer only in the row's text ("ACH credit from X", "Wire from X"). */
function payerOfInbound(kind: string, description: string): string | null {
  if (kind === 'INBOUND_ACH' && description.startsWith('ACH credit from ')) {
    return description.slice('ACH credit from '.length);
  }
  if (kind === 'INBOUND_WIRE' && description.startsWith('Wire from ')) {
    return description.slice('Wire from '.length);
  }
  return null;
}

/** The merchant of each settled card purchase, by its journal entry. */
function merchantsOf(db: Db, journalIds: number[]): Map<number, string> {
  if (journalIds.length === 0) return new Map();
  const rows = db
    .select({ journalId: cardAuthorizations.journalId, merchant: cardAuthorizations.merchant })
    .from(cardAuthorizations)
    .where(inArray(cardAuthorizations.journalId, journalIds))
    .all();
  return new Map(rows.map((r) => [r.journalId!, r.merchant]));
}

/**
 * Names the other party of a transfer seen from `accountId`: the payer (holder of the source)
 * on a credit; on a debit the payee (the beneficiary's name, or the holder of the
 * destination for a transfer between members); for the customer's own accounts the account.
 */
function counterparties(db: Db, accountId: number) {
  const cache = new Map<string, string | null>();
  const holderOf = (id: number) => {
    const row = db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        userId: accounts.userId,
        accountType: accounts.accountType,
        accountNumber: accounts.accountNumber,
      })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(accounts.id, id))
      .get();
    return row;
  };
  const self = holderOf(accountId);
  const nameOf = (otherAccountId: number): string | null => {
    const other = holderOf(otherAccountId);
    if (!other) return null;
    if (self && other.userId === self.userId) return accountLabel(other);
    return `${other.firstName} ${other.lastName}`;
  };
  return {
    transfer(transferId: number, type: 'DEBIT' | 'CREDIT'): string | null {
      const key = `${transferId}:${type}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      const t = db.select().from(transfers).where(eq(transfers.id, transferId)).get();
      let name: string | null = null;
      if (t) {
        const outgoing = t.fromAccountId === accountId ? type === 'DEBIT' : type === 'CREDIT';
        if (!outgoing) name = nameOf(t.fromAccountId);
        else if (t.beneficiaryId !== null) {
          name =
            db
              .select({ name: beneficiaries.name })
              .from(beneficiaries)
              .where(eq(beneficiaries.id, t.beneficiaryId))
              .get()?.name ?? null;
        }
        if (outgoing && name === null && t.toAccountId !== null) name = nameOf(t.toAccountId);
      }
      cache.set(key, name);
      return name;
    },
  };
}

/** Active holds of the account placed on or after `from` for an outgoing transfer or a card purchase. */
function pendingEntries(
  db: Db,
  accountId: number,
  from: string,
  names: ReturnType<typeof counterparties>,
): PendingEntry[] {
  const rows = db
    .select({
      id: holds.id,
      amount: holds.amount,
      placedAt: holds.createdAt,
      transferId: holds.transferId,
      merchant: cardAuthorizations.merchant,
    })
    .from(holds)
    .leftJoin(cardAuthorizations, eq(cardAuthorizations.id, holds.cardAuthorizationId))
    .where(and(eq(holds.accountId, accountId), eq(holds.status, 'ACTIVE')))
    .orderBy(asc(holds.id))
    .all();
  const result: PendingEntry[] = [];
  for (const r of rows) {
    if (r.placedAt.toISOString().slice(0, 10) < from) continue;
    if (r.transferId !== null) {
      const t = db
        .select({ description: transfers.description })
        .from(transfers)
        .where(eq(transfers.id, r.transferId))
        .get();
      result.push({
        id: r.id,
        placedAt: r.placedAt,
        amount: r.amount,
        description: `Transfer TRF-${r.transferId} pending${t?.description ? ` - ${t.description}` : ''}`,
        reference: `TRF-${r.transferId}`,
        counterparty: names.transfer(r.transferId, 'DEBIT'),
      });
    } else if (r.merchant !== null) {
      result.push({
        id: r.id,
        placedAt: r.placedAt,
        amount: r.amount,
        description: `Card purchase at ${r.merchant} (pending)`,
        reference: null,
        counterparty: r.merchant,
      });
    }
  }
  return result;
}
