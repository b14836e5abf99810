/** Admin: transfer detail and status, application decisions, support and trainer tools; the read-only lists are in lists.ts. */

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createSession, sessionCookie } from '../../../auth/session';
import { resetBank } from '../../../db/reset';
import { users } from '../../../db/schema';
import { decideEnrollment, decideLoanApplication } from '../../../services/admin/applications';
import { assertAdminStepUp } from '../../../services/admin/step-up';
import { getTrainingSettings, saveTrainingSettings } from '../../../services/admin/training';
import { setTransferStatus, transferDetail } from '../../../services/admin/transfers';
import { recordAudit } from '../../../services/audit/record';
import { idParam, TrainingSchema, TransferSchema } from '../../../shared/dto';
import { adminProcedure, router } from '../../init';
import { adminListProcedures } from './lists';
import { adminSupportProcedures } from './support';

const Party = z
  .object({ id: z.number(), accountType: z.string(), accountNumber: z.string() })
  .nullable();
const TransferDetailSchema = TransferSchema.extend({
  user: z
    .object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  fromAccount: Party,
  toAccount: Party,
  beneficiary: z
    .object({ id: z.number(), name: z.string(), bankName: z.string(), accountNumber: z.string() })
    .nullable(),
  history: z.array(
    z.object({
      id: z.number(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actorId: z.number().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
const StatusInput = z.object({
  id: idParam,
  status: z.enum(['PENDING', 'COMPLETED', 'FAILED'], {
    error: 'Status must be PENDING, COMPLETED or FAILED',
  }),
});
const Decision = z.object({ id: idParam, decision: z.enum(['APPROVED', 'REJECTED']) });

export const adminOperationsRouter = router({
  ...adminListProcedures,
  ...adminSupportProcedures,

  /** GET /api/admin/transfers/{id} → the transfer with user, fromAccount, beneficiary and history. */
  transfer: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transfers/{id}',
        tags: ['admin'],
        summary: 'One transfer',
      },
    })
    .input(z.object({ id: idParam }))
    .output(TransferDetailSchema)
    .query(({ ctx, input }) => transferDetail(ctx.db, input.id)),

  /**
   * PATCH /api/transfers/{id}/status {status} → the transfer. Any of PENDING, COMPLETED,
   * FAILED in any order; the ledger follows. 400 other status; 422 money not there.
   */
  setTransferStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/transfers/{id}/status',
        tags: ['admin'],
        summary: 'Set a transfer status',
      },
    })
    .input(StatusInput)
    .output(TransferSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => setTransferStatus(ctx.db, input.id, input.status, ctx.user.id)),
    ),

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
    .output(z.object({ id: z.number(), status: z.string() }))
    .mutation(({ ctx, input }) => decideEnrollment(ctx.db, input.id, input.decision, ctx.user.id)),

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
      z.object({
        id: z.number(),
        status: z.string(),
        loanId: z
          .number()
          .nullable()
          .meta({ description: 'The loan opened by an approval; null for a rejection' }),
      }),
    )
    .mutation(({ ctx, input }) =>
      decideLoanApplication(ctx.db, input.id, input.decision, ctx.user.id),
    ),

  /** POST /api/admin/demo/reset → {ok}: restores the seeded demo bank (as npm run db:reset). Signs everyone out. */
  resetDemo: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/demo/reset',
        tags: ['admin'],
        summary: 'Reset the demo bank',
        description:
          'Restores the seeded demo bank and signs everyone out (the admin who asked gets a new session). Needs the admin’s password or authenticator code given within the last 5 minutes (signing in counts; renew with POST /admin/step-up), else 403 `STEP_UP_REQUIRED`.',
      },
    })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      assertAdminStepUp(ctx.session);
      await resetBank(ctx.db, 'demo');
      recordAudit(ctx.db, {
        actorId: null,
        action: 'DEMO_RESET',
        targetType: 'bank',
        targetId: null,
        after: { by: ctx.user.username },
      });
      // The reset signs everyone out; the trainer who asked for it stays signed in.
      const admin = ctx.db.select().from(users).where(eq(users.username, ctx.user.username)).get();
      if (admin?.role === 'ADMIN') {
        const { token } = createSession(ctx.db, admin.id, { userAgent: ctx.userAgent, ip: ctx.ip });
        ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
      }
      return { ok: true as const };
    }),

  /** GET /api/admin/training → the trainer settings. */
  training: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/training',
        tags: ['admin'],
        summary: 'Training settings',
      },
    })
    .input(z.void())
    .output(TrainingSchema)
    .query(({ ctx }) => getTrainingSettings(ctx.db)),

  /**
   * PUT /api/admin/training {latencyMs, settleLocalAfterSeconds|null, settleWireAfterSeconds|null,
   * externalFailureRate, checkHoldSeconds} → the saved settings; PENDING transfers are re-timed.
   */
  saveTraining: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/training',
        tags: ['admin'],
        summary: 'Save training settings',
      },
    })
    .input(TrainingSchema)
    .output(TrainingSchema)
    .mutation(({ ctx, input }) => saveTrainingSettings(ctx.db, input, ctx.user.id)),
});
