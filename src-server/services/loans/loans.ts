/**
 * Loans (Loans): reading loans,
 * Make Payment through the ledger (account → the bank's LOANS account), and loan
 * applications stored for admins.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { loanApplications, loanPayments, loans } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { businessRule, conflict, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import type {
  LoanApplicationInputSchema,
  LoanApplicationSchema,
  LoanSchema,
} from '../../shared/dto';
import { displayUsd, formatCents } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { assertAvailable } from '../transfers/settlement';
import { loanArrears, settleInstalmentsByPayment } from './collection';
import { loanFigures } from './instalments';
import { replanUnpaid } from './schedule';

/** A loan on the wire (see LoanSchema): money as two-decimal strings, the rate a percent string. */
export type LoanDto = z.infer<typeof LoanSchema>;
type LoanRow = typeof loans.$inferSelect;

/** Basis points → "5.99". */
export function basisPointsToPercent(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/**
 * A loan as the API carries it. Its balance and months left come from its schedule
 * (`loanFigures`: the unpaid rows' principal and count), so they agree with the schedule
 * the screen shows; a loan without a schedule shows its stored balance and 0 months left.
 */
function toDto(db: Db, row: LoanRow): LoanDto {
  const arrears = loanArrears(db, row.id);
  const figures = loanFigures(db, row.id);
  return {
    id: row.id,
    userId: row.userId,
    loanType: row.loanType,
    principal: formatCents(row.principal),
    currentBalance: formatCents(figures.scheduled ? figures.balance : row.currentBalance),
    monthsLeft: figures.monthsLeft,
    interestRate: basisPointsToPercent(row.interestRate),
    termMonths: row.termMonths,
    monthlyPayment: formatCents(row.monthlyPayment),
    nextPaymentDate: row.nextPaymentDate,
    status: row.status,
    autopay: row.autopay,
    repaymentAccountId: row.repaymentAccountId,
    amountOverdue: formatCents(arrears.overdue),
    missedInstalments: arrears.missed,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One page of the loans of `userId`, newest first, with their count (index on user).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listLoans(db: Db, userId: number, q: PageQuery): Page<LoanDto> {
  return tablePage(db, loans, eq(loans.userId, userId), byId(loans.id, 'desc'), q, (row: LoanRow) =>
    toDto(db, row),
  );
}

/**
 * Pays `amount` cents off a loan (the whole amount lowers the balance); on a scheduled loan it
 * also settles its oldest unpaid instalments (with their late fees) while the amount covers
 * them whole, so close of business does not debit them again, and re-amortizes the new
 * balance over the instalments still unpaid (`replanUnpaid`). From one of the accounts of
 * `userId`.
 * @returns the loan after the payment (PAID_OFF when its balance reaches zero)
 * @throws NOT_FOUND for another's loan or account; CONFLICT when the loan is not ACTIVE;
 *   UNPROCESSABLE_CONTENT when the amount is above the loan's balance or not available
 * @param now business time (the bank's clock): the payment's posting and statement date; instalments due by its day are the ones covered
 */
export function payLoan(
  db: Db,
  userId: number,
  loanId: number,
  fromAccountId: number,
  amount: number,
  now: Date,
): LoanDto {
  return atomically(db, () => {
    const loan = db.select().from(loans).where(eq(loans.id, loanId)).get();
    if (!loan || loan.userId !== userId) throw notFound('Loan');
    if (loan.status !== 'ACTIVE')
      throw conflict(`This loan is ${loan.status.replace('_', ' ').toLowerCase()}`);
    if (amount > loan.currentBalance) {
      throw businessRule(
        `The payment is more than the loan's balance of ${displayUsd(loan.currentBalance)}`,
      );
    }
    const account = getOwnedAccount(db, fromAccountId, userId);
    assertAvailable(db, account.id, amount);
    // Read before the schedule changes: the audit's "before" comes from the schedule too.
    const before = toDto(db, loan);
    postJournal(db, {
      kind: 'LOAN_PAYMENT',
      description: `Payment on loan ${loan.id}`,
      createdBy: userId,
      at: now,
      lines: [
        {
          accountId: account.id,
          amount: -amount,
          description: `Loan payment - ${loan.loanType} loan #${loan.id}`,
          category: 'LOANS',
          reference: `LOAN-${loan.id}`,
        },
        { ledger: 'LOANS', amount },
      ],
    });
    db.insert(loanPayments)
      .values({ loanId: loan.id, accountId: account.id, amount, createdAt: now })
      .run();
    const balance = loan.currentBalance - amount;
    const covered = settleInstalmentsByPayment(db, loan.id, amount, now.toISOString().slice(0, 10));
    // What is still owed is re-amortized over the instalments left, so the schedule's
    // remaining principal stays equal to the balance.
    if (covered.scheduled) replanUnpaid(db, loan.id, balance);
    const advance = amount >= loan.monthlyPayment && loan.nextPaymentDate;
    const updated = db
      .update(loans)
      .set({
        currentBalance: balance,
        status: balance === 0 ? 'PAID_OFF' : loan.status,
        nextPaymentDate:
          balance === 0
            ? null
            : covered.scheduled
              ? covered.next
              : advance
                ? dayjs(loan.nextPaymentDate).add(1, 'month').format('YYYY-MM-DD')
                : loan.nextPaymentDate,
      })
      .where(eq(loans.id, loan.id))
      .returning()
      .get()!;
    recordAudit(db, {
      actorId: userId,
      action: 'LOAN_PAYMENT',
      targetType: 'loan',
      targetId: loan.id,
      before,
      after: toDto(db, updated),
      at: now,
    });
    notify(db, userId, {
      type: 'PAYMENT',
      title: balance === 0 ? 'Loan paid off' : 'Loan payment received',
      message: `${displayUsd(amount)} paid on your ${loan.loanType.toLowerCase()} loan from ${accountLabel(account)}. Remaining balance ${displayUsd(balance)}.`,
      at: now,
    });
    return toDto(db, updated);
  });
}

/** A loan application on the wire (see LoanApplicationSchema). */
export type LoanApplicationDto = z.infer<typeof LoanApplicationSchema>;

function toApplicationDto(row: typeof loanApplications.$inferSelect): LoanApplicationDto {
  return {
    id: row.id,
    userId: row.userId,
    loanType: row.loanType,
    amount: formatCents(row.amount),
    termMonths: row.termMonths,
    purpose: row.purpose,
    annualIncome: row.annualIncome === null ? null : formatCents(row.annualIncome),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a PENDING loan application of `userId`.
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function applyForLoan(
  db: Db,
  userId: number,
  input: z.output<typeof LoanApplicationInputSchema>,
  now: Date,
): LoanApplicationDto {
  return atomically(db, () => {
    const row = db
      .insert(loanApplications)
      .values({
        userId,
        loanType: input.loanType,
        amount: input.amount,
        termMonths: input.termMonths,
        purpose: input.purpose ?? null,
        annualIncome: input.annualIncome ?? null,
        createdAt: now,
      })
      .returning()
      .get();
    recordAudit(db, {
      actorId: userId,
      action: 'LOAN_APPLICATION_CREATED',
      targetType: 'loan_application',
      targetId: row.id,
      after: toApplicationDto(row),
      at: now,
    });
    notify(db, userId, {
      type: 'ACCOUNT',
      title: 'Loan application received',
      message: `We received your application for a ${displayUsd(row.amount)} ${row.loanType.toLowerCase()} loan. We will be in touch.`,
      at: now,
    });
    return toApplicationDto(row);
  });
}

/**
 * One page of the loan applications of `userId`, newest first, with their count.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listLoanApplications(
  db: Db,
  userId: number,
  q: PageQuery,
): Page<LoanApplicationDto> {
  return tablePage(
    db,
    loanApplications,
    eq(loanApplications.userId, userId),
    byId(loanApplications.id, 'desc'),
    q,
    toApplicationDto,
  );
}
