/**
 * Loan amortization schedules and their collection by close of business.
 *
 * The schedule is the annuity (French) schedule computed in exact integer arithmetic: money in
 * cents, the annual rate in basis points, the monthly rate r = bp / 120 000 as a fraction.
 * Rounding rule (see `buildSchedule`): the level instalment and each month's interest are
 * rounded half up to the cent; every instalment but the last pays the level amount; the last
 * one pays the whole remaining principal plus its rounded interest, so it absorbs every
 * rounding and the schedule sums exactly to principal + total interest.
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
import { businessRule, notFound } from '../../domain/errors';
import { heldCents } from '../../ledger/balances';
import { postJournal } from '../../ledger/post';
import { displayUsd, formatCents } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { notify } from '../notifications/notify';
import { type Order, type Page, type PageQuery, tablePage } from '../paging';

/** The fee assessed once on each missed instalment: 25.00, in cents. */
export const LOAN_LATE_FEE_CENTS = 2_500;

/** How many LATE (missed, still unpaid) instalments at once make a loan DEFAULTED. */
export const MISSED_INSTALMENTS_TO_DEFAULT = 3;

/** One planned instalment: cents, ISO date. */
export interface PlannedInstalment {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  total: number;
  /** Principal still owed once this instalment is paid. */
  balanceAfter: number;
}

const MONTHLY_DIVISOR = 120_000n; // 12 months × 10 000 basis points

/** a / b rounded half up (a, b > 0 or a = 0). */
function divHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * The level monthly instalment of an annuity, in cents, rounded half up:
 * A = P · r · (1+r)^n / ((1+r)^n − 1) with r = bp / 120 000, computed as
 * P · bp · (120 000 + bp)^n / (120 000 · ((120 000 + bp)^n − 120 000^n)); at 0 % it is P / n.
 * @param principal cents (> 0); @param rateBp annual rate in basis points (≥ 0); @param months n ≥ 1
 */
export function annuityPayment(principal: number, rateBp: number, months: number): number {
  const p = BigInt(principal);
  const n = BigInt(months);
  if (rateBp === 0) return Number(divHalfUp(p, n));
  const bp = BigInt(rateBp);
  const grown = (MONTHLY_DIVISOR + bp) ** n;
  const base = MONTHLY_DIVISOR ** n;
  return Number(divHalfUp(p * bp * grown, MONTHLY_DIVISOR * (grown - base)));
}

/**
 * The annuity schedule of `principal` cents at `rateBp` over `months`, the first instalment due
 * on `firstDue` (YYYY-MM-DD) and each next one a calendar month later (counted from the first
 * date, so a 31st falls on the month's last day without drifting).
 * Rule: each month's interest = balance · bp / 120 000 rounded half up to the cent; every
 * instalment but the last pays the level `annuityPayment` (principal = payment − interest);
 * the last pays the remaining balance plus its interest. Hence Σ principal = principal and
 * Σ total = principal + Σ interest, exactly.
 */
export function buildSchedule(
  principal: number,
  rateBp: number,
  months: number,
  firstDue: string,
): PlannedInstalment[] {
  if (!Number.isSafeInteger(principal) || principal <= 0) throw businessRule('Bad principal');
  if (!Number.isInteger(months) || months < 1) throw businessRule('Bad term');
  const payment = annuityPayment(principal, rateBp, months);
  const rows: PlannedInstalment[] = [];
  let balance = principal;
  for (let k = 1; k <= months; k++) {
    const interest = Number(divHalfUp(BigInt(balance) * BigInt(rateBp), MONTHLY_DIVISOR));
    const last = k === months;
    const principalPart = last ? balance : Math.min(balance, payment - interest);
    balance -= principalPart;
    rows.push({
      number: k,
      dueDate: dayjs(firstDue)
        .add(k - 1, 'month')
        .format('YYYY-MM-DD'),
      principal: principalPart,
      interest,
      total: principalPart + interest,
      balanceAfter: balance,
    });
    if (balance === 0 && !last) break;
  }
  return rows;
}

/** The condition of a loan's unpaid instalments (DUE or LATE). */
function unpaidOf(loanId: number) {
  return and(eq(loanInstalments.loanId, loanId), inArray(loanInstalments.status, ['DUE', 'LATE']));
}

/** A loan's unpaid instalments (DUE or LATE), in instalment order. */
function unpaidInstalments(db: Db, loanId: number) {
  return db
    .select()
    .from(loanInstalments)
    .where(unpaidOf(loanId))
    .orderBy(asc(loanInstalments.number))
    .all();
}

/**
 * Stores `plan` as the schedule of `loanId` (replacing any unpaid rows), and sets the loan's
 * monthly payment (the first instalment) and next payment date. Inside a transaction.
 */
export function storeSchedule(db: Db, loanId: number, plan: PlannedInstalment[]): void {
  db.delete(loanInstalments).where(unpaidOf(loanId)).run();
  if (plan.length === 0) return;
  db.insert(loanInstalments)
    .values(plan.map((row) => ({ loanId, ...row })))
    .run();
  db.update(loans)
    .set({ monthlyPayment: plan[0]!.total, nextPaymentDate: plan[0]!.dueDate })
    .where(eq(loans.id, loanId))
    .run();
}

/**
 * Gives every loan without a schedule one for what it still owes (the seed's loans): the
 * current balance over the months left of its term (term − whole months since it was taken,
 * at least 1), first due on its next payment date (or a month after the business day).
 * Idempotent.
 * @param now business time (the bank's clock): the first due date is a month after its day
 */
export function scheduleUnscheduledLoans(db: Db, now: Date): number {
  const rows = db.select().from(loans).where(eq(loans.status, 'ACTIVE')).all();
  let made = 0;
  for (const loan of rows) {
    const has = db
      .select({ id: loanInstalments.id })
      .from(loanInstalments)
      .where(eq(loanInstalments.loanId, loan.id))
      .get();
    if (has || loan.currentBalance <= 0) continue;
    const first = loan.nextPaymentDate ?? dayjs(now).add(1, 'month').format('YYYY-MM-DD');
    const elapsed = dayjs(first).diff(dayjs(loan.createdAt), 'month');
    const left = Math.max(1, loan.termMonths - elapsed);
    storeSchedule(db, loan.id, buildSchedule(loan.currentBalance, loan.interestRate, left, first));
    made++;
  }
  return made;
}

/** What a new loan needs: cents, basis points, months; the account it is paid into and from. */
export interface NewLoan {
  userId: number;
  loanType: 'PERSONAL' | 'MORTGAGE' | 'AUTO' | 'BUSINESS';
  principal: number;
  interestRate: number;
  termMonths: number;
  repaymentAccountId: number;
  autopay?: boolean;
}

/**
 * Opens and disburses a loan: the principal is credited to the customer's repayment account
 * from the bank's LOANS ledger account, and the annuity schedule is stored, first instalment
 * due one month after the business day.
 * @returns the new loan's id
 * @throws NOT_FOUND when the repayment account is not the customer's
 * @param now business time (the bank's clock): the disbursement's date; first due a month after its day
 */
export function openLoan(db: Db, input: NewLoan, now: Date): number {
  return atomically(db, () => {
    const account = getOwnedAccount(db, input.repaymentAccountId, input.userId);
    const loan = db
      .insert(loans)
      .values({
        userId: input.userId,
        loanType: input.loanType,
        principal: input.principal,
        currentBalance: input.principal,
        interestRate: input.interestRate,
        termMonths: input.termMonths,
        monthlyPayment: 0,
        autopay: input.autopay ?? true,
        repaymentAccountId: account.id,
        createdAt: now,
      })
      .returning({ id: loans.id })
      .get();
    postJournal(db, {
      kind: 'LOAN_DISBURSEMENT',
      description: `Disbursement of loan ${loan.id}`,
      at: now,
      lines: [
        { ledger: 'LOANS', amount: -input.principal },
        {
          accountId: account.id,
          amount: input.principal,
          description: `Loan disbursement - ${input.loanType} loan #${loan.id}`,
          category: 'LOANS',
          reference: `LOAN-${loan.id}`,
        },
      ],
    });
    const first = dayjs(now).add(1, 'month').format('YYYY-MM-DD');
    storeSchedule(
      db,
      loan.id,
      buildSchedule(input.principal, input.interestRate, input.termMonths, first),
    );
    notify(db, input.userId, {
      type: 'ACCOUNT',
      title: 'Loan disbursed',
      message: `${displayUsd(input.principal)} of your ${input.loanType.toLowerCase()} loan was paid into ${accountLabel(account)}.`,
      at: now,
    });
    return loan.id;
  });
}

type InstalmentRow = typeof loanInstalments.$inferSelect;

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
function ownedLoan(db: Db, loanId: number, userId: number | null) {
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

/**
 * Re-amortizes what a loan still owes after a payment lowered its balance: the unpaid rows
 * (same count, same first due date and numbers) are replaced by the annuity schedule of
 * `balance` cents at the loan's rate, so the remaining rows' principal sums to `balance` and
 * the last one ends at 0.00; the loan's monthly payment becomes the new level instalment.
 * Rows already missed keep their LATE status and late fee. With
 * `balance` 0 the unpaid rows are removed (nothing is owed). Inside a transaction.
 * @param balance cents of principal still owed (≥ 0)
 * @throws NOT_FOUND for an unknown loan
 */
export function replanUnpaid(db: Db, loanId: number, balance: number): void {
  const loan = db.select().from(loans).where(eq(loans.id, loanId)).get();
  if (!loan) throw notFound('Loan');
  const unpaid = unpaidInstalments(db, loanId);
  if (unpaid.length === 0) return;
  db.delete(loanInstalments)
    .where(
      inArray(
        loanInstalments.id,
        unpaid.map((r) => r.id),
      ),
    )
    .run();
  if (balance <= 0) return;
  const first = unpaid[0]!;
  const plan = buildSchedule(balance, loan.interestRate, unpaid.length, first.dueDate);
  db.insert(loanInstalments)
    .values(
      plan.map((row, k) => ({
        loanId,
        ...row,
        number: first.number + k,
        status: unpaid[k]?.status ?? 'DUE',
        lateFee: unpaid[k]?.lateFee ?? 0,
      })),
    )
    .run();
  db.update(loans).set({ monthlyPayment: plan[0]!.total }).where(eq(loans.id, loanId)).run();
}

/**
 * Stores a loan's whole schedule from its own terms and marks the first `paymentsMade`
 * instalments PAID on their due dates (a loan that has been repaid for a while, as the demo
 * seeds it; no money moves). The loan's balance becomes the principal still owed after those
 * payments, its monthly payment the level instalment, its next payment date the first unpaid
 * row's due date, so every stored figure agrees with the schedule.
 * @param firstDue YYYY-MM-DD of instalment 1; @param paymentsMade 0 to term − 1
 * @throws NOT_FOUND for an unknown loan; UNPROCESSABLE_CONTENT when `paymentsMade` is out of range
 */
export function storeRepaidSchedule(
  db: Db,
  loanId: number,
  firstDue: string,
  paymentsMade: number,
): void {
  const loan = db.select().from(loans).where(eq(loans.id, loanId)).get();
  if (!loan) throw notFound('Loan');
  const plan = buildSchedule(loan.principal, loan.interestRate, loan.termMonths, firstDue);
  if (!Number.isInteger(paymentsMade) || paymentsMade < 0 || paymentsMade >= plan.length)
    throw businessRule('Bad number of payments made');
  db.insert(loanInstalments)
    .values(
      plan.map((row, k) =>
        k < paymentsMade
          ? { loanId, ...row, status: 'PAID' as const, paidOn: row.dueDate }
          : { loanId, ...row },
      ),
    )
    .run();
  const next = plan[paymentsMade]!;
  db.update(loans)
    .set({
      currentBalance: next.balanceAfter + next.principal,
      monthlyPayment: plan[0]!.total,
      nextPaymentDate: next.dueDate,
    })
    .where(eq(loans.id, loanId))
    .run();
}

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
