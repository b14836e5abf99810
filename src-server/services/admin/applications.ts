/**
 * Enrollment and loan applications for admins: list, approve, reject.
 * Approving an enrollment verifies its user.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, loanApplications, users } from '../../db/schema';
import { conflict, notFound } from '../../domain/errors';
import { atomically } from '../../ledger/post';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { byId, type PageQuery, tablePage } from '../paging';

/**
 * One page of enrollment applications, newest first, with the count (no password or PIN
 * hash, no file paths); filter: status (PENDING, APPROVED, REJECTED), which narrows a walk
 * of the primary key (applications are few).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listEnrollments(db: Db, q: PageQuery & { status?: string }) {
  return tablePage(
    db,
    applications,
    q.status ? eq(applications.status, q.status) : undefined,
    byId<typeof applications.$inferSelect>(applications.id, 'desc'),
    q,
    ({ passwordHash: _p, pinHash: _pin, passportPath, idPath, createdAt, ...rest }) => ({
      ...rest,
      hasPassport: Boolean(passportPath),
      hasIdDocument: Boolean(idPath),
      createdAt: createdAt.toISOString(),
    }),
  );
}

/**
 * Approves or rejects a PENDING enrollment; approving verifies the user.
 * @throws NOT_FOUND; CONFLICT when already decided
 */
export function decideEnrollment(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  actorId: number,
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
      });
    }
    recordAudit(db, {
      actorId,
      action: `ENROLLMENT_${decision}`,
      targetType: 'application',
      targetId: id,
      before: { status: app.status },
      after: { status: decision },
    });
    return { id, status: decision };
  });
}

/**
 * Approves or rejects a PENDING loan application.
 * @throws NOT_FOUND; CONFLICT when already decided
 */
export function decideLoanApplication(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  actorId: number,
): { id: number; status: string } {
  return atomically(db, () => {
    const app = db.select().from(loanApplications).where(eq(loanApplications.id, id)).get();
    if (!app) throw notFound('Loan application');
    if (app.status !== 'PENDING')
      throw conflict(`This application is already ${app.status.toLowerCase()}`);
    db.update(loanApplications).set({ status: decision }).where(eq(loanApplications.id, id)).run();
    notify(db, app.userId, {
      type: 'ACCOUNT',
      title: decision === 'APPROVED' ? 'Loan application approved' : 'Loan application declined',
      message: `Your ${app.loanType.toLowerCase()} loan application #${app.id} was ${decision.toLowerCase()}.`,
    });
    recordAudit(db, {
      actorId,
      action: `LOAN_APPLICATION_${decision}`,
      targetType: 'loan_application',
      targetId: id,
      before: { status: app.status },
      after: { status: decision },
    });
    return { id, status: decision };
  });
}
