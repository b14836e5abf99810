/**
 * A loan's schedule as the customer and the admin read it: each instalment's shown status,
 * one page of the schedule, and the loan's figures taken from it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanInstalments, loans } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { formatCents } from '../../shared/money';
import { type Order, type Page, type PageQuery, tablePage } from '../paging';

/** A stored schedule row. */
export type InstalmentRow = typeof loanInstalments.$inferSelect;

/** An instalment's status as the API shows it (see `instalmentStatuses`). */
export type InstalmentStatus = 'PAID' | 'OVERDUE' | 'DUE' | 'SCHEDULED';

/** An instalment as the API carries it: decimal strings, ISO date. */
export interface InstalmentDto {
  number: number;
  dueDate: string;
  principal: string;
  interest: string;
  total: string;
  remainingBalance: string;
  lateFee: string;
  status: InstalmentStatus;
  paidOn: string | null;
}

/**
 * The shown status of each row of one loan's schedule, in instalment order.
 * Rule: a paid row is PAID; an unpaid row that was missed (stored LATE) or whose due date is
 * before the business date is OVERDUE; the first other unpaid row is DUE (the next one to
 * pay); every later unpaid row is SCHEDULED.
 * @param rows the loan's stored rows (status DUE, LATE or PAID; due dates YYYY-MM-DD), by number
 * @param today the business date, YYYY-MM-DD
 * @returns one status per row, same order
 */
export function instalmentStatuses(
  rows: readonly { status: 'DUE' | 'LATE' | 'PAID'; dueDate: string }[],
  today: string,
): InstalmentStatus[] {
  let nextSeen = false;
  return rows.map((r) => {
    if (r.status === 'PAID') return 'PAID';
    if (r.status === 'LATE' || r.dueDate < today) return 'OVERDUE';
    if (nextSeen) return 'SCHEDULED';
    nextSeen = true;
    return 'DUE';
  });
}

function toInstalmentDto(row: InstalmentRow, status: InstalmentStatus): InstalmentDto {
  return {
    number: row.number,
    dueDate: row.dueDate,
    principal: formatCents(row.principal),
    interest: formatCents(row.interest),
    total: formatCents(row.total),
    remainingBalance: formatCents(row.balanceAfter),
    lateFee: formatCents(row.lateFee),
    status,
    paidOn: row.paidOn,
  };
}

const SCHEDULE_ORDER: Order<InstalmentRow> = [
  { column: loanInstalments.number, dir: 'asc', kind: 'integer', value: (r) => r.number },
];

/** The loan of `userId` (admins: any) or NOT_FOUND. */
export function ownedLoan(db: Db, loanId: number, userId: number | null) {
  const loan = db.select().from(loans).where(eq(loans.id, loanId)).get();
  if (!loan || (userId !== null && loan.userId !== userId)) throw notFound('Loan');
  return loan;
}

/**
 * One page of a loan's schedule, by instalment number, with the count (unique index on
 * loan and number), each row with its shown status (`instalmentStatuses`). `userId` null
 * reads any loan (admins).
 * @throws NOT_FOUND for another customer's loan; BAD_REQUEST for a foreign cursor
 * @param now business time (the bank's clock): rows due before its day and unpaid are OVERDUE
 */
export function listSchedule(
  db: Db,
  loanId: number,
  userId: number | null,
  q: PageQuery,
  now: Date,
): Page<InstalmentDto> {
  ownedLoan(db, loanId, userId);
  const all = db
    .select({
      id: loanInstalments.id,
      status: loanInstalments.status,
      dueDate: loanInstalments.dueDate,
    })
    .from(loanInstalments)
    .where(eq(loanInstalments.loanId, loanId))
    .orderBy(asc(loanInstalments.number))
    .all();
  const statuses = instalmentStatuses(all, now.toISOString().slice(0, 10));
  const byId = new Map(all.map((r, k) => [r.id, statuses[k]!]));
  return tablePage(
    db,
    loanInstalments,
    eq(loanInstalments.loanId, loanId),
    SCHEDULE_ORDER,
    q,
    (row) => toInstalmentDto(row, byId.get(row.id) ?? 'SCHEDULED'),
  );
}

/**
 * A loan's figures from its schedule, the one calculation the loan screen shows.
 * @returns `monthsLeft`: how many instalments are unpaid (DUE or LATE); `balance`: cents of
 *   principal still owed, the sum of the unpaid rows' principal (equal to the first unpaid
 *   row's opening balance, since each row's principal lowers the balance it opens with);
 *   `scheduled`: false when the loan has no schedule rows at all
 */
export function loanFigures(
  db: Db,
  loanId: number,
): { monthsLeft: number; balance: number; scheduled: boolean } {
  const rows = db
    .select({ status: loanInstalments.status, principal: loanInstalments.principal })
    .from(loanInstalments)
    .where(eq(loanInstalments.loanId, loanId))
    .all();
  const unpaid = rows.filter((r) => r.status !== 'PAID');
  return {
    monthsLeft: unpaid.length,
    balance: unpaid.reduce((s, r) => s + r.principal, 0),
    scheduled: rows.length > 0,
  };
}
