/**
 * The admin transfer picker's search: transfers found by id, customer, payee, reference or
 * description, newest first like the admin transfer list. Apart from the customer, account and
 * card searches (lookup.ts) because it follows the transfers' own order and filters (status,
 * type) rather than the id walk the others share.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, transfers, users } from '../../db/schema';
import { displayUsd, formatCents } from '../../shared/money';
import type { Page } from '../paging';
import { TRANSFER_ORDER } from '../transfers/list';
import type { TransferStatus } from '../transfers/settlement';
import { fullName, joinedPage } from './joined-page';
import type { LookupQuery } from './lookup';
import { contains, digitsOf, likeText, personMatches } from './lookup-text';

/** A transfer as a picker shows it; `amount` is decimal dollars. */
export interface TransferChoice {
  id: number;
  userId: number;
  customerName: string;
  amount: string;
  transferType: string;
  status: string;
  /** "Transfer 42 · Ada Lovelace · $250.00 LOCAL to Acme Supplies · COMPLETED". */
  label: string;
}

/**
 * Transfers, newest first (creation time, then id, the admin transfer list's order), whose id is `q`, or whose customer, payee, reference or
 * description contains it; only `userId`'s (owner index on user and time), of `status` or `transferType`
 * when given; or the one with id `id`. No count.
 * @throws BAD_REQUEST for a cursor this search did not give
 */
export function lookupTransfers(
  db: Db,
  q: LookupQuery & {
    userId?: number;
    status?: TransferStatus;
    transferType?: 'INTERNAL' | 'LOCAL' | 'WIRE';
  },
): Page<TransferChoice> {
  type Row = typeof transfers.$inferSelect;
  const digits = digitsOf(q.q);
  const filters = and(
    q.id ? eq(transfers.id, q.id) : undefined,
    q.userId ? eq(transfers.userId, q.userId) : undefined,
    q.status ? eq(transfers.status, q.status) : undefined,
    q.transferType ? eq(transfers.transferType, q.transferType) : undefined,
    q.q
      ? or(
          digits && digits.length <= 15 ? eq(transfers.id, Number(digits)) : undefined,
          likeText(beneficiaries.name, contains(q.q)),
          likeText(transfers.reference, contains(q.q)),
          likeText(transfers.description, contains(q.q)),
          personMatches(q.q),
        )
      : undefined,
  );
  return joinedPage<
    Row,
    { firstName: string | null; lastName: string | null; payee: string | null },
    TransferChoice
  >(
    db,
    transfers,
    filters,
    TRANSFER_ORDER,
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({
          row: transfers,
          firstName: users.firstName,
          lastName: users.lastName,
          payee: beneficiaries.name,
        })
        .from(transfers)
        .innerJoin(users, eq(users.id, transfers.userId))
        .leftJoin(beneficiaries, eq(beneficiaries.id, transfers.beneficiaryId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    (r) => {
      const customerName = fullName(r.firstName, r.lastName) ?? '';
      const to = r.payee ? ` to ${r.payee}` : '';
      return {
        id: r.row.id,
        userId: r.row.userId,
        customerName,
        amount: formatCents(r.row.amount),
        transferType: r.row.transferType,
        status: r.row.status,
        label: `Transfer ${r.row.id} · ${customerName} · ${displayUsd(r.row.amount)} ${r.row.transferType}${to} · ${r.row.status}`,
      };
    },
    false,
  );
}
