/**
 * Challenges for learners: the catalogue with the caller's own progress, and hints revealed
 * one at a time. Nothing here marks a challenge solved; the detectors do (challenges/detectors).
 */
import { z } from 'zod';
import { observeFromScreen } from '../../challenges/detectors';
import { listChallenges, revealHint } from '../../challenges/store';
import {
  ChallengeItemSchema,
  ChallengeKeyInputSchema,
  ObserveInputSchema,
} from '../../shared/dto/challenges';
import { customerProcedure, router } from '../init';

/**
 * Challenges for learners: the catalogue with the caller's progress (GET /api/challenges), a
 * next hint (POST /api/challenges/{key}/hints), and what screens observe (/challenges/observe).
 */
export const challengesRouter = router({
  /** GET /api/challenges → every challenge with the caller's state. */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/challenges',
        tags: ['challenges'],
        summary: 'Challenges and my progress',
        description:
          'The catalogue of challenges, each with the signed-in learner’s state: `solved`, `solvedAt` (real time) and the hints revealed so far. A challenge is solved when the bank sees the learner do it; nothing here marks one solved.',
      },
    })
    .input(z.void())
    .output(z.array(ChallengeItemSchema))
    .query(({ ctx }) => listChallenges(ctx.db, ctx.user.id)),

  /**
   * POST /api/challenges/{key}/hints → the challenge with one more hint revealed (recorded:
   * each hint lowers the points of a later solve). 404 for an unknown key.
   */
  revealHint: customerProcedure
    .meta({
      alsoAnswers: [404],
      openapi: {
        method: 'POST',
        path: '/challenges/{key}/hints',
        tags: ['challenges'],
        summary: 'Reveal the next hint',
        description:
          'Reveals the next hint of a challenge and records it: each hint revealed before the solve takes a fifth of the challenge’s points. Once every hint is shown, or after the solve, nothing more is revealed. 404 for an unknown key.',
      },
    })
    .input(ChallengeKeyInputSchema)
    .output(ChallengeItemSchema)
    .mutation(({ ctx, input }) => revealHint(ctx.db, ctx.user.id, input.key)),

  /**
   * POST /api/challenges/observe {event} → {ok}: the bank's own screens report what only the
   * browser sees (the page for an unknown address). Only the UI challenge named for that event
   * can follow from it; a token cannot call it.
   */
  observe: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/challenges/observe',
        tags: ['challenges'],
        summary: 'Report what the screen showed',
        description:
          'Used by the bank’s own screens to report what only the browser sees (`not-found-page`: the page for an unknown address was shown). It can solve only the UI challenge named for that event.',
      },
    })
    .input(ObserveInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      observeFromScreen(ctx.db, ctx.user.id, input.event, ctx.now);
      return { ok: true as const };
    }),
});
