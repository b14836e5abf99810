/**
 * The challenge tracks' labels and the points a solve earns, as the server counts them
 * (src-server/challenges/catalogue.ts `pointsFor`): 10, 25, 45, 70 or 100 by difficulty, less
 * a fifth per hint revealed before the solve.
 */
export const TRACKS = ['API', 'UI', 'OPERATIONS', 'SECURITY'] as const;
/** One of TRACKS: API, UI, OPERATIONS or SECURITY. */
export type Track = (typeof TRACKS)[number];

/** Each track's English name (translated where shown). */
export const TRACK_LABELS: Record<Track, string> = {
  API: 'API testing',
  UI: 'UI testing',
  OPERATIONS: 'Banking operations',
  SECURITY: 'Security',
};

const BASE_POINTS = [0, 10, 25, 45, 70, 100];

/**
 * Points of a solve of `difficulty` (1 to 5) with `hintsUsed` hints revealed (0 to 3). The
 * screen counts hints revealed so far, which are those revealed before the solve: a solved
 * challenge reveals no more.
 */
export function pointsFor(difficulty: number, hintsUsed: number): number {
  const base = BASE_POINTS[difficulty] ?? 0;
  return Math.round(base * (1 - 0.2 * Math.min(3, Math.max(0, hintsUsed))));
}
