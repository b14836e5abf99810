/**
 * Read-only admin lists with paging and filters (issue "Admin" items 5-6): bills, statement
 * rows (transactions) and the audit log.
 */
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, auditLog, bills, transactions } from '../../db/schema';
import { formatCents } from '../../shared/money';
import { toTransactionDto } from '../transactions/list';

export interface Page {
  limit: number;
  offset: number;
}

const count = (
  db: Db,
  table: Parameters<ReturnType<Db['select']>['from']>[0],
  where: SQL | undefined,
) => db.select({ n: sql<number>`count(*)` }).from(table).where(where).get()?.n ?? 0;

/** All bills, newest due date first; filters: user, status. */
export function adminBills(db: Db, q: Page & { userId?: number; status?: string }) {
  const where = and(
    q.userId ? eq(bills.userId, q.userId) : undefined,
    q.status ? eq(bills.status, q.status) : undefined,
  );
  const items = db
    .select()
    .from(bills)
    .where(where)
    .orderBy(desc(bills.dueDate), desc(bills.id))
    .limit(q.limit)
    .offset(q.offset)
    .all()
    .map((b) => ({
      id: b.id,
      userId: b.userId,
      billerName: b.billerName,
      status: b.status,
      amount: formatCents(b.amount),
      dueDate: b.dueDate,
      isRecurring: b.isRecurring ? 'true' : 'false',
    }));
  return { items, total: count(db, bills, where) };
}

/** All statement rows, newest first; filters: user, account, type, date range (YYYY-MM-DD). */
export function adminTransactions(
  db: Db,
  q: Page & {
    userId?: number;
    accountId?: number;
    type?: 'DEBIT' | 'CREDIT';
    from?: string;
    to?: string;
  },
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
  const items = db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.id))
    .limit(q.limit)
    .offset(q.offset)
    .all()
    .map(toTransactionDto);
  return { items, total: count(db, transactions, where) };
}

/** The audit log, newest first; filters: actor, action, target type, date range. Never changed. */
export function adminAudit(
  db: Db,
  q: Page & { actorId?: number; action?: string; targetType?: string; from?: string; to?: string },
) {
  const where = and(
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lte(auditLog.createdAt, new Date(`${q.to}T23:59:59.999Z`)) : undefined,
  );
  const items = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(q.limit)
    .offset(q.offset)
    .all()
    .map((e) => ({
      id: e.id,
      actorId: e.actorId,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      before: e.before ?? null,
      after: e.after ?? null,
      createdAt: e.createdAt.toISOString(),
    }));
  return { items, total: count(db, auditLog, where) };
}
