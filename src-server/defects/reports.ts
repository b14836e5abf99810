/**
 * Bug reports of a bug hunt: customers file them while any defect is on; the trainer sees
 * each with the catalogue entries it may match (same screen or operation) and confirms a
 * match, marks a duplicate or rejects it. Scores follow confirmed finds by severity, the
 * first finder of a defect earning double.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { defectReports, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../domain/errors';
import { spreadsheetText } from '../shared/text';
import { DEFECTS, type Defect, type DefectSeverity, defectOf } from './catalogue';
import { activeDefects } from './switches';

/** Points of a confirmed find by the defect's severity (the first finder earns double). */
export const SEVERITY_POINTS: Record<DefectSeverity, number> = {
  LOW: 1,
  MEDIUM: 2,
  HIGH: 3,
  CRITICAL: 5,
};

/** What a customer files. */
export interface NewReport {
  title: string;
  where: string;
  steps: string;
  expected: string;
  actual: string;
  severity: DefectSeverity;
  requestId?: string | null | undefined;
}

/**
 * Files a report for `userId`.
 * @param now business time: the report's date
 * @returns the new report's id
 * @throws Conflict (409) when no defect is on in this bank (no bug hunt running)
 */
export function fileReport(db: Db, userId: number, report: NewReport, now: Date): { id: number } {
  if (activeDefects(db).size === 0) throw conflict('No bug hunt is running in this bank');
  const row = db
    .insert(defectReports)
    .values({ ...report, requestId: report.requestId ?? null, userId, createdAt: now })
    .returning({ id: defectReports.id })
    .get();
  return { id: row.id };
}

/** The path of a `where` ('GET /api/x/{id}?q' → '/x/7'-style path without method, /api or query). */
function pathOf(where: string): string {
  const path = where
    .trim()
    .replace(/^[A-Z]+\s+/, '')
    .split(/[?#]/)[0]!;
  return path.replace(/^\/s\/[^/]+/, '').replace(/^\/api(?=\/)/, '');
}

/**
 * The catalogue keys a report's `where` may match: the same screen route or operation path
 * (a `{param}` of the catalogue matches any one segment).
 */
export function suggestionsFor(where: string): string[] {
  const path = pathOf(where);
  return DEFECTS.filter((x) => {
    const pattern = pathOf(x.where)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`).test(path);
  }).map((x) => x.key);
}

/** One report as the trainer sees it. */
export interface ReportView {
  id: number;
  userId: number;
  student: string;
  title: string;
  where: string;
  steps: string;
  expected: string;
  actual: string;
  severity: string;
  requestId: string | null;
  status: string;
  defectKey: string | null;
  suggestions: string[];
  createdAt: string;
}

/** Every report, oldest first, with its student's name and suggested catalogue entries. */
export function listReports(db: Db): ReportView[] {
  return db
    .select({
      r: defectReports,
      first: users.firstName,
      last: users.lastName,
      username: users.username,
    })
    .from(defectReports)
    .innerJoin(users, eq(users.id, defectReports.userId))
    .orderBy(asc(defectReports.id))
    .all()
    .map(({ r, first, last, username }) => ({
      id: r.id,
      userId: r.userId,
      student: `${first} ${last} (${username})`,
      title: r.title,
      where: r.where,
      steps: r.steps,
      expected: r.expected,
      actual: r.actual,
      severity: r.severity,
      requestId: r.requestId,
      status: r.status,
      defectKey: r.defectKey,
      suggestions: suggestionsFor(r.where),
      createdAt: r.createdAt.toISOString(),
    }));
}

/**
 * The trainer's verdict on a report: CONFIRMED (matching `defectKey`), DUPLICATE or REJECTED.
 * @param now business time: when it was decided
 * @throws NotFound (404) for an unknown report; InvalidInput (400) for a confirmation without
 *   a known catalogue key
 */
export function decideReport(
  db: Db,
  id: number,
  decision: { status: 'CONFIRMED' | 'DUPLICATE' | 'REJECTED'; defectKey?: string | null },
  now: Date,
): ReportView {
  const key = decision.defectKey ?? null;
  if (decision.status === 'CONFIRMED' && (!key || !defectOf(key))) {
    throw badRequest('A confirmed report needs the catalogue key it matches');
  }
  const updated = db
    .update(defectReports)
    .set({ status: decision.status, defectKey: key, decidedAt: now })
    .where(eq(defectReports.id, id))
    .returning({ id: defectReports.id })
    .get();
  if (!updated) throw notFound('Report');
  return listReports(db).find((r) => r.id === id)!;
}

/** One student's score. */
export interface Score {
  userId: number;
  student: string;
  confirmed: number;
  firstFinds: number;
  points: number;
  /** The catalogue keys they found, first finds and later ones. */
  found: string[];
}

/**
 * The scores: each confirmed report earns its defect's severity points, doubled for the
 * student who filed the first confirmed report of that defect; highest first.
 */
export function scores(db: Db): Score[] {
  const byUser = new Map<number, Score>();
  const firstOf = new Map<string, number>();
  for (const r of listReports(db)) {
    if (r.status !== 'CONFIRMED' || !r.defectKey) continue;
    const defect = defectOf(r.defectKey);
    if (!defect) continue;
    const score = byUser.get(r.userId) ?? {
      userId: r.userId,
      student: r.student,
      confirmed: 0,
      firstFinds: 0,
      points: 0,
      found: [],
    };
    const first = !firstOf.has(r.defectKey);
    if (first) firstOf.set(r.defectKey, r.userId);
    score.confirmed += 1;
    if (first) score.firstFinds += 1;
    score.points += SEVERITY_POINTS[defect.severity] * (first ? 2 : 1);
    if (!score.found.includes(r.defectKey)) score.found.push(r.defectKey);
    byUser.set(r.userId, score);
  }
  return [...byUser.values()].sort((a, b) => b.points - a.points || a.userId - b.userId);
}

/** The reports as CSV (one line each, with the student's points so far), for a spreadsheet. */
export function reportsCsv(db: Db): string {
  const points = new Map(scores(db).map((s) => [s.userId, s.points]));
  const cell = (v: unknown) => `"${spreadsheetText(String(v ?? '')).replace(/"/g, '""')}"`;
  const header = [
    'id',
    'student',
    'title',
    'where',
    'severity',
    'status',
    'defectKey',
    'createdAt',
    'studentPoints',
  ];
  const lines = listReports(db).map((r) =>
    [
      r.id,
      r.student,
      r.title,
      r.where,
      r.severity,
      r.status,
      r.defectKey,
      r.createdAt,
      points.get(r.userId) ?? 0,
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** A student who found a defect, as the answer key names them. */
export interface Finder {
  userId: number;
  student: string;
  /** True for the student whose confirmed report of this defect came first. */
  first: boolean;
  /** The id of the student's first confirmed report of it. */
  reportId: number;
  /** When that report was filed (business time, ISO 8601). */
  reportedAt: string;
}

/** One catalogue entry of the answer key, with its state and who found it. */
export type AnswerKeyEntry = Defect & { on: boolean; foundBy: Finder[] };

/**
 * The answer key for after the session: catalogue entries with the expected and actual
 * behaviour, the technique and the students who found each one (confirmed reports, in the
 * order they were filed; the first marked), so the trainer can show who found what.
 * @param all true: every catalogue entry; false: those on now or found by anyone
 * @returns entries in catalogue order
 */
export function answerKey(db: Db, all: boolean): AnswerKeyEntry[] {
  const finders = new Map<string, Finder[]>();
  for (const r of listReports(db)) {
    if (r.status !== 'CONFIRMED' || !r.defectKey) continue;
    const list = finders.get(r.defectKey) ?? [];
    if (list.some((f) => f.userId === r.userId)) continue;
    list.push({
      userId: r.userId,
      student: r.student,
      first: list.length === 0,
      reportId: r.id,
      reportedAt: r.createdAt,
    });
    finders.set(r.defectKey, list);
  }
  const on = activeDefects(db);
  return DEFECTS.map((x) => ({
    ...x,
    on: on.has(x.key),
    foundBy: finders.get(x.key) ?? [],
  })).filter((x) => all || x.on || x.foundBy.length > 0);
}
