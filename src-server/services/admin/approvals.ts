/**
 * Four eyes on large admin money movements (OWASP ASVS 1.11.3 / 11.1.x business logic): a
 * top-up or a balance adjustment above APPROVAL_ABOVE is stored as PENDING_APPROVAL and moves
 * nothing until a second admin approves it. The admin who asked (the maker) can never approve
 * or reject it; approving runs the movement through the same ledger path as an immediate one,
 * in the same transaction as the status change; each step is audit-logged.
 */
import { and, eq } from 'drizzle-orm';
import type { SessionRow } from '../../auth/session';
import type { Db } from '../../db/client';
import { accounts, approvals } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { BusinessRule, Conflict, Forbidden, notFound } from '../../domain/errors';
import { formatCents } from '../../shared/money';
import { recordAudit } from '../audit/record';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { topUp, updateAccount } from './accounts';
import { assertAdminStepUp } from './step-up';

/** What an approval would move: a TOPUP (a deposit from FUNDING) or a balance ADJUSTMENT. */
export type ApprovalKind = 'TOPUP' | 'ADJUSTMENT';
/** Where a four-eyes request stands: waiting for a second admin, approved, or rejected. */
export type ApprovalStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED';

/**
 * What waits for approval. `amount` is in cents: a top-up's deposit (> 0), or an
 * adjustment's signed difference to post (the balance moves by it when approved).
 */
export interface ApprovalPayload {
  accountId: number;
  amount: number;
  reason?: string | null;
}

/** An approval as the API answers it: amounts as two-decimal strings, times ISO 8601. */
export interface ApprovalDto {
  id: number;
  kind: ApprovalKind;
  accountId: number;
  accountNumber: string | null;
  amount: string;
  reason: string | null;
  status: ApprovalStatus;
  makerId: number;
  checkerId: number | null;
  createdAt: string;
  decidedAt: string | null;
}

type Row = typeof approvals.$inferSelect;

function toDto(db: Db, row: Row): ApprovalDto {
  const payload = row.payload as ApprovalPayload;
  const account = db
    .select({ accountNumber: accounts.accountNumber })
    .from(accounts)
    .where(eq(accounts.id, payload.accountId))
    .get();
  return {
    id: row.id,
    kind: row.kind,
    accountId: payload.accountId,
    accountNumber: account?.accountNumber ?? null,
    amount: formatCents(payload.amount),
    reason: payload.reason ?? null,
    status: row.status,
    makerId: row.makerId,
    checkerId: row.checkerId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** True when a movement of `amount` cents (either sign) needs a second admin. */
export function needsApproval(amount: number, threshold: number): boolean {
  return Math.abs(amount) > threshold;
}

/**
 * The rules on money an admin creates by opening accounts (a new customer's, a class's, one
 * more for a customer): it comes from the bank's funding account as a top-up does, so an
 * opening deposit asks for a fresh step-up as a top-up does, and one above APPROVAL_ABOVE is
 * refused, since an account cannot be half-opened while a second admin decides: it is opened
 * with less and topped up, and the top-up waits for approval. Accounts opened empty need
 * neither.
 * @param deposits each account's opening deposit, in cents
 * @param threshold APPROVAL_ABOVE, in cents
 * @throws StepUpRequired (403, code STEP_UP_REQUIRED) for a deposit without a step-up in the
 *   last 5 minutes; BusinessRule (422, code APPROVAL_REQUIRED) for a deposit above the
 *   threshold
 */
export function assertOpeningDeposits(
  session: SessionRow,
  deposits: readonly number[],
  threshold: number,
): void {
  if (deposits.every((cents) => cents === 0)) return;
  if (deposits.some((cents) => needsApproval(cents, threshold))) {
    const most = formatCents(threshold);
    throw new BusinessRule(
      `An opening deposit above ${most} needs a second admin: open the account with ${most} or less, then top it up (the top-up waits for approval)`,
      'APPROVAL_REQUIRED',
    );
  }
  assertAdminStepUp(session);
}

/**
 * Stores a movement for approval (nothing moves) and audit-logs the request.
 * @returns the stored approval, status PENDING_APPROVAL
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function requestApproval(
  db: Db,
  kind: ApprovalKind,
  payload: ApprovalPayload,
  makerId: number,
  now: Date,
): ApprovalDto {
  return atomically(db, () => {
    const row = db
      .insert(approvals)
      .values({ kind, payload, makerId, status: 'PENDING_APPROVAL', createdAt: now })
      .returning()
      .get();
    recordAudit(db, {
      actorId: makerId,
      action: 'APPROVAL_REQUESTED',
      targetType: 'approval',
      targetId: row.id,
      after: { kind, ...payload, amount: formatCents(payload.amount) },
      at: now,
    });
    return toDto(db, row);
  });
}

/**
 * One page of approvals, newest first, optionally of one status (index on status, id).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listApprovals(
  db: Db,
  q: PageQuery & { status?: ApprovalStatus | undefined },
): Page<ApprovalDto> {
  return tablePage(
    db,
    approvals,
    q.status ? eq(approvals.status, q.status) : undefined,
    byId<Row>(approvals.id, 'desc'),
    q,
    (r: Row) => toDto(db, r),
  );
}

/**
 * Approves or rejects a pending approval as `checkerId`. Approving posts the movement through
 * the ledger (a top-up or a balance adjustment, exactly as an immediate one) in the same
 * transaction as the status change, so it runs once or not at all; rejecting moves nothing.
 * @returns the decided approval
 * @throws NOT_FOUND; FORBIDDEN (403, code MAKER_CANNOT_APPROVE) when the checker is the admin
 *   who asked; CONFLICT (409, code APPROVAL_DECIDED) when it was already approved or rejected;
 *   what the movement throws (NOT_FOUND for a closed account, 422 below the held amount), in
 *   which case it stays pending
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function decideApproval(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  checkerId: number,
  now: Date,
): ApprovalDto {
  return atomically(db, () => {
    const row = db.select().from(approvals).where(eq(approvals.id, id)).get();
    if (!row) throw notFound('Approval');
    if (row.makerId === checkerId) {
      throw new Forbidden(
        'You asked for this movement: a second admin has to approve or reject it',
        'MAKER_CANNOT_APPROVE',
      );
    }
    const claimed = db
      .update(approvals)
      .set({ status: decision, checkerId, decidedAt: now })
      .where(and(eq(approvals.id, id), eq(approvals.status, 'PENDING_APPROVAL')))
      .run();
    if (claimed.changes !== 1) {
      throw new Conflict(
        `This request was already ${row.status.toLowerCase()}`,
        'APPROVAL_DECIDED',
      );
    }
    const payload = row.payload as ApprovalPayload;
    if (decision === 'APPROVED') {
      if (row.kind === 'TOPUP') {
        topUp(db, payload.accountId, payload.amount, row.makerId, now);
      } else {
        const account = db
          .select({ balance: accounts.balance })
          .from(accounts)
          .where(eq(accounts.id, payload.accountId))
          .get();
        if (!account) throw notFound('Account');
        updateAccount(
          db,
          payload.accountId,
          { balance: account.balance + payload.amount, reason: payload.reason ?? null },
          row.makerId,
          now,
        );
      }
    }
    recordAudit(db, {
      actorId: checkerId,
      action: decision === 'APPROVED' ? 'APPROVAL_APPROVED' : 'APPROVAL_REJECTED',
      targetType: 'approval',
      targetId: id,
      before: { status: row.status },
      after: { status: decision, kind: row.kind, makerId: row.makerId },
      at: now,
    });
    const decided = db.select().from(approvals).where(eq(approvals.id, id)).get();
    if (!decided) throw notFound('Approval');
    return toDto(db, decided);
  });
}
