/**
 * Admin: four eyes and step-up (/api/admin/approvals, /api/admin/step-up). Large top-ups and
 * balance adjustments wait for a second admin here; the guarded admin actions need a fresh
 * password or authenticator code, renewed by the step-up call.
 */
import { z } from 'zod';
import { type ApprovalDto, decideApproval, listApprovals } from '../../../services/admin/approvals';
import { ADMIN_STEP_UP_WINDOW_MS, renewAdminStepUp } from '../../../services/admin/step-up';
import { TotpCodeSchema } from '../../../shared/dto';
import { idParam } from '../../../shared/dto/common';
import { adminProcedure, router } from '../../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../../paging';

const ApprovalStatusSchema = z.enum(['PENDING_APPROVAL', 'APPROVED', 'REJECTED']);

/** An approval on the wire: amounts as two-decimal strings, times ISO 8601. */
export const ApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['TOPUP', 'ADJUSTMENT']),
  accountId: z.number().int(),
  accountNumber: z.string().nullable(),
  amount: z.string().meta({
    description:
      'Two-decimal amount: a top-up’s deposit, or an adjustment’s signed difference to the balance',
  }),
  reason: z.string().nullable(),
  status: ApprovalStatusSchema,
  makerId: z.number().int().meta({ description: 'The admin who asked for the movement' }),
  checkerId: z.number().int().nullable().meta({ description: 'The admin who decided it' }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<ApprovalDto>;

const ApprovalsQuery = PageInput.extend({ status: ApprovalStatusSchema.optional() });

const DECIDE_DESCRIPTION =
  'Only another admin than the one who asked may decide (403 `MAKER_CANNOT_APPROVE`); a request already approved or rejected answers 409 `APPROVAL_DECIDED`.';

/**
 * Four eyes and step-up for admins: the approvals, by status (/api/admin/approvals),
 * approving or rejecting one, and renewing the step-up with a password or authenticator code
 * (/api/admin/step-up).
 */
export const adminApprovalsRouter = router({
  /** GET /api/admin/approvals?limit=&cursor=&offset=&status= → approvals, newest first (X-Total-Count). */
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/approvals',
        tags: ['admin'],
        summary: 'List four-eyes approvals',
        description: `Top-ups and balance adjustments above APPROVAL_ABOVE wait here for a second admin, newest first; filter with status. ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(ApprovalsQuery)
    .output(z.array(ApprovalSchema))
    .query(({ ctx, input }) => withPage(ctx, listApprovals(ctx.db, input))),

  /** adminApprovals.page: the Approvals screen's read, {items, nextCursor, total}. */
  page: adminProcedure
    .input(ApprovalsQuery)
    .output(pageOutput(ApprovalSchema))
    .query(({ ctx, input }) => listApprovals(ctx.db, input)),

  /**
   * POST /api/admin/approvals/{id}/approve → the approval, APPROVED: the movement is posted
   * through the ledger in the same transaction. 403 for its maker, 409 when already decided.
   */
  approve: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/approvals/{id}/approve',
        tags: ['admin'],
        summary: 'Approve a waiting movement',
        description: `Posts the top-up or adjustment through the ledger, in the same transaction as the approval. ${DECIDE_DESCRIPTION} A closed account answers 404 and a balance below the held amount 422; the request then stays pending.`,
      },
    })
    .input(z.object({ id: idParam }))
    .output(ApprovalSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => decideApproval(ctx.db, input.id, 'APPROVED', ctx.user.id, ctx.now)),
    ),

  /** POST /api/admin/approvals/{id}/reject → the approval, REJECTED: nothing moves. */
  reject: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/approvals/{id}/reject',
        tags: ['admin'],
        summary: 'Reject a waiting movement',
        description: `Nothing moves. ${DECIDE_DESCRIPTION}`,
      },
    })
    .input(z.object({ id: idParam }))
    .output(ApprovalSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => decideApproval(ctx.db, input.id, 'REJECTED', ctx.user.id, ctx.now)),
    ),

  /**
   * POST /api/admin/step-up {password} or {code} → {verifiedUntil}: the admin confirms who they
   * are; the guarded admin actions are allowed for 5 minutes. 403 wrong password or code, 429
   * after 5 wrong ones in 15 minutes.
   */
  stepUp: adminProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/admin/step-up',
        tags: ['admin'],
        summary: 'Confirm it is you (admin step-up)',
        description: `Resetting the bank, balance adjustments, top-ups, closing users and changing roles need the admin's password or a current authenticator code given within the last ${ADMIN_STEP_UP_WINDOW_MS / 60_000} minutes (signing in counts); otherwise they answer 403 \`STEP_UP_REQUIRED\`. Send the password or a code to renew it. A wrong password answers 403 \`STEP_UP_FAILED\`, a wrong or used code 403; API tokens cannot step up.`,
      },
    })
    .input(
      z
        .object({
          password: z.string().min(1).max(256).optional(),
          code: TotpCodeSchema.optional(),
        })
        .refine((v) => (v.password === undefined) !== (v.code === undefined), {
          message: 'Give either your password or an authenticator code',
        })
        .meta({ description: 'Either `password` or `code`, not both' }),
    )
    .output(z.object({ verifiedUntil: z.string() }))
    .mutation(({ ctx, input }) => renewAdminStepUp(ctx.db, ctx.session, input, ctx.now)),
});
