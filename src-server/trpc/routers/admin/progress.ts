/**
 * Admin: the trainer's view of challenges. A class's progress (/api/admin/classes/{id}/progress;
 * the CSV is a plain route in rest/class-files.ts), the challenges turned off for a class, and
 * each open sandbox bank's progress (tRPC only, for the Sandboxes screen).
 */
import { z } from 'zod';
import { CATALOGUE, TRACKS } from '../../../challenges/catalogue';
import {
  bankProgress,
  classChallengeOff,
  classProgress,
  setClassChallengeSettings,
} from '../../../challenges/progress';
import { notFound } from '../../../domain/errors';
import { recordAudit } from '../../../services/audit/record';
import { idParam, isoTime } from '../../../shared/dto';
import { ChallengeTrackSchema } from '../../../shared/dto/challenges';
import { adminProcedure, router } from '../../init';

const ById = z.object({ id: idParam });

const count = z.number().int().min(0);
const TrackCountsSchema = z.object({
  API: z.object({ solved: count, total: count }),
  UI: z.object({ solved: count, total: count }),
  OPERATIONS: z.object({ solved: count, total: count }),
  SECURITY: z.object({ solved: count, total: count }),
});

const StudentProgressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  tracks: TrackCountsSchema.meta({ description: 'Solved and catalogue total per track' }),
  score: count.meta({ description: 'Points: by difficulty, less for hints used' }),
  solved: count,
  hintsUsed: count,
  lastActivity: isoTime.nullable().meta({ description: 'The latest solve or hint, real time' }),
  firsts: z.array(z.string()).meta({ description: 'Keys this student solved first in the class' }),
  solves: z.array(
    z.object({ key: z.string(), solvedAt: isoTime, hintsUsed: count, points: count }),
  ),
  cheat: z
    .object({
      flagged: z.boolean(),
      tooFast: z.array(z.string()).meta({
        description: 'Keys solved sooner after the previous solve than the challenge allows',
      }),
      burst: z.boolean().meta({ description: '5 or more solves within 10 seconds' }),
    })
    .meta({ description: 'Solves that came too quickly to be honest' }),
});

const ClassProgressSchema = z
  .object({
    classId: z.number().int(),
    name: z.string(),
    students: z.array(StudentProgressSchema),
    challenges: z
      .array(
        z.object({
          key: z.string(),
          title: z.string(),
          track: ChallengeTrackSchema,
          difficulty: z.number().int().min(1).max(5),
          enabled: z.boolean(),
          solvers: z.array(z.object({ userId: z.number().int(), solvedAt: isoTime })),
          firstSolver: z.number().int().nullable(),
        }),
      )
      .meta({ description: 'The challenges solved by at least one student, in catalogue order' }),
    off: z.array(z.string()).meta({ description: 'Keys and tracks turned off for the class' }),
  })
  .meta({ id: 'ClassProgress' });

const KEY_OR_TRACK = [...TRACKS, ...CATALOGUE.map((c) => c.key)] as [string, ...string[]];
const SettingsSchema = z.object({
  off: z
    .array(z.enum(KEY_OR_TRACK))
    .max(KEY_OR_TRACK.length)
    .meta({ description: 'Challenge keys and tracks turned off for the class; empty: all on' }),
});

/**
 * The trainer's view of challenges: a class's progress and the challenges turned off for it
 * (/api/admin/classes/{id}/progress, /challenge-settings), plus tRPC-only reads for the screens.
 */
export const adminProgressRouter = router({
  /**
   * GET /api/admin/classes/{id}/progress → per student: solved counts per track, score, hints,
   * last activity, firsts and the cheat signal; per challenge solved: its solvers in order.
   * 404 unknown class.
   */
  classProgress: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/classes/{id}/progress',
        tags: ['admin'],
        summary: 'A class’s challenge progress',
        description:
          'Per student: solved and total per track, score, hints used, last activity, the challenges they solved first in the class and a cheat signal (a solve sooner after the previous one than the challenge’s minimum time, or 5 solves within 10 seconds). Per challenge solved by anyone in the class: who solved it and when, the first solver first. The same as CSV: `/admin/classes/{id}/progress.csv`.',
      },
    })
    .input(ById)
    .output(ClassProgressSchema)
    .query(({ ctx, input }) => classProgress(ctx.db, input.id)),

  /** GET /api/admin/classes/{id}/challenge-settings → {off}: what is turned off. 404 unknown class. */
  settings: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/classes/{id}/challenge-settings',
        tags: ['admin'],
        summary: 'Challenges turned off for a class',
      },
    })
    .input(ById)
    .output(SettingsSchema)
    .query(({ ctx, input }) => {
      classProgress(ctx.db, input.id);
      return { off: classChallengeOff(ctx.db, input.id) };
    }),

  /**
   * PUT /api/admin/classes/{id}/challenge-settings {off} → {off}: turns the listed tracks and
   * challenges off for the class (everything else on); its students' later solves of them are
   * not recorded. 404 unknown class.
   */
  setSettings: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/classes/{id}/challenge-settings',
        tags: ['admin'],
        summary: 'Turn challenges off for a class',
        description:
          'Replaces the list of tracks (`API`, `UI`, `OPERATIONS`, `SECURITY`) and challenge keys turned off for the class. Solves already made stay; a student’s later solve of a challenge turned off is not recorded.',
      },
    })
    .input(ById.extend(SettingsSchema.shape))
    .output(SettingsSchema)
    .mutation(({ ctx, input }) => {
      const before = classChallengeOff(ctx.db, input.id);
      const off = setClassChallengeSettings(ctx.db, input.id, input.off);
      recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: 'CLASS_CHALLENGES_SET',
        at: ctx.now,
        targetType: 'class',
        targetId: input.id,
        before: { off: before },
        after: { off },
      });
      return { off };
    }),

  // The screens' reads (tRPC only).
  /** adminProgress.catalogue: every challenge's key, title, track and difficulty. */
  catalogue: adminProcedure.input(z.void()).query(() =>
    CATALOGUE.map((c) => ({
      key: c.key,
      title: c.title,
      track: c.track,
      difficulty: c.difficulty,
    })),
  ),

  /**
   * adminProgress.sandboxes: each sandbox bank's solves, points and top learner, read from its
   * database when it is open here, else from its file without opening the bank (a sandbox
   * closed while idle, or held by another process of a cluster on this machine); null when
   * its file cannot be read.
   */
  sandboxes: adminProcedure.input(z.void()).query(({ ctx }) => {
    const manager = ctx.sandboxes;
    if (!manager || ctx.env.SANDBOXES === 'off') throw notFound('Sandboxes');
    return manager.names().map((name) => ({ name, progress: manager.read(name, bankProgress) }));
  }),
});
