/**
 * Enrollment and loan applications for admins: list, approve, reject.
 * Approving an enrollment verifies its user; approving a loan application opens the loan.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applications, loanApplications, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, notFound } from '../../domain/errors';
import { recordAudit } from '../audit/record';
import { openLoan } from '../loans/schedule';
import { notify } from '../notifications/notify';
import { byId, countRows, type Page, type PageQuery, readPage } from '../paging';

/**
 * The columns of an enrollment application an admin reads: everything the form gave but the
 * password and PIN hashes, the sealed SSN (only its last four characters are read) and the
 * documents' file paths (only whether each is there).
 */
const enrollmentColumns = {
  id: applications.id,
  name: applications.name,
  email: applications.email,
  phone: applications.phone,
  dob: applications.dob,
  gender: applications.gender,
  ssnLast4: applications.ssnLast4,
  occupation: applications.occupation,
  countryId: applications.countryId,
  cityId: applications.cityId,
  city: applications.city,
  zip: applications.zip,
  address: applications.address,
  nokName: applications.nokName,
  nokEmail: applications.nokEmail,
  nokPhone: applications.nokPhone,
  nokRelationship: applications.nokRelationship,
  nokAddress: applications.nokAddress,
  currency: applications.currency,
  status: applications.status,
  userId: applications.userId,
  hasPassport: sql<number>`${applications.passportPath} is not null and ${applications.passportPath} <> ''`,
  hasIdDocument: sql<number>`${applications.idPath} is not null and ${applications.idPath} <> ''`,
  createdAt: applications.createdAt,
};

/** An enrollment application as the admin list shows it (AdminEnrollmentRowSchema). */
export type AdminEnrollmentRow = Omit<
  typeof applications.$inferSelect,
  'ssn' | 'passwordHash' | 'pinHash' | 'passportPath' | 'idPath' | 'createdAt'
> & { ssnLast4: string | null; hasPassport: boolean; hasIdDocument: boolean; createdAt: string };

/**
 * One page of enrollment applications, newest first (by id), with the count; filter: status
 * (PENDING, APPROVED, REJECTED), which reads the status index or narrows a walk of the
 * primary key (applications are few). Selects explicit columns (enrollmentColumns): no
 * password or PIN hash, no file path, no full SSN is ever read for the list.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listEnrollments(
  db: Db,
  q: PageQuery & { status?: string },
): Page<AdminEnrollmentRow> {
  const filters = q.status ? eq(applications.status, q.status) : undefined;
  return readPage(
    q,
    byId<{ id: number }>(applications.id, 'desc'),
    (after, orderBy, limit, offset) =>
      db
        .select(enrollmentColumns)
        .from(applications)
        .where(and(filters, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    ({ hasPassport, hasIdDocument, ssnLast4, createdAt, ...row }) => ({
      ...row,
      ssnLast4: ssnLast4 ? ssnLast4 : null,
      hasPassport: Boolean(hasPassport),
      hasIdDocument: Boolean(hasIdDocument),
      createdAt: createdAt.toISOString(),
    }),
    () => countRows(db, applications, filters),
  );
}

/**
 * Approves or rejects a PENDING enrollment; approving verifies the user.
 * @throws NOT_FOUND; CONFLICT when already decided
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function decideEnrollment(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  actorId: number,
  now: Date,
): { id: number; status: string } {
  return atomically(db, () => {
    const app = db.select().from(applications).where(eq(applications.id, id)).get();
    if (!app) throw notFound('Application');
    if (app.status !== 'PENDING')
      throw conflict(`This application is already ${app.status.toLowerCase()}`);
    db.update(applications).set({ status: decision }).where(eq(applications.id, id)).run();
    if (app.userId) {
      if (decision === 'APPROVED')
        db.update(users).set({ verified: true }).where(eq(users.id, app.userId)).run();
      notify(db, app.userId, {
        type: 'ACCOUNT',
        title: decision === 'APPROVED' ? 'Application approved' : 'Application declined',
        message:
          decision === 'APPROVED'
            ? 'Your account is verified: local and wire transfers are now open.'
            : 'Your application was declined. Contact support for details.',
        at: now,
      });
    }
    recordAudit(db, {
      actorId,
      action: `ENROLLMENT_${decision}`,
      targetType: 'application',
      targetId: id,
      before: { status: app.status },
      after: { status: decision },
      at: now,
    });
    return { id, status: decision };
  });
}

/**
 * The annual rate in basis points an approved loan gets, by type: the rates the public site
 * advertises (personal 11.99 %, new auto 5.89 %, 15-year mortgage 6.375 % rounded to 6.38 %);
 * business loans are priced as personal ones.
 */
export const LOAN_RATE_BP = { PERSONAL: 1_199, AUTO: 589, MORTGAGE: 638, BUSINESS: 1_199 } as const;

/**
 * The account an approved loan is paid into and collected from: the applicant's oldest open
 * CHECKING account, else their oldest open account.
 * @throws CONFLICT when the applicant has no open account
 */
function repaymentAccountOf(db: Db, userId: number): number {
  const open = db
    .select({ id: accounts.id, accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
    .orderBy(asc(accounts.id))
    .all();
  const chosen = open.find((a) => a.accountType === 'CHECKING') ?? open[0];
  if (!chosen) throw conflict('The applicant has no open account to pay the loan into');
  return chosen.id;
}

/**
 * Approves or rejects a PENDING loan application. Approval opens the loan in the same
 * transaction: the amount (cents) is disbursed into the applicant's repayment account (see
 * `repaymentAccountOf`) at the type's rate (`LOAN_RATE_BP`) over the term asked for, with the
 * annuity schedule stored and autopay on; the answer carries the new loan's id.
 * @throws NOT_FOUND; CONFLICT when already decided, or (approval) when the applicant has no
 *   open account
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function decideLoanApplication(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  actorId: number,
  now: Date,
): { id: number; status: string; loanId: number | null } {
  return atomically(db, () => {
    const app = db.select().from(loanApplications).where(eq(loanApplications.id, id)).get();
    if (!app) throw notFound('Loan application');
    if (app.status !== 'PENDING')
      throw conflict(`This application is already ${app.status.toLowerCase()}`);
    db.update(loanApplications).set({ status: decision }).where(eq(loanApplications.id, id)).run();
    const loanType = app.loanType as keyof typeof LOAN_RATE_BP;
    const loanId =
      decision === 'APPROVED'
        ? openLoan(
            db,
            {
              userId: app.userId,
              loanType,
              principal: app.amount,
              interestRate: LOAN_RATE_BP[loanType] ?? LOAN_RATE_BP.PERSONAL,
              termMonths: app.termMonths,
              repaymentAccountId: repaymentAccountOf(db, app.userId),
            },
            now,
          )
        : null;
    notify(db, app.userId, {
      type: 'ACCOUNT',
      title: decision === 'APPROVED' ? 'Loan application approved' : 'Loan application declined',
      message: `Your ${app.loanType.toLowerCase()} loan application #${app.id} was ${decision.toLowerCase()}.`,
      at: now,
    });
    recordAudit(db, {
      actorId,
      action: `LOAN_APPLICATION_${decision}`,
      targetType: 'loan_application',
      targetId: id,
      before: { status: app.status },
      after: { status: decision, loanId },
      at: now,
    });
    return { id, status: decision, loanId };
  });
}
