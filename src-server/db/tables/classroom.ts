/**
 * The classroom: challenge solves, hints and steps, per-class challenge settings, the planted
 * defects switched on and the defect reports.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { classes, users } from './people';

/**
 * Challenges a learner solved (src-server/challenges): one row per user and challenge key,
 * written once by the bank's own detectors. `solvedAt` is the real instant (ms), `businessAt`
 * the bank's business time of the solve (ms); `points` is the score it earned, after hints.
 */
export const challengeSolves = sqliteTable(
  'challenge_solves',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 64 }).notNull(),
    solvedAt: integer('solved_at', { mode: 'timestamp_ms' }).notNull(),
    businessAt: integer('business_at', { mode: 'timestamp_ms' }).notNull(),
    hintsUsed: integer('hints_used').notNull().default(0),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('challenge_solves_key_idx').on(t.key, t.solvedAt),
  ],
);

/** How many hints of a challenge a learner revealed (they lower its score). */
export const challengeHints = sqliteTable(
  'challenge_hints',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 64 }).notNull(),
    revealed: integer('revealed').notNull().default(0),
    /** Real time of the latest reveal. */
    revealedAt: integer('revealed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The steps of a multi-step challenge a learner has done so far (e.g. a step-up refusal,
 * then the PIN): `at` is the real instant (ms) of the step, `data` a small JSON note.
 */
export const challengeSteps = sqliteTable(
  'challenge_steps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 64 }).notNull(),
    step: text('step', { length: 64 }).notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    data: text('data'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.step] })],
);

/**
 * Challenges a trainer turned off for a class: one row per class and challenge key, or per
 * track (`API`, `UI`, `OPERATIONS`, `SECURITY`). None by default: everything is on.
 */
export const classChallengeSettings = sqliteTable(
  'class_challenge_settings',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    keyOrTrack: text('key_or_track', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.keyOrTrack] })],
);

/**
 * Planted defects switched on in this bank (bug-hunt mode, src-server/defects): one row per
 * defect key that was ever switched; `on` says whether it is on now, `since` when it last changed.
 */
export const defectSwitches = sqliteTable('defect_switches', {
  key: text('key').primaryKey(),
  on: integer('on', { mode: 'boolean' }).notNull().default(false),
  since: integer('since', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Bug reports customers file during a bug hunt, and the trainer's verdict: PENDING until
 * judged, then CONFIRMED (matching `defect_key`), DUPLICATE or REJECTED.
 */
export const defectReports = sqliteTable(
  'defect_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    where: text('where').notNull(),
    steps: text('steps').notNull(),
    expected: text('expected').notNull(),
    actual: text('actual').notNull(),
    severity: text('severity').notNull(),
    requestId: text('request_id'),
    status: text('status').notNull().default('PENDING'),
    defectKey: text('defect_key'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('defect_reports_user_idx').on(t.userId)],
);
