/**
 * The admin lists of money movements with names instead of bare ids: transfers (customer,
 * from-account number, payee or receiving account number), statement rows (owner and
 * account number) and deposits (customer and account number). Each joins users and accounts
 * on their primary keys (joined-page.ts), so the list keeps the index its filters use.
 */
import { and, eq, gte, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts, beneficiaries, deposits, transactions, transfers, users } from '../../db/schema';
import { type Language, translateText } from '../../i18n/translate';
import { type DepositRow, toDepositDto } from '../deposits/records';
import { byId, newestFirst, orderTerms, type PageQuery } from '../paging';
import { toTransactionDto } from '../transactions/rows';
import { toTransferDto } from '../transfers/dto';
import { TRANSFER_ORDER } from '../transfers/list';
import type { TransferStatus } from '../transfers/settlement';
import { fullName, joinedPage } from './joined-page';

// Two roles of the accounts table in one transfer row.
const fromAccount = alias(accounts, 'from_account');
const toAccount = alias(accounts, 'to_account');

/**
 * The joined select of the admin transfer list: each transfer with its customer's names, the
 * two account numbers and the payee's name, matching `where`, newest first.
 */
function adminTransferSelect(
  db: Db,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select({
      row: transfers,
      firstName: users.firstName,
      lastName: users.lastName,
      fromNumber: fromAccount.accountNumber,
      toNumber: toAccount.accountNumber,
      payee: beneficiaries.name,
    })
    .from(transfers)
    .leftJoin(users, eq(users.id, transfers.userId))
    .leftJoin(fromAccount, eq(fromAccount.id, transfers.fromAccountId))
    .leftJoin(toAccount, eq(toAccount.id, transfers.toAccountId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, transfers.beneficiaryId))
    .where(where)
    .orderBy(...orderTerms(TRANSFER_ORDER))
    .limit(limit)
    .offset(offset);
}

/**
 * One page of all transfers, newest first (creation time, then id), with the count;
 * filters: status, user (indexes on created_at, (status, created_at), (user, created_at)).
 * Each row adds `customerName`, `fromAccountNumber`, `toAccountNumber` (internal transfers)
 * and `beneficiaryName` (LOCAL and WIRE).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminTransferRows(
  db: Db,
  q: PageQuery & { status?: TransferStatus; userId?: number },
) {
  const filters = and(
    q.status ? eq(transfers.status, q.status) : undefined,
    q.userId ? eq(transfers.userId, q.userId) : undefined,
  );
  // The screen's usual read, a first page, runs prepared once per connection and filter shape.
  const shape = `admin.transfers.first.${q.status ? 'status' : ''}.${q.userId ? 'user' : ''}`;
  return joinedPage(
    db,
    transfers,
    filters,
    TRANSFER_ORDER,
    q,
    (where, _orderBy, limit, offset) =>
      q.cursor
        ? adminTransferSelect(db, where, limit, offset).all()
        : prepared(db, shape, (d) =>
            adminTransferSelect(
              d,
              and(
                q.status ? eq(transfers.status, sql.placeholder('status')) : undefined,
                q.userId ? eq(transfers.userId, sql.placeholder('userId')) : undefined,
              ),
              sql.placeholder('limit'),
              sql.placeholder('offset'),
            ).prepare(),
          ).all({ status: q.status, userId: q.userId, limit, offset }),
    (r) => ({
      ...toTransferDto(r.row),
      customerName: fullName(r.firstName, r.lastName),
      fromAccountNumber: r.fromNumber,
      toAccountNumber: r.toNumber,
      beneficiaryName: r.payee,
    }),
  );
}

/**
 * One page of all statement rows, newest first, with the count; filters: user, account,
 * type, date range (YYYY-MM-DD). An account or user filter reads the (account, id) index;
 * type and dates alone narrow a walk of the primary key. Each row adds the account's
 * `accountNumber` and its owner's `userId` and `customerName`; the description is in
 * `language`, as the customer's own statement shows it (i18n/translate.ts).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminTransactionRows(
  db: Db,
  q: PageQuery & {
    userId?: number;
    accountId?: number;
    type?: 'DEBIT' | 'CREDIT';
    from?: string;
    to?: string;
  },
  language: Language = 'en',
) {
  const filters = and(
    q.accountId ? eq(transactions.accountId, q.accountId) : undefined,
    q.userId
      ? sql`${transactions.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.userId} = ${q.userId})`
      : undefined,
    q.type ? eq(transactions.type, q.type) : undefined,
    q.from ? gte(transactions.date, q.from) : undefined,
    q.to ? lte(transactions.date, q.to) : undefined,
  );
  return joinedPage(
    db,
    transactions,
    filters,
    byId<typeof transactions.$inferSelect>(transactions.id, 'desc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({
          row: transactions,
          userId: accounts.userId,
          accountNumber: accounts.accountNumber,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(transactions)
        .leftJoin(accounts, eq(accounts.id, transactions.accountId))
        .leftJoin(users, eq(users.id, accounts.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    (r) => ({
      ...toTransactionDto(r.row),
      description: translateText(r.row.description, language),
      userId: r.userId,
      customerName: fullName(r.firstName, r.lastName),
      accountNumber: r.accountNumber,
    }),
  );
}

/**
 * One page of every customer's deposits, newest first, with the count; filters: user,
 * status, kind. Each row adds `customerName` and the credited `accountNumber`.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminDepositRows(
  db: Db,
  q: PageQuery & { userId?: number; status?: DepositRow['status']; kind?: DepositRow['kind'] },
) {
  const filters = and(
    q.userId ? eq(deposits.userId, q.userId) : undefined,
    q.status ? eq(deposits.status, q.status) : undefined,
    q.kind ? eq(deposits.kind, q.kind) : undefined,
  );
  return joinedPage(
    db,
    deposits,
    filters,
    newestFirst<DepositRow>(deposits.createdAt, deposits.id),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({
          row: deposits,
          accountNumber: accounts.accountNumber,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(deposits)
        .leftJoin(users, eq(users.id, deposits.userId))
        .leftJoin(accounts, eq(accounts.id, deposits.accountId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    (r) => ({
      ...toDepositDto(r.row),
      customerName: fullName(r.firstName, r.lastName),
      accountNumber: r.accountNumber,
    }),
  );
}
