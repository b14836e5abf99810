/**
 * Collecting loan instalments by close of business, and a loan's arrears.
 *
 * Collection (COB step `loanInstalments`, `collectLoanInstalments`): on each business day
 * every unpaid instalment of an ACTIVE loan due on or before that day is debited, oldest
 * first, from the loan's repayment account to the bank's LOANS ledger account when autopay is
 * on. An instalment not paid on its due date is missed: it turns LATE and a late fee of
 * LOAN_LATE_FEE_CENTS is assessed on it once; it stays owed and is retried on every following
 * close of business (together with its fee) until paid. Three LATE instalments at once
 * default the loan; paying the last instalment pays the loan off.
 */
import dayjs from 'dayjs';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, loanInstalments, loans } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { businessRule } from '../../domain/errors';
import { heldCents } from '../../ledger/balances';
import { postJournal } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { accountLabel } from '../accounts/list';
import { notify } from '../notifications/notify';
import { type InstalmentRow, ownedLoan } from './instalments';
import { scheduleUnscheduledLoans, unpaidInstalments, unpaidOf } from './schedule';

/** The fee assessed once on each missed instalment: 25.00, in cents. */
export const LOAN_LATE_FEE_CENTS = 2_500;

/** How many LATE (missed, still unpaid) instalments at once make a loan DEFAULTED. */
export const MISSED_INSTALMENTS_TO_DEFAULT = 3;

/** A loan's arrears: cents owed on LATE instalments (their totals plus late fees) and how many. */
export function loanArrears(db: Db, loanId: number): { overdue: number; missed: number } {
  const late = db
    .select({ total: loanInstalments.total, fee: loanInstalments.lateFee })
    .from(loanInstalments)
    .where(and(eq(loanInstalments.loanId, loanId), eq(loanInstalments.status, 'LATE')))
    .all();
  return { overdue: late.reduce((s, r) => s + r.total + r.fee, 0), missed: late.length };
}

/** The earliest unpaid instalment's due date, or null. */
function nextUnpaidDate(db: Db, loanId: number): string | null {
  return (
    db
      .select({ dueDate: loanInstalments.dueDate })
      .from(loanInstalments)
      .where(unpaidOf(loanId))
      .orderBy(asc(loanInstalments.number))
      .get()?.dueDate ?? null
  );
}

/** Available cents of an account (posted balance − active holds). */
function available(db: Db, accountId: number): number {
  const row = db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get();
  return row ? row.balance - heldCents(db, accountId) : 0;
}

/** Debits one instalment (plus its late fee) and updates the loan; false when short of funds. */
function payInstalment(
  db: Db,
  loan: typeof loans.$inferSelect,
  inst: InstalmentRow,
  date: string,
  at: Date,
): boolean {
  const accountId = loan.repaymentAccountId!;
  const owed = inst.total + inst.lateFee;
  if (available(db, accountId) < owed) return false;
  const account = db.select().from(accounts).where(eq(accounts.id, accountId)).get()!;
  postJournal(db, {
    kind: 'LOAN_INSTALMENT',
    description: `Instalment ${inst.number} of loan ${loan.id}`,
    createdBy: null,
    at,
    lines: [
      {
        accountId,
        amount: -owed,
        description: `Loan instalment ${inst.number} - ${loan.loanType} loan #${loan.id}`,
        category: 'LOANS',
        reference: `LOAN-${loan.id}-${inst.number}`,
      },
      { ledger: 'LOANS', amount: inst.total },
      ...(inst.lateFee > 0 ? [{ ledger: 'FEES' as const, amount: inst.lateFee }] : []),
    ],
  });
  db.update(loanInstalments)
    .set({ status: 'PAID', paidOn: date })
    .where(eq(loanInstalments.id, inst.id))
    .run();
  const balance = Math.max(0, loan.currentBalance - inst.principal);
  const next = nextUnpaidDate(db, loan.id);
  const paidOff = next === null || balance === 0;
  db.update(loans)
    .set({
      currentBalance: paidOff ? 0 : balance,
      status: paidOff ? 'PAID_OFF' : loan.status,
      nextPaymentDate: paidOff ? null : next,
    })
    .where(eq(loans.id, loan.id))
    .run();
  loan.currentBalance = paidOff ? 0 : balance;
  loan.status = paidOff ? 'PAID_OFF' : loan.status;
  notify(db, loan.userId, {
    type: 'PAYMENT',
    title: paidOff ? 'Loan paid off' : 'Loan instalment paid',
    message: `Instalment ${inst.number} of ${displayUsd(owed)} on your ${loan.loanType.toLowerCase()} loan was paid from ${accountLabel(account)}.${paidOff ? ' The loan is paid off.' : ''}`,
    at,
  });
  return true;
}

/**
 * COB step `loanInstalments` for the business day `date` (YYYY-MM-DD), idempotent per
 * instalment and day: a PAID instalment is never debited again and a late fee is assessed
 * only when the instalment turns LATE. For each ACTIVE loan with instalments due on or before
 * `date`, oldest first: with autopay on and a repayment account, debit each while the
 * available balance covers it (instalment + late fee) to LOANS (+ FEES), stopping at the first
 * it cannot cover; then every instalment due on or before `date` still unpaid and not yet LATE
 * turns LATE with LOAN_LATE_FEE_CENTS assessed and the customer told; at
 * MISSED_INSTALMENTS_TO_DEFAULT LATE instalments the loan becomes DEFAULTED.
 */
export function collectLoanInstalments(db: Db, date: string): void {
  const at = new Date(`${date}T23:59:59.000Z`);
  const due = db
    .select()
    .from(loanInstalments)
    .where(
      and(inArray(loanInstalments.status, ['DUE', 'LATE']), lte(loanInstalments.dueDate, date)),
    )
    .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.number))
    .all();
  const byLoan = new Map<number, InstalmentRow[]>();
  for (const row of due) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
  for (const [loanId, rows] of byLoan) {
    const loan = db.select().from(loans).where(eq(loans.id, loanId)).get();
    if (loan?.status !== 'ACTIVE') continue;
    let unpaid = rows;
    if (loan.autopay && loan.repaymentAccountId !== null) {
      let paid = 0;
      for (const inst of rows) {
        if (loan.status !== 'ACTIVE' || !payInstalment(db, loan, inst, date, at)) break;
        paid++;
      }
      unpaid = rows.slice(paid);
    }
    if (loan.status !== 'ACTIVE') continue;
    for (const inst of unpaid) {
      if (inst.status === 'LATE') continue;
      db.update(loanInstalments)
        .set({ status: 'LATE', lateFee: LOAN_LATE_FEE_CENTS })
        .where(eq(loanInstalments.id, inst.id))
        .run();
      notify(db, loan.userId, {
        type: 'PAYMENT',
        title: 'Loan instalment missed',
        message: `Instalment ${inst.number} of ${displayUsd(inst.total)} on your ${loan.loanType.toLowerCase()} loan, due ${inst.dueDate}, could not be paid. A late fee of ${displayUsd(LOAN_LATE_FEE_CENTS)} applies; we will try again each business day.`,
        at,
      });
    }
    const { missed } = loanArrears(db, loan.id);
    if (missed >= MISSED_INSTALMENTS_TO_DEFAULT) {
      db.update(loans).set({ status: 'DEFAULTED' }).where(eq(loans.id, loan.id)).run();
      notify(db, loan.userId, {
        type: 'ACCOUNT',
        title: 'Loan defaulted',
        message: `Your ${loan.loanType.toLowerCase()} loan #${loan.id} is in default after ${missed} missed instalments. Please contact our loan department.`,
        at,
      });
    }
  }
}

/**
 * Scenario helper: puts loan `loanId` into arrears deterministically, relative to the bank's
 * business day D. Its unpaid instalments are re-dated a month apart starting at D − `missed`
 * months, so the first `missed` of them fell due in the past (oldest first) and the next one
 * falls due on D; those `missed` instalments become LATE with the late fee assessed (no money
 * moves, nothing is notified). The loan is
 * ACTIVE, or DEFAULTED when `missed` ≥ MISSED_INSTALMENTS_TO_DEFAULT; its next payment date is
 * the first unpaid due date. A loan without a schedule gets one first.
 * @param missed 1 to the number of unpaid instalments
 * @throws NOT_FOUND for an unknown loan; UNPROCESSABLE_CONTENT when `missed` is out of range
 * @param now business time (the bank's clock): the missed instalments are dated back from its day
 */
export function putLoanInArrears(db: Db, loanId: number, missed: number, now: Date): void {
  atomically(db, () => {
    const loan = ownedLoan(db, loanId, null);
    if (loan.status !== 'ACTIVE' && loan.status !== 'DEFAULTED')
      throw businessRule('The loan is paid off');
    scheduleUnscheduledLoans(db, now);
    const unpaid = unpaidInstalments(db, loanId);
    if (!Number.isInteger(missed) || missed < 1 || missed > unpaid.length)
      throw businessRule(`Missed must be between 1 and ${unpaid.length}`);
    const today = dayjs(now.toISOString().slice(0, 10));
    const first = today.subtract(missed, 'month');
    unpaid.forEach((inst, k) => {
      const late = k < missed;
      db.update(loanInstalments)
        .set({
          dueDate: first.add(k, 'month').format('YYYY-MM-DD'),
          status: late ? 'LATE' : 'DUE',
          lateFee: late ? LOAN_LATE_FEE_CENTS : 0,
        })
        .where(eq(loanInstalments.id, inst.id))
        .run();
    });
    db.update(loans)
      .set({
        status: missed >= MISSED_INSTALMENTS_TO_DEFAULT ? 'DEFAULTED' : 'ACTIVE',
        nextPaymentDate: first.format('YYYY-MM-DD'),
      })
      .where(eq(loans.id, loanId))
      .run();
  });
}

/**
 * Marks the oldest unpaid instalments of `loanId` PAID on `date` while `amount` cents covers
 * each whole (total + late fee); used by a manual payment.
 * @returns whether the loan has a schedule and its next unpaid due date afterwards
 */
export function settleInstalmentsByPayment(
  db: Db,
  loanId: number,
  amount: number,
  date: string,
): { scheduled: boolean; next: string | null } {
  const unpaid = unpaidInstalments(db, loanId);
  if (unpaid.length === 0) return { scheduled: false, next: null };
  let left = amount;
  for (const inst of unpaid) {
    const owed = inst.total + inst.lateFee;
    if (left < owed) break;
    left -= owed;
    db.update(loanInstalments)
      .set({ status: 'PAID', paidOn: date })
      .where(eq(loanInstalments.id, inst.id))
      .run();
  }
  return { scheduled: true, next: nextUnpaidDate(db, loanId) };
}
