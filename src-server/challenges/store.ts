/**
 * A learner's progress: solves, hints revealed, steps of multi-step challenges, and the
 * challenges a trainer turned off for a class. Only the detectors (`detectors/`) call
 * `recordSolve`; nothing a learner sends can name a challenge as solved.
 *
 * Times: `solvedAt` is real time (when it happened), `businessAt` the bank's business time
 * (the clock lessons move). Points are fixed at the solve: a hint revealed later changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import {
  challengeHints,
  challengeSolves,
  challengeSteps,
  classChallengeSettings,
  users,
} from '../db/schema';
import { atomically } from '../db/transaction';
import { notFound } from '../domain/errors';
import { noteAfterCommit, noteChallenge } from '../events/collect';
import { CATALOGUE, type Challenge, challengeOf, pointsFor, type Track } from './catalogue';

/**
 * Keys known solved, per bank and user (`${userId}:${key}`): a detector that fires again for
 * a solved challenge costs no query. Emptied by `clearProgress` and `forgetSolvedCache`.
 */
const solvedCache = new WeakMap<Db, Set<string>>();

function cacheOf(db: Db): Set<string> {
  let cache = solvedCache.get(db);
  if (!cache) {
    cache = new Set();
    solvedCache.set(db, cache);
  }
  return cache;
}

/** Forgets what this process remembers of solves (the whole bank was replaced). */
export function forgetSolvedCache(db: Db): void {
  solvedCache.delete(db);
}

/** One solve as stored. */
export interface Solve {
  userId: number;
  key: string;
  /** Real time of the solve. */
  solvedAt: Date;
  /** The bank's business time of the solve. */
  businessAt: Date;
  hintsUsed: number;
  points: number;
}

/** One catalogue item as `GET /api/challenges` answers it for a learner. */
export interface ChallengeItem {
  key: string;
  title: string;
  track: Track;
  difficulty: number;
  description: string;
  /** The texts of the hints revealed so far, in order. */
  hints: string[];
  hintsTotal: number;
  solved: boolean;
  /** ISO real time of the solve, or null. */
  solvedAt: string | null;
}

/**
 * Whether challenge `key` counts for `userId`: false when the learner's class has the key
 * or its track turned off (class_challenge_settings); true for anyone outside a class.
 */
export function isChallengeEnabled(db: Db, userId: number, key: string): boolean {
  const challenge = challengeOf(key);
  if (!challenge) return false;
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(classChallengeSettings)
    .innerJoin(users, eq(users.classId, classChallengeSettings.classId))
    .where(
      and(
        eq(users.id, userId),
        inArray(classChallengeSettings.keyOrTrack, [challenge.key, challenge.track]),
      ),
    )
    .get();
  return (row?.n ?? 0) === 0;
}

/**
 * Records that `userId` solved `key`, once: a repeat, an unknown key or a challenge turned
 * off for the learner's class changes nothing. The points are the difficulty's less the
 * hints revealed so far (catalogue.ts `pointsFor`). Once committed, a `challenge` event goes
 * to the learner and to every listening admin.
 * @param now business time of the solve (the request's `ctx.now`); the real time is read here
 * @returns the new solve, or null when nothing was recorded
 */
export function recordSolve(
  db: Db,
  input: { userId: number; key: string; now: Date },
): Solve | null {
  const challenge = challengeOf(input.key);
  if (!challenge || cacheOf(db).has(`${input.userId}:${input.key}`)) return null;
  return atomically(db, () => {
    if (hasSolved(db, input.userId, input.key)) return null;
    if (!isChallengeEnabled(db, input.userId, input.key)) return null;
    const hintsUsed = hintsRevealed(db, input.userId, input.key);
    const solve: Solve = {
      userId: input.userId,
      key: input.key,
      solvedAt: realNow(),
      businessAt: input.now,
      hintsUsed,
      points: pointsFor(challenge.difficulty, hintsUsed),
    };
    db.insert(challengeSolves).values(solve).run();
    const cache = cacheOf(db);
    noteAfterCommit(db, () => cache.add(`${solve.userId}:${solve.key}`));
    noteChallenge(db, {
      key: challenge.key,
      title: challenge.title,
      track: challenge.track,
      points: solve.points,
      userId: solve.userId,
      solvedAt: solve.solvedAt.toISOString(),
      businessAt: solve.businessAt.toISOString(),
    });
    return solve;
  });
}

function hintsRevealed(db: Db, userId: number, key: string): number {
  return (
    db
      .select({ n: challengeHints.revealed })
      .from(challengeHints)
      .where(and(eq(challengeHints.userId, userId), eq(challengeHints.key, key)))
      .get()?.n ?? 0
  );
}

/**
 * Reveals the next hint of `key` to `userId` and records it (it lowers the points of a
 * later solve). Once every hint is revealed, or after the solve, a call reveals nothing more.
 * @returns the learner's item for the challenge, with the hints revealed so far
 * @throws NOT_FOUND (404) for a key the catalogue does not have
 */
export function revealHint(db: Db, userId: number, key: string): ChallengeItem {
  const challenge = challengeOf(key);
  if (!challenge) throw notFound('Challenge');
  atomically(db, () => {
    const solved = solvesOf(db, userId).some((s) => s.key === key);
    const revealed = hintsRevealed(db, userId, key);
    if (solved || revealed >= challenge.hints.length) return;
    db.insert(challengeHints)
      .values({ userId, key, revealed: revealed + 1, revealedAt: realNow() })
      .onConflictDoUpdate({
        target: [challengeHints.userId, challengeHints.key],
        set: { revealed: revealed + 1, revealedAt: realNow() },
      })
      .run();
  });
  return listChallenges(db, userId).find((item) => item.key === key)!;
}

/** The solves of `userId`, oldest first. */
export function solvesOf(db: Db, userId: number): Solve[] {
  return solvesOfUsers(db, [userId]);
}

/** The solves of every user in `userIds`, oldest first (an empty list reads nothing). */
export function solvesOfUsers(db: Db, userIds: readonly number[]): Solve[] {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(challengeSolves)
    .where(inArray(challengeSolves.userId, [...userIds]))
    .orderBy(challengeSolves.solvedAt)
    .all();
}

/**
 * How many hints each user of `userIds` revealed per challenge.
 * @returns user id → (key → hints revealed)
 */
export function hintsOfUsers(db: Db, userIds: readonly number[]): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  if (userIds.length === 0) return out;
  const rows = db
    .select()
    .from(challengeHints)
    .where(inArray(challengeHints.userId, [...userIds]))
    .all();
  for (const row of rows) {
    let mine = out.get(row.userId);
    if (!mine) {
      mine = new Map();
      out.set(row.userId, mine);
    }
    mine.set(row.key, row.revealed);
  }
  return out;
}

/** A learner's totals: points, solves and hints, overall and per track. */
export interface Score {
  points: number;
  solved: number;
  hintsUsed: number;
  byTrack: Record<Track, { solved: number; total: number; points: number }>;
}

/**
 * Sums `solves` (of one learner) into a score; `total` counts the catalogue's challenges
 * per track.
 */
export function score(solves: readonly Solve[]): Score {
  const byTrack = {
    API: { solved: 0, total: 0, points: 0 },
    UI: { solved: 0, total: 0, points: 0 },
    OPERATIONS: { solved: 0, total: 0, points: 0 },
    SECURITY: { solved: 0, total: 0, points: 0 },
  };
  for (const ch of CATALOGUE) byTrack[ch.track].total += 1;
  let points = 0;
  let hintsUsed = 0;
  for (const s of solves) {
    const ch = challengeOf(s.key);
    if (!ch) continue;
    points += s.points;
    hintsUsed += s.hintsUsed;
    byTrack[ch.track].solved += 1;
    byTrack[ch.track].points += s.points;
  }
  return { points, solved: solves.length, hintsUsed, byTrack };
}

/** The catalogue with `userId`'s state: solved and when, and the hints revealed so far. */
export function listChallenges(db: Db, userId: number): ChallengeItem[] {
  const solves = new Map(solvesOf(db, userId).map((s) => [s.key, s]));
  const hints = hintsOfUsers(db, [userId]).get(userId) ?? new Map<string, number>();
  return CATALOGUE.map((ch: Challenge) => {
    const solve = solves.get(ch.key);
    return {
      key: ch.key,
      title: ch.title,
      track: ch.track,
      difficulty: ch.difficulty,
      description: ch.description,
      hints: ch.hints.slice(0, hints.get(ch.key) ?? 0),
      hintsTotal: ch.hints.length,
      solved: solve !== undefined,
      solvedAt: solve ? solve.solvedAt.toISOString() : null,
    };
  });
}

/**
 * Remembers step `step` of multi-step challenge `key` for `userId` (a repeat moves its time).
 * @param at real time of the step
 * @param data a small note the detector reads back, or null
 */
export function recordStep(
  db: Db,
  input: { userId: number; key: string; step: string; at: Date; data?: string | null },
): void {
  const data = input.data ?? null;
  db.insert(challengeSteps)
    .values({ ...input, data })
    .onConflictDoUpdate({
      target: [challengeSteps.userId, challengeSteps.key, challengeSteps.step],
      set: { at: input.at, data },
    })
    .run();
}

/** Step `step` of `key` for `userId` when recorded: its real time and note. */
export function stepOf(
  db: Db,
  userId: number,
  key: string,
  step: string,
): { at: Date; data: string | null } | undefined {
  return db
    .select({ at: challengeSteps.at, data: challengeSteps.data })
    .from(challengeSteps)
    .where(
      and(
        eq(challengeSteps.userId, userId),
        eq(challengeSteps.key, key),
        eq(challengeSteps.step, step),
      ),
    )
    .get();
}

/** Whether `userId` already solved `key` (detectors skip their reads then). */
export function hasSolved(db: Db, userId: number, key: string): boolean {
  const cache = cacheOf(db);
  if (cache.has(`${userId}:${key}`)) return true;
  const seen =
    db
      .select({ key: challengeSolves.key })
      .from(challengeSolves)
      .where(and(eq(challengeSolves.userId, userId), eq(challengeSolves.key, key)))
      .get() !== undefined;
  if (seen) cache.add(`${userId}:${key}`);
  return seen;
}

/**
 * Forgets every solve, hint and step of `userIds` (a class reset: the learners start again).
 * Call inside the reset's transaction.
 */
export function clearProgress(db: Db, userIds: readonly number[]): void {
  if (userIds.length === 0) return;
  solvedCache.delete(db);
  const ids = [...userIds];
  db.delete(challengeSolves).where(inArray(challengeSolves.userId, ids)).run();
  db.delete(challengeHints).where(inArray(challengeHints.userId, ids)).run();
  db.delete(challengeSteps).where(inArray(challengeSteps.userId, ids)).run();
}
