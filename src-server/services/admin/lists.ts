/**
 * The admin bills list with paging and filters. The lists that name customers and accounts
 * are in named-lists.ts and named-queues.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills } from '../../db/schema';
import { formatCents } from '../../shared/money';
import { overdueAt } from '../bills/bills';
import type { Order, PageQuery } from '../paging';
import { tablePage } from '../paging';

/** Paging and filters of an admin list. */
export type AdminQuery<F> = PageQuery & F;

type BillRow = typeof bills.$inferSelect;

/** Latest due date first, then id (indexes on due date, (status, due date), (user, due date)). */
const BILL_ORDER: Order<BillRow> = [
  { column: bills.dueDate, dir: 'desc', kind: 'text', value: (r) => r.dueDate },
  { column: bills.id, dir: 'desc', kind: 'integer', value: (r) => r.id },
];

/**
 * One page of all bills, latest due date first, with the count; filters: user, status.
 * Each bill says whether it is overdue at business time `now` (PENDING, due before that day).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminBills(db: Db, q: AdminQuery<{ userId?: number; status?: string }>, now: Date) {
  const where = and(
    q.userId ? eq(bills.userId, q.userId) : undefined,
    q.status ? eq(bills.status, q.status) : undefined,
  );
  return tablePage(db, bills, where, BILL_ORDER, q, (b: BillRow) => ({
    id: b.id,
    userId: b.userId,
    billerName: b.billerName,
    status: b.status,
    amount: formatCents(b.amount),
    dueDate: b.dueDate,
    isRecurring: b.isRecurring ? 'true' : 'false',
    overdue: overdueAt(b, now),
  }));
}
