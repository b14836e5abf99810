/**
 * The admin lists of work and records with names instead of bare ids: support tickets,
 * feedback and loan applications (the sender's or applicant's name), enrollment
 * applications (by status) and the audit log (the actor's name, and the user's when the
 * entry is about a user). Users are joined on their primary key (joined-page.ts); the
 * status filters read each table's status index, or narrow a walk of the primary key.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { auditLog, feedback, loanApplications, supportTickets, users } from '../../db/schema';
import { formatCents } from '../../shared/money';
import { byId, type PageQuery } from '../paging';
import { fullName, joinedPage } from './joined-page';

// The audit log names two users: who acted and, for user entries, whom it was about.
const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

/** The names of the user joined as `users`. */
const names = { firstName: users.firstName, lastName: users.lastName };

// Each list selects its table's columns by name, so a column added to a table later reaches
// an admin only when it is added here (and to the row's schema) on purpose.
/** A support ticket's columns, as TicketSchema shows them. */
const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  subject: supportTickets.subject,
  category: supportTickets.category,
  priority: supportTickets.priority,
  message: supportTickets.message,
  email: supportTickets.email,
  phone: supportTickets.phone,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
};
/** A feedback's columns, as FeedbackSchema shows them. */
const feedbackColumns = {
  id: feedback.id,
  userId: feedback.userId,
  rating: feedback.rating,
  category: feedback.category,
  message: feedback.message,
  createdAt: feedback.createdAt,
};
/** A loan application's columns, as LoanApplicationSchema shows them (cents until mapped). */
const loanApplicationColumns = {
  id: loanApplications.id,
  userId: loanApplications.userId,
  loanType: loanApplications.loanType,
  amount: loanApplications.amount,
  termMonths: loanApplications.termMonths,
  purpose: loanApplications.purpose,
  annualIncome: loanApplications.annualIncome,
  status: loanApplications.status,
  createdAt: loanApplications.createdAt,
};
/** An audit entry's columns (its chain hash stays on the server). */
const auditColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

/**
 * An audit side as the list shows it: the stored object, or null when there is none. Every
 * writer stores an object; anything else (a hand-made row) is shown as `{value}` rather than
 * failing the whole page.
 */
function snapshot(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/**
 * One page of every support ticket, newest first, with the count; filter: status (OPEN,
 * CLOSED). Each row adds `customerName` (null for a visitor's ticket).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminTicketRows(db: Db, q: PageQuery & { status?: string }) {
  const filters = q.status ? eq(supportTickets.status, q.status) : undefined;
  return joinedPage(
    db,
    supportTickets,
    filters,
    byId<{ id: number }>(supportTickets.id, 'desc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({ row: ticketColumns, ...names })
        .from(supportTickets)
        .leftJoin(users, eq(users.id, supportTickets.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    (r) => ({
      ...r.row,
      createdAt: r.row.createdAt.toISOString(),
      customerName: fullName(r.firstName, r.lastName),
    }),
  );
}

/**
 * One page of all feedback, newest first, with the count. Each row adds `customerName`
 * (null for a visitor's feedback).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminFeedbackRows(db: Db, q: PageQuery) {
  return joinedPage(
    db,
    feedback,
    undefined,
    byId<{ id: number }>(feedback.id, 'desc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({ row: feedbackColumns, ...names })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    (r) => ({
      ...r.row,
      createdAt: r.row.createdAt.toISOString(),
      customerName: fullName(r.firstName, r.lastName),
    }),
  );
}

/**
 * One page of all loan applications, newest first, with the count; filter: status
 * (PENDING, APPROVED, REJECTED). Each row adds the applicant's `customerName`.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminLoanApplicationRows(db: Db, q: PageQuery & { status?: string }) {
  const filters = q.status ? eq(loanApplications.status, q.status) : undefined;
  return joinedPage(
    db,
    loanApplications,
    filters,
    byId<{ id: number }>(loanApplications.id, 'desc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({ row: loanApplicationColumns, ...names })
        .from(loanApplications)
        .leftJoin(users, eq(users.id, loanApplications.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    ({ row, firstName, lastName }) => ({
      ...row,
      amount: formatCents(row.amount),
      annualIncome: row.annualIncome === null ? null : formatCents(row.annualIncome),
      createdAt: row.createdAt.toISOString(),
      customerName: fullName(firstName, lastName),
    }),
  );
}

/**
 * One page of the audit log, newest first, with the count; filters: actor, action, target
 * type, date range (YYYY-MM-DD, whole days in UTC). Each entry adds `actorName` (null for
 * the bank itself) and `targetName` (the user's name when the target is a user). Never
 * changed.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function adminAuditRows(
  db: Db,
  q: PageQuery & {
    actorId?: number;
    action?: string;
    targetType?: string;
    from?: string;
    to?: string;
  },
) {
  const filters = and(
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lte(auditLog.createdAt, new Date(`${q.to}T23:59:59.999Z`)) : undefined,
  );
  return joinedPage(
    db,
    auditLog,
    filters,
    byId<{ id: number }>(auditLog.id, 'desc'),
    q,
    (where, orderBy, limit, offset) =>
      db
        .select({
          row: auditColumns,
          actorFirst: actor.firstName,
          actorLast: actor.lastName,
          targetFirst: targetUser.firstName,
          targetLast: targetUser.lastName,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        // target_id is text; compared with the integer key it is read as a number, so the
        // lookup is still by primary key.
        .leftJoin(
          targetUser,
          and(eq(auditLog.targetType, 'user'), sql`${targetUser.id} = ${auditLog.targetId}`),
        )
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    ({ row, actorFirst, actorLast, targetFirst, targetLast }) => ({
      id: row.id,
      actorId: row.actorId,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: snapshot(row.before),
      after: snapshot(row.after),
      createdAt: row.createdAt.toISOString(),
      actorName: fullName(actorFirst, actorLast),
      targetName: fullName(targetFirst, targetLast),
    }),
  );
}
