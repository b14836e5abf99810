/**
 * Admin decisions on applications: approve or reject an enrollment (approving verifies the
 * user) or a loan application. Spread into the adminOps router (paths
 * adminOps.decideEnrollment and adminOps.decideLoanApplication); the lists are in lists.ts.
 */
import { z } from 'zod';
import { decideEnrollment, decideLoanApplication } from '../../../services/admin/applications';
import { idParam } from '../../../shared/dto';
import { adminProcedure } from '../../init';

const Decision = z.object({ id: idParam, decision: z.enum(['APPROVED', 'REJECTED']) });
const Decided = z.object({ id: z.number(), status: z.string() });

/**
 * The application decisions (decideEnrollment, decideLoanApplication), spread into adminOps:
 * POST /api/admin/applications/{id}/decision and /api/admin/loan-applications/{id}/decision.
 */
export const adminApplicationProcedures = {
  /** POST /api/admin/applications/{id}/decision {decision} → approve (verifies the user) or reject. */
  decideEnrollment: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/applications/{id}/decision',
        tags: ['admin'],
        summary: 'Approve or reject an enrollment',
      },
    })
    .input(Decision)
    .output(Decided)
    .mutation(({ ctx, input }) =>
      decideEnrollment(ctx.db, input.id, input.decision, ctx.user.id, ctx.now),
    ),

  /** POST /api/admin/loan-applications/{id}/decision {decision} → approve or reject. */
  decideLoanApplication: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/loan-applications/{id}/decision',
        tags: ['admin'],
        summary: 'Approve or reject a loan application',
        description:
          "Admin only. APPROVED opens the loan at once: the amount is paid into the applicant's checking account (or their oldest open account) at the rate the site advertises for the loan type, with its monthly schedule and autopay on. 409 when the application was already decided or the applicant has no open account.",
      },
    })
    .input(Decision)
    .output(
      Decided.extend({
        loanId: z
          .number()
          .nullable()
          .meta({ description: 'The loan opened by an approval; null for a rejection' }),
      }),
    )
    .mutation(({ ctx, input }) =>
      decideLoanApplication(ctx.db, input.id, input.decision, ctx.user.id, ctx.now),
    ),
};
