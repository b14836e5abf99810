/**
 * The trainer's view of a class's challenges: each student's progress per track, the first
 * solver of each challenge in the class, a simple cheat signal, the challenges the trainer
 * turned off for the class, and a bank-wide summary (a sandbox's scoreboard line).
 *
 * Reads only, apart from `setClassChallengeSettings`; the solves themselves are written by the
 * detectors through store.ts. Times are real time (ISO 8601).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  challengeHints,
  challengeSolves,
  classChallengeSettings,
  classes,
  users,
} from '../db/schema';
import { atomically } from '../db/transaction';
import { notFound } from '../domain/errors';
import { CATALOGUE, challengeOf, TRACKS, type Track } from './catalogue';
import { hintsOfUsers, type Solve, score, solvesOfUsers } from './store';

/** Solves this close together, this many or more, make a burst (the cheat signal). */
export const BURST_SOLVES = 5;
/** The window of a burst, in seconds. */
export const BURST_SECONDS = 10;

/** Why a student's solves look too quick to be honest. */
export interface CheatSignal {
  /** True when any reason below holds. */
  flagged: boolean;
  /** Keys solved sooner after the student's previous solve than the challenge's `minSeconds`. */
  tooFast: string[];
  /** True when `BURST_SOLVES` or more solves fell within `BURST_SECONDS`. */
  burst: boolean;
}

/** One student's row of the progress table. */
export interface StudentProgress {
  id: number;
  name: string;
  username: string;
  /** Solved and catalogue total per track (challenges turned off for the class still count in total). */
  tracks: Record<Track, { solved: number; total: number }>;
  /** Points earned (difficulty less the hints revealed before each solve). */
  score: number;
  /** Solves overall. */
  solved: number;
  /** Hints revealed, solved challenges or not. */
  hintsUsed: number;
  /** The latest solve or hint (ISO), or null before any. */
  lastActivity: string | null;
  /** Keys this student solved first in the class. */
  firsts: string[];
  /** Each solve, oldest first: key, when (ISO real time), hints used before it and points. */
  solves: { key: string; solvedAt: string; hintsUsed: number; points: number }[];
  cheat: CheatSignal;
}

/** One challenge's line: who in the class solved it, in order, the first one first. */
export interface ChallengeProgress {
  key: string;
  title: string;
  track: Track;
  difficulty: number;
  /** False when the trainer turned it (or its track) off for the class. */
  enabled: boolean;
  solvers: { userId: number; solvedAt: string }[];
  firstSolver: number | null;
}

/** A class's progress: its students and the challenges any of them solved. */
export interface ClassProgress {
  classId: number;
  name: string;
  students: StudentProgress[];
  /** The challenges solved by at least one student, in catalogue order. */
  challenges: ChallengeProgress[];
  /** Keys and tracks turned off for the class. */
  off: string[];
}

/** The open students of class `classId`, by username. */
function studentsOf(db: Db, classId: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.classId, classId), isNull(users.closedAt)))
    .orderBy(users.username)
    .all();
}

/**
 * The cheat signal of one student's solves (oldest first): a solve that came sooner after the
 * previous one than its challenge's `minSeconds`, or `BURST_SOLVES` solves within
 * `BURST_SECONDS`. The first solve has no previous one and is never too fast.
 */
export function cheatSignal(solves: readonly Pick<Solve, 'key' | 'solvedAt'>[]): CheatSignal {
  const tooFast: string[] = [];
  let burst = false;
  for (let i = 0; i < solves.length; i++) {
    const solve = solves[i]!;
    const min = challengeOf(solve.key)?.minSeconds;
    if (i > 0 && min !== undefined) {
      const gap = (solve.solvedAt.getTime() - solves[i - 1]!.solvedAt.getTime()) / 1000;
      if (gap < min) tooFast.push(solve.key);
    }
    const start = solves[i - BURST_SOLVES + 1];
    if (start && solve.solvedAt.getTime() - start.solvedAt.getTime() <= BURST_SECONDS * 1000) {
      burst = true;
    }
  }
  return { flagged: burst || tooFast.length > 0, tooFast, burst };
}

/** The keys and tracks turned off for class `classId` (empty: everything on). */
export function classChallengeOff(db: Db, classId: number): string[] {
  return db
    .select({ k: classChallengeSettings.keyOrTrack })
    .from(classChallengeSettings)
    .where(eq(classChallengeSettings.classId, classId))
    .orderBy(classChallengeSettings.keyOrTrack)
    .all()
    .map((r) => r.k);
}

function assertClass(db: Db, classId: number): { id: number; name: string } {
  const row = db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.id, classId))
    .get();
  if (!row) throw notFound('Class');
  return row;
}

/**
 * Turns challenges off for a class: `off` lists catalogue keys and tracks (`API`, `UI`,
 * `OPERATIONS`, `SECURITY`); everything else is on. Replaces the previous setting. Solves
 * already made stay; new solves of a challenge turned off are not recorded (store.ts).
 * @returns the keys and tracks now off, sorted
 * @throws NOT_FOUND (404) for an unknown class
 */
export function setClassChallengeSettings(db: Db, classId: number, off: readonly string[]) {
  assertClass(db, classId);
  const wanted = [...new Set(off)].filter(
    (k) => (TRACKS as readonly string[]).includes(k) || challengeOf(k) !== undefined,
  );
  atomically(db, () => {
    db.delete(classChallengeSettings).where(eq(classChallengeSettings.classId, classId)).run();
    if (wanted.length > 0) {
      db.insert(classChallengeSettings)
        .values(wanted.map((keyOrTrack) => ({ classId, keyOrTrack })))
        .run();
    }
  });
  return classChallengeOff(db, classId);
}

/** The latest hint reveal of each of `userIds`, in ms. */
function lastHintOf(db: Db, userIds: number[]): Map<number, number> {
  if (userIds.length === 0) return new Map();
  const rows = db
    .select({
      userId: challengeHints.userId,
      at: sql<number>`max(${challengeHints.revealedAt})`,
    })
    .from(challengeHints)
    .where(inArray(challengeHints.userId, userIds))
    .groupBy(challengeHints.userId)
    .all();
  return new Map(rows.map((r) => [r.userId, Number(r.at)]));
}

/**
 * The progress of class `classId`: per student their solved counts per track, score, hints,
 * last activity, the challenges they solved first in the class and the cheat signal; per
 * challenge solved by anyone, its solvers in order and the first one.
 * @throws NOT_FOUND (404) for an unknown class
 */
export function classProgress(db: Db, classId: number): ClassProgress {
  const cls = assertClass(db, classId);
  const students = studentsOf(db, classId);
  const ids = students.map((s) => s.id);
  const solves = solvesOfUsers(db, ids);
  const hints = hintsOfUsers(db, ids);
  const lastHint = lastHintOf(db, ids);
  const off = classChallengeOff(db, classId);

  const byUser = new Map<number, Solve[]>();
  const byKey = new Map<string, Solve[]>();
  for (const s of solves) {
    byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
    byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
  }
  const firsts = new Map<number, string[]>();
  for (const [key, list] of byKey) {
    const first = list[0]!.userId;
    firsts.set(first, [...(firsts.get(first) ?? []), key]);
  }

  const rows: StudentProgress[] = students.map((s) => {
    const mine = byUser.get(s.id) ?? [];
    const total = score(mine);
    const hintsUsed = [...(hints.get(s.id)?.values() ?? [])].reduce((a, b) => a + b, 0);
    const last = Math.max(mine.at(-1)?.solvedAt.getTime() ?? 0, lastHint.get(s.id) ?? 0);
    const tracks = Object.fromEntries(
      TRACKS.map((t) => [t, { solved: total.byTrack[t].solved, total: total.byTrack[t].total }]),
    ) as StudentProgress['tracks'];
    return {
      id: s.id,
      name: `${s.firstName} ${s.lastName}`.trim(),
      username: s.username,
      tracks,
      score: total.points,
      solved: total.solved,
      hintsUsed,
      lastActivity: last > 0 ? new Date(last).toISOString() : null,
      firsts: (firsts.get(s.id) ?? []).sort(),
      solves: mine.map((m) => ({
        key: m.key,
        solvedAt: m.solvedAt.toISOString(),
        hintsUsed: m.hintsUsed,
        points: m.points,
      })),
      cheat: cheatSignal(mine),
    };
  });

  const challenges: ChallengeProgress[] = CATALOGUE.filter((c) => byKey.has(c.key)).map((c) => {
    const list = byKey.get(c.key)!;
    return {
      key: c.key,
      title: c.title,
      track: c.track,
      difficulty: c.difficulty,
      enabled: !off.includes(c.key) && !off.includes(c.track),
      solvers: list.map((s) => ({ userId: s.userId, solvedAt: s.solvedAt.toISOString() })),
      firstSolver: list[0]!.userId,
    };
  });

  return { classId: cls.id, name: cls.name, students: rows, challenges, off };
}

/**
 * The progress CSV's rows: one per student by username, with the solved count per track and
 * the score.
 */
export function progressCsvRows(progress: ClassProgress): Record<string, string | number>[] {
  return progress.students.map((s) => ({
    username: s.username,
    name: s.name,
    ...Object.fromEntries(TRACKS.map((t) => [t, s.tracks[t].solved])),
    solved: s.solved,
    hintsUsed: s.hintsUsed,
    score: s.score,
  }));
}

/** The CSV's columns, in order. */
export const PROGRESS_CSV_COLUMNS = [
  'username',
  'name',
  ...TRACKS,
  'solved',
  'hintsUsed',
  'score',
] as const;

/** A whole bank's progress at a glance (a sandbox's line on the trainer's scoreboard). */
export interface BankProgress {
  /** Solves by anyone in the bank. */
  solves: number;
  /** The points of every solve. */
  points: number;
  /** The learner with the most points (username, points), or null before any solve. */
  top: { username: string; points: number } | null;
}

/** Sums every solve of the bank in `db`: two small aggregate reads. */
export function bankProgress(db: Db): BankProgress {
  const totals = db
    .select({
      solves: sql<number>`count(*)`,
      points: sql<number>`coalesce(sum(${challengeSolves.points}), 0)`,
    })
    .from(challengeSolves)
    .get() ?? { solves: 0, points: 0 };
  const points = sql<number>`sum(${challengeSolves.points})`;
  const top = db
    .select({ username: users.username, points })
    .from(challengeSolves)
    .innerJoin(users, eq(users.id, challengeSolves.userId))
    .groupBy(users.id)
    .orderBy(desc(points))
    .limit(1)
    .get();
  return {
    solves: Number(totals.solves),
    points: Number(totals.points),
    top: top ? { username: top.username, points: Number(top.points) } : null,
  };
}
