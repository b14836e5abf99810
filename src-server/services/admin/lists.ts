/**
 * Read-only admin lists with paging and filters (items 5-6): bills, statement
 * rows (transactions) and the audit log.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, auditLog, bills, transactions } from '../../db/schema';
import { formatCents } from '../../shared/money';
import { byId, type Order, type PageQuery, tablePage } from '../paging';
import { toTransactionDto } from '../transactions/list';

/** Paging and filters of an admin list. */
export type AdminQuery<F> = PageQuery & F;

type BillRow = typeof bills.$inferSelect;
type TransactionRow = typeof transactions.$inferSelect;
type AuditRow = typeof auditLog.$inferSelect;

/** Latest due date first, then id (indexes on due date, (status, due date), (user, due date)). */
const BILL_ORDER: Order<BillRow> = [
  { column: bills.dueDate, dir: 'desc', kind: 'text', value: (r) => r.dueDate },
  { column: bills.id, dir: 'desc', kind: 'integer', value: (r) => r.id },
];

/**
 * One page of all bills, latest due date first, with the count; filters: user, status.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminBills(db: Db, q: AdminQuery<{ userId?: number; status?: string }>) {
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
  }));
}

/**
 * One page of all statement rows, newest first, with the count; filters: user, account,
 * type, date range (YYYY-MM-DD). An account or user filter reads the (account, id) index;
 * type and dates alone narrow a walk of the primary key.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminTransactions(
  db: Db,
  q: AdminQuery<{
    userId?: number;
    accountId?: number;
    type?: 'DEBIT' | 'CREDIT';
    from?: string;
    to?: string;
  }>,
) {
  const where = and(
    q.accountId ? eq(transactions.accountId, q.accountId) : undefined,
    q.userId
      ? sql`${transactions.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.userId} = ${q.userId})`
      : undefined,
    q.type ? eq(transactions.type, q.type) : undefined,
    q.from ? gte(transactions.date, q.from) : undefined,
    q.to ? lte(transactions.date, q.to) : undefined,
  );
  return tablePage(
    db,
    transactions,
    where,
    byId<TransactionRow>(transactions.id, 'desc'),
    q,
    toTransactionDto,
  );
}

/**
 * One page of the audit log, newest first, with the count; filters: actor, action, target
 * type, date range. Never changed.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminAudit(
  db: Db,
  q: AdminQuery<{
    actorId?: number;
    action?: string;
    targetType?: string;
    from?: string;
    to?: string;
  }>,
) {
  const where = and(
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lte(auditLog.createdAt, new Date(`${q.to}T23:59:59.999Z`)) : undefined,
  );
  return tablePage(db, auditLog, where, byId<AuditRow>(auditLog.id, 'desc'), q, (e: AuditRow) => ({
    id: e.id,
    actorId: e.actorId,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    before: e.before ?? null,
    after: e.after ?? null,
    createdAt: e.createdAt.toISOString(),
  }));
}
