/**
 * Trainer tools: the training settings (latency, settlement delays, failure rate, check
 * holds) and the reset of the demo bank. Spread into the adminOps router (paths
 * adminOps.training, adminOps.saveTraining and adminOps.resetDemo).
 */
import { z } from 'zod';
import { sessionCookie } from '../../../auth/session';
import { resetDemoBank } from '../../../bank/demo-reset';
import { getTrainingSettings, saveTrainingSettings } from '../../../services/admin/training';
import { TrainingInputSchema, TrainingWithFaultsSchema } from '../../../shared/dto';
import { adminProcedure } from '../../init';
import { STEP_UP_NOTE } from './notes';

/**
 * The trainer tools, spread into adminOps: the training settings (GET and PUT
 * /api/admin/training) and the demo bank's reset (POST /api/admin/demo/reset).
 */
export const adminTrainingProcedures = {
  /** POST /api/admin/demo/reset → {ok}: restores the seeded demo bank (as npm run db:reset). Signs everyone out. */
  resetDemo: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/demo/reset',
        tags: ['admin'],
        summary: 'Reset the demo bank',
        description: `Restores the seeded demo bank and signs everyone out (the admin who asked gets a new session). ${STEP_UP_NOTE}`,
      },
    })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      const { token } = await resetDemoBank(ctx.db, ctx.session, ctx.user.username, {
        userAgent: ctx.userAgent,
        ip: ctx.ip,
      });
      if (token) ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
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
    .output(TrainingWithFaultsSchema)
    .query(({ ctx }) => getTrainingSettings(ctx.db)),

  /**
   * PUT /api/admin/training {latencyMs, settleLocalAfterSeconds|null, settleWireAfterSeconds|null,
   * externalFailureRate, checkHoldSeconds, faults?} → the saved settings; PENDING transfers are
   * re-timed; the faults apply from the next request.
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
    .input(TrainingInputSchema)
    .output(TrainingWithFaultsSchema)
    .mutation(({ ctx, input }) => saveTrainingSettings(ctx.db, input, ctx.user.id, ctx.now)),
};
