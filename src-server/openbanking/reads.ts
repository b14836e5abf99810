/**
 * What a third party reads under a valid consent: the granted accounts (named by their opaque
 * resource ids), their balances and their transactions. Amounts are two-decimal strings in
 * USD, negative for money going out. Dates are business dates.
 */
import { and, asc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { accounts, holds, transactions, transfers } from '../db/schema';
import { heldCents } from '../ledger/balances';
import { formatCents } from '../shared/money';
import { businessDay, grantedAccounts } from './consents';
import { Psd2Error } from './errors';
import type { TransactionDetailsSchema, TransactionsQuerySchema } from './wire';

type TransactionDetails = z.infer<typeof TransactionDetailsSchema>;

const CURRENCY = 'USD';

/** An amount in NextGenPSD2's shape from signed cents. */
export function amountOf(cents: number) {
  return { currency: CURRENCY, amount: formatCents(cents) };
}

/** The granted accounts of a consent, with links (under `base`, '/psd2/v1' or a sandbox's) to what may be read of each. */
export function listAccounts(db: Db, consentId: string, base: string) {
  return {
    accounts: grantedAccounts(db, consentId)
      .filter((a) => a.closedAt === null)
      .map((a) => ({
        resourceId: a.resourceId,
        bban: a.accountNumber,
        currency: CURRENCY,
        name: a.accountType,
        product: a.accountType,
        cashAccountType: 'CACC' as const,
        status: 'enabled' as const,
        _links: {
          ...(a.balances
            ? { balances: { href: `${base}/accounts/${a.resourceId}/balances` } }
            : {}),
          ...(a.transactions
            ? { transactions: { href: `${base}/accounts/${a.resourceId}/transactions` } }
            : {}),
        },
      })),
  };
}

/**
 * One granted account by its resource id, with the right asked for.
 * @throws Psd2Error RESOURCE_UNKNOWN (404) when the consent does not name it;
 *   CONSENT_INVALID (401) when it names it without that right
 */
function grantedAccount(
  db: Db,
  consentId: string,
  resourceId: string,
  right: 'balances' | 'transactions',
) {
  const account = grantedAccounts(db, consentId).find(
    (a) => a.resourceId === resourceId && a.closedAt === null,
  );
  if (!account) {
    throw new Psd2Error('RESOURCE_UNKNOWN', 'This consent names no account with this id');
  }
  if (!account[right]) {
    throw new Psd2Error('CONSENT_INVALID', `The consent does not cover this account's ${right}`);
  }
  return account;
}

/**
 * The balances of a granted account: `closingBooked` at the end of the previous business day
 * (the posted balance less what was booked today or later) and `interimAvailable` now (posted
 * less held).
 * @throws Psd2Error as the account lookup: RESOURCE_UNKNOWN (404), CONSENT_INVALID (401)
 */
export function readBalances(db: Db, consentId: string, resourceId: string, now: Date) {
  const account = grantedAccount(db, consentId, resourceId, 'balances');
  const today = businessDay(now);
  const yesterday = businessDay(new Date(now.getTime() - 86_400_000));
  const posted =
    db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, account.accountId))
      .get()?.balance ?? 0;
  const sinceToday =
    db
      .select({
        net: sql<number>`coalesce(sum(case when ${transactions.type} = 'CREDIT' then ${transactions.amount} else -${transactions.amount} end), 0)`,
      })
      .from(transactions)
      .where(and(eq(transactions.accountId, account.accountId), gte(transactions.date, today)))
      .get()?.net ?? 0;
  return {
    account: { bban: account.accountNumber, currency: CURRENCY },
    balances: [
      {
        balanceAmount: amountOf(posted - sinceToday),
        balanceType: 'closingBooked' as const,
        referenceDate: yesterday,
      },
      {
        balanceAmount: amountOf(posted - heldCents(db, account.accountId)),
        balanceType: 'interimAvailable' as const,
        referenceDate: today,
      },
    ],
  };
}

function encodeCursor(date: string, id: number): string {
  return Buffer.from(`${date}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { date: string; id: number } {
  const [date, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !id || !/^\d+$/.test(id)) {
    throw new Psd2Error('FORMAT_ERROR', 'The cursor is not one this API gave');
  }
  return { date, id: Number(id) };
}

/**
 * The transactions of a granted account, oldest first. `booked` are statement rows (paged:
 * `limit` rows, `_links.next` while more follow, carrying the same filters and a cursor);
 * `pending` are outgoing transfers and card authorizations still on hold (all of them, on the
 * first page only). `dateFrom`/`dateTo` bound the booking date (the hold's date for pending).
 * @throws Psd2Error RESOURCE_UNKNOWN (404), CONSENT_INVALID (401) as the account lookup;
 *   FORMAT_ERROR (400) for a cursor this API did not give
 */
export function readTransactions(
  db: Db,
  consentId: string,
  resourceId: string,
  query: z.infer<typeof TransactionsQuerySchema>,
  base: string,
) {
  const account = grantedAccount(db, consentId, resourceId, 'transactions');
  const self = `${base}/accounts/${resourceId}`;
  const wantBooked = query.bookingStatus !== 'pending';
  const wantPending = query.bookingStatus !== 'booked';
  const result: {
    booked?: TransactionDetails[];
    pending?: TransactionDetails[];
    _links: { account: { href: string }; next?: { href: string } };
  } = { _links: { account: { href: self } } };

  if (wantBooked) {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.accountId, account.accountId),
          query.dateFrom ? gte(transactions.date, query.dateFrom) : undefined,
          query.dateTo ? lte(transactions.date, query.dateTo) : undefined,
          after
            ? or(
                gt(transactions.date, after.date),
                and(eq(transactions.date, after.date), gt(transactions.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(transactions.date), asc(transactions.id))
      .limit(query.limit + 1)
      .all();
    const page = rows.slice(0, query.limit);
    result.booked = page.map(bookedRow);
    const last = page.at(-1);
    if (rows.length > query.limit && last) {
      const next = new URLSearchParams({ bookingStatus: query.bookingStatus });
      if (query.dateFrom) next.set('dateFrom', query.dateFrom);
      if (query.dateTo) next.set('dateTo', query.dateTo);
      next.set('limit', String(query.limit));
      next.set('cursor', encodeCursor(last.date, last.id));
      result._links.next = { href: `${self}/transactions?${next}` };
    }
  }
  if (wantPending) {
    result.pending = query.cursor ? [] : pendingRows(db, account.accountId, query);
  }
  return { account: { bban: account.accountNumber, currency: CURRENCY }, transactions: result };
}

function bookedRow(row: typeof transactions.$inferSelect): TransactionDetails {
  return {
    transactionId: `tx-${row.id}`,
    bookingDate: row.date,
    valueDate: row.date,
    transactionAmount: amountOf(row.type === 'CREDIT' ? row.amount : -row.amount),
    remittanceInformationUnstructured: row.description,
  };
}

function pendingRows(
  db: Db,
  accountId: number,
  query: { dateFrom?: string; dateTo?: string },
): TransactionDetails[] {
  return db
    .select({
      id: holds.id,
      amount: holds.amount,
      transferAt: transfers.createdAt,
      description: transfers.description,
      heldAt: holds.createdAt,
      card: holds.cardAuthorizationId,
    })
    .from(holds)
    .leftJoin(transfers, eq(transfers.id, holds.transferId))
    .where(
      and(
        eq(holds.accountId, accountId),
        eq(holds.status, 'ACTIVE'),
        or(sql`${holds.transferId} is not null`, sql`${holds.cardAuthorizationId} is not null`),
      ),
    )
    .orderBy(asc(holds.id))
    .all()
    .map((h) => {
      const date = businessDay(h.transferAt ?? h.heldAt);
      return {
        transactionId: `hold-${h.id}`,
        valueDate: date,
        transactionAmount: amountOf(-h.amount),
        remittanceInformationUnstructured:
          h.description ?? (h.card !== null ? 'Card authorization' : 'Transfer'),
      };
    })
    .filter(
      (t) =>
        (!query.dateFrom || t.valueDate >= query.dateFrom) &&
        (!query.dateTo || t.valueDate <= query.dateTo),
    );
}
