/**
 * Challenges as the API carries them: the catalogue with the learner's own state.
 */
import { z } from 'zod';
import { isoTime } from './common';

/** The track a challenge belongs to: API testing, UI testing, banking operations or security. */
export const ChallengeTrackSchema = z
  .enum(['API', 'UI', 'OPERATIONS', 'SECURITY'])
  .meta({ description: 'API testing, UI testing, banking operations or security' });

/** One challenge with the learner's state: solved and when, and the hints revealed so far. */
export const ChallengeItemSchema = z
  .object({
    key: z.string().meta({ description: 'Stable key, e.g. `bad-amount`', example: 'bad-amount' }),
    title: z.string(),
    track: ChallengeTrackSchema,
    difficulty: z.number().int().min(1).max(5),
    description: z.string().meta({ description: 'What to do (not how)' }),
    hints: z.array(z.string()).meta({ description: 'The hints revealed so far, in order' }),
    hintsTotal: z.number().int().min(1).max(3),
    solved: z.boolean(),
    solvedAt: isoTime.nullable().meta({ description: 'When it was solved (real time)' }),
  })
  .meta({ id: 'Challenge' });

/** POST /challenges/{key}/hints: the challenge's key. */
export const ChallengeKeyInputSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'A challenge key is lowercase letters, digits and dashes'),
});

/** What the screens may report that the server cannot see by itself. */
export const OBSERVABLE_EVENTS = ['not-found-page'] as const;
/** What a screen reports to POST /api/challenges/observe: one of OBSERVABLE_EVENTS. */
export const ObserveInputSchema = z.object({ event: z.enum(OBSERVABLE_EVENTS) });
