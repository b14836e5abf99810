/**
 * The admin pickers' searches: customers, accounts, cards and transfers found by what a
 * person knows (a name, a username, an email, the last digits of a number) and answered with
 * a label that names them ("Ada Lovelace · Checking ····1234"), page by page. Each search
 * walks one index in its own order and stops at the page: a customer's accounts, cards and
 * transfers read the owner's index (`accounts_user_idx`, `transfers_user_idx`); without an
 * owner the table's primary key is walked with the search as a filter, newest or oldest
 * first, and the walk ends as soon as the page is full. One id (`id`) reads that row alone,
 * so a picker can name the value it holds.
 *
 * Customers, accounts and cards are here; transfers are lookup-transfers.ts, and the text
 * matching and label pieces every search shares are lookup-text.ts.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, creditCards, users } from '../../db/schema';
import { formatCents } from '../../shared/money';
import { byId, type Page, type PageQuery } from '../paging';
import { fullName, joinedPage } from './joined-page';
import {
  accountShortLabel,
  contains,
  digitsOf,
  likeText,
  personMatches,
  typeName,
} from './lookup-text';

/** What every search takes: the page, the text typed (trimmed, may be empty) and one id. */
export type LookupQuery = PageQuery & { q?: string; id?: number };

/** A customer as a picker shows it. */
export interface CustomerChoice {
  id: number;
  name: string;
  username: string;
  email: string;
  /** "Ada Lovelace (ada)". */
  label: string;
}

/** An account as a picker shows it; `balance` is decimal dollars. */
export interface AccountChoice {
  id: number;
  userId: number;
  customerName: string;
  accountType: string;
  accountNumber: string;
  balance: string;
  /** "Ada Lovelace · Checking ····1234". */
  label: string;
}

/** A card as a picker shows it (never its whole number). */
export interface CardChoice {
  id: number;
  accountId: number;
  userId: number;
  customerName: string;
  lastFour: string;
  /** "Ada Lovelace · Debit card ····4242 (Checking ····1234)". */
  label: string;
}

/**
 * Customers (open users of any role) whose username, email or name contains `q`, or the one
 * with id `id`; oldest first (primary key walk that stops at the page), no count.
 * @throws BAD_REQUEST for a cursor this search did not give
 */
export function lookupCustomers(db: Db, q: LookupQuery): Page<CustomerChoice> {
  type Row = typeof users.$inferSelect;
  const filters = and(
    isNull(users.closedAt),
    q.id ? eq(users.id, q.id) : undefined,
    personMatches(q.q),
  );
  return joinedPage<Row, object, CustomerChoice>(
    db,
    users,
    filters,
    byId<Row>(users.id, 'asc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({ row: users })
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    ({ row }) => {
      const name = `${row.firstName} ${row.lastName}`.trim();
      return {
        id: row.id,
        name,
        username: row.username,
        email: row.email,
        label: `${name} (${row.username})`,
      };
    },
    false,
  );
}

/**
 * Open accounts whose number contains `q` or whose owner's name, username or email does;
 * only `userId`'s when given (owner index); or the one with id `id`. Oldest first, no count.
 * @throws BAD_REQUEST for a cursor this search did not give
 */
export function lookupAccounts(db: Db, q: LookupQuery & { userId?: number }): Page<AccountChoice> {
  type Row = typeof accounts.$inferSelect;
  const text = q.q;
  const filters = and(
    isNull(accounts.closedAt),
    q.id ? eq(accounts.id, q.id) : undefined,
    q.userId ? eq(accounts.userId, q.userId) : undefined,
    text
      ? or(
          likeText(accounts.accountNumber, contains(text)),
          likeText(accounts.accountType, contains(text)),
          personMatches(text),
        )
      : undefined,
  );
  return joinedPage<Row, { firstName: string | null; lastName: string | null }, AccountChoice>(
    db,
    accounts,
    filters,
    byId<Row>(accounts.id, 'asc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({ row: accounts, firstName: users.firstName, lastName: users.lastName })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    ({ row, firstName, lastName }) => {
      const customerName = fullName(firstName, lastName) ?? '';
      return {
        id: row.id,
        userId: row.userId,
        customerName,
        accountType: row.accountType,
        accountNumber: row.accountNumber,
        balance: formatCents(row.balance),
        label: `${customerName} · ${accountShortLabel(row.accountType, row.accountNumber)}`,
      };
    },
    false,
  );
}

/**
 * Cards of open accounts whose last digits, holder or owner match `q`; only `userId`'s or
 * `accountId`'s when given; or the one with id `id`. Oldest first, no count. A digit search
 * matches the end of the card number only, so a search never reveals a whole number.
 * @throws BAD_REQUEST for a cursor this search did not give
 */
export function lookupCards(
  db: Db,
  q: LookupQuery & { userId?: number; accountId?: number },
): Page<CardChoice> {
  type Row = typeof creditCards.$inferSelect;
  const digits = digitsOf(q.q);
  const filters = and(
    isNull(accounts.closedAt),
    q.id ? eq(creditCards.id, q.id) : undefined,
    q.userId ? eq(accounts.userId, q.userId) : undefined,
    q.accountId ? eq(creditCards.accountId, q.accountId) : undefined,
    q.q
      ? or(
          digits ? likeText(creditCards.cardNumber, `%${digits.slice(-4)}`) : undefined,
          likeText(creditCards.cardholderName, contains(q.q)),
          personMatches(q.q),
        )
      : undefined,
  );
  return joinedPage<
    Row,
    {
      firstName: string | null;
      lastName: string | null;
      userId: number;
      accountType: string;
      accountNumber: string;
    },
    CardChoice
  >(
    db,
    creditCards,
    filters,
    byId<Row>(creditCards.id, 'asc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({
          row: creditCards,
          firstName: users.firstName,
          lastName: users.lastName,
          userId: accounts.userId,
          accountType: accounts.accountType,
          accountNumber: accounts.accountNumber,
        })
        .from(creditCards)
        .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    (r) => {
      const customerName = fullName(r.firstName, r.lastName) ?? '';
      const lastFour = r.row.cardNumber.slice(-4);
      const kind = `${typeName(r.row.cardType)} card`;
      return {
        id: r.row.id,
        accountId: r.row.accountId,
        userId: r.userId,
        customerName,
        lastFour,
        label: `${customerName} · ${kind} ····${lastFour} (${accountShortLabel(r.accountType, r.accountNumber)})`,
      };
    },
    false,
  );
}
