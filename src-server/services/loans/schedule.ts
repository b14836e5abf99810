/**
 * Loan amortization schedules: computing, storing and re-planning them, and opening a loan.
 *
 * The schedule is the annuity (French) schedule computed in exact integer arithmetic: money in
 * cents, the annual rate in basis points, the monthly rate r = bp / 120 000 as a fraction.
 * Rounding rule (see `buildSchedule`): the level instalment and each month's interest are
 * rounded half up to the cent; every instalment but the last pays the level amount; the last
 * one pays the whole remaining principal plus its rounded interest, so it absorbs every
 * rounding and the schedule sums exactly to principal + total interest.
 * Reading a schedule is in instalments.ts, collecting it in collection.ts.
 */
import dayjs from 'dayjs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanInstalments, loans } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { businessRule, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { notify } from '../notifications/notify';

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
export function unpaidOf(loanId: number) {
  return and(eq(loanInstalments.loanId, loanId), inArray(loanInstalments.status, ['DUE', 'LATE']));
}

/** A loan's unpaid instalments (DUE or LATE), in instalment order. */
export function unpaidInstalments(db: Db, loanId: number) {
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
