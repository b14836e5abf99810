/**
 * The trainer's view through REST: a class's progress as JSON (counts per track, the first
 * solver of each challenge, the cheat signal) and as CSV, challenges turned off for a class
 * (a later solve of one does not count), and customers refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

interface Progress {
  classId: number;
  students: {
    id: number;
    username: string;
    name: string;
    tracks: Record<'API' | 'UI' | 'OPERATIONS' | 'SECURITY', { solved: number; total: number }>;
    score: number;
    solved: number;
    hintsUsed: number;
    lastActivity: string | null;
    firsts: string[];
    solves: { key: string }[];
    cheat: { flagged: boolean; tooFast: string[]; burst: boolean };
  }[];
  challenges: {
    key: string;
    enabled: boolean;
    solvers: { userId: number }[];
    firstSolver: number | null;
  }[];
  off: string[];
}

let bank: TestBank;
let admin: string;
let classId: number;
const students: { username: string; cookie: string; id: number }[] = [];

/** Signs a class student in, changes the generated password and answers the session cookie. */
async function firstSignIn(username: string, password: string) {
  const res = await bank.call('POST', '/api/auth/login', { body: { username, password } });
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))
      ?.split(';')[0] ?? '';
  const me = await json<{ id: number }>(bank.call('GET', '/api/auth/me', { cookie }));
  const changed = await bank.call('POST', `/api/users/${me.id}/password`, {
    cookie,
    body: { currentPassword: password, newPassword: 'Violet-Harbor-Lantern-42' },
  });
  expect(changed.status).toBeLessThan(300);
  return { username, cookie, id: me.id };
}

const unknownPath = (cookie: string) =>
  bank.app.request(`${ORIGIN}/api/nothing-here`, { headers: { Cookie: cookie } });
const openapi = (cookie: string) =>
  bank.app.request(`${ORIGIN}/api/openapi.json`, { headers: { Cookie: cookie } });
const progress = (cookie = admin) =>
  json<Progress>(bank.call('GET', `/api/admin/classes/${classId}/progress`, { cookie }));
const keysOf = (p: Progress, username: string) =>
  p.students.find((s) => s.username === username)!.solves.map((s) => s.key);

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  const made = await json<{
    class: { id: number };
    credentials: { username: string; password: string }[];
  }>(
    bank.call('POST', '/api/admin/classes', {
      cookie: admin,
      body: { name: 'Gradebook', count: 2, prefix: 'learner', openingDeposit: '100.00' },
    }),
  );
  classId = made.class.id;
  for (const c of made.credentials) students.push(await firstSignIn(c.username, c.password));
});

describe("a class's progress", () => {
  it('counts solves per track, and marks the first solver of each challenge', async () => {
    const [a, b] = students as [(typeof students)[0], (typeof students)[0]];
    const before = await progress();
    expect(before.students.map((s) => s.username)).toEqual(['learner01', 'learner02']);
    const base = (u: string) => before.students.find((s) => s.username === u)!.tracks.API.solved;
    const apiA = base('learner01');
    const apiB = base('learner02');

    expect((await unknownPath(a.cookie)).status).toBe(404);
    expect((await unknownPath(b.cookie)).status).toBe(404);
    expect((await bank.call('DELETE', '/api/accounts', { cookie: b.cookie })).status).toBe(405);

    const p = await progress();
    const rowA = p.students.find((s) => s.id === a.id)!;
    const rowB = p.students.find((s) => s.id === b.id)!;
    expect(rowA.tracks.API).toMatchObject({ solved: apiA + 1 });
    expect(rowB.tracks.API).toMatchObject({ solved: apiB + 2 });
    expect(rowA.tracks.API.total).toBeGreaterThan(10);
    expect(rowA.firsts).toContain('unknown-path');
    expect(rowB.firsts).not.toContain('unknown-path');
    expect(rowB.firsts).toContain('method-not-allowed');
    expect(rowB.score).toBeGreaterThan(rowA.score);
    expect(rowB.lastActivity).not.toBeNull();
    const unknown = p.challenges.find((c) => c.key === 'unknown-path')!;
    expect(unknown.solvers.map((s) => s.userId)).toEqual([a.id, b.id]);
    expect(unknown.firstSolver).toBe(a.id);
    expect(unknown.enabled).toBe(true);
    // A learner of another class (or none) is not in this class's table.
    await unknownPath(await bank.login('demo'));
    expect(
      (await progress()).challenges.find((c) => c.key === 'unknown-path')!.solvers,
    ).toHaveLength(2);
  });

  it('flags a burst of solves and a solve faster than its challenge allows', async () => {
    const b = students[1]!;
    await openapi(b.cookie);
    const accounts = await json<{ id: number; accountType: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: b.cookie }),
    );
    const from = accounts.find((x) => x.accountType === 'CHECKING')!.id;
    const to = accounts.find((x) => x.accountType === 'SAVINGS')!.id;
    const move = (amount: string, headers: Record<string, string> = {}) =>
      bank.call('POST', '/api/transfers', {
        cookie: b.cookie,
        body: { transferType: 'INTERNAL', fromAccountId: from, toAccountId: to, amount },
        headers,
      });
    expect((await move('1.234')).status).toBe(400);
    const key = { 'Idempotency-Key': 'gradebook-1' };
    expect((await move('1.00', key)).status).toBe(201);
    expect((await move('1.00', key)).headers.get('Idempotent-Replayed')).toBe('true');

    const p = await progress();
    const rowB = p.students.find((s) => s.id === b.id)!;
    expect(keysOf(p, 'learner02')).toEqual(
      expect.arrayContaining(['openapi-read', 'bad-amount', 'idempotent-replay']),
    );
    expect(rowB.cheat.burst).toBe(true);
    // idempotent-replay takes at least 20 s after the solve before it.
    expect(rowB.cheat.tooFast).toContain('idempotent-replay');
    expect(rowB.cheat.flagged).toBe(true);
    const rowA = p.students.find((s) => s.id === students[0]!.id)!;
    expect(rowA.cheat).toEqual({ flagged: false, tooFast: [], burst: false });
  });

  it('honours challenges and tracks turned off for the class', async () => {
    const a = students[0]!;
    const set = await bank.call('PUT', `/api/admin/classes/${classId}/challenge-settings`, {
      cookie: admin,
      body: { off: ['openapi-read', 'UI'] },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ off: ['UI', 'openapi-read'] });
    expect(
      await json(
        bank.call('GET', `/api/admin/classes/${classId}/challenge-settings`, { cookie: admin }),
      ),
    ).toEqual({ off: ['UI', 'openapi-read'] });
    const bad = await bank.call('PUT', `/api/admin/classes/${classId}/challenge-settings`, {
      cookie: admin,
      body: { off: ['no-such-challenge'] },
    });
    expect(bad.status).toBe(400);

    expect((await openapi(a.cookie)).status).toBe(200);
    const p = await progress();
    expect(keysOf(p, 'learner01')).not.toContain('openapi-read');
    const read = p.challenges.find((c) => c.key === 'openapi-read')!;
    expect(read.enabled).toBe(false);
    expect(read.solvers.map((s) => s.userId)).toEqual([students[1]!.id]);
    expect(p.off).toEqual(['UI', 'openapi-read']);

    // On again: the next solve counts.
    await bank.call('PUT', `/api/admin/classes/${classId}/challenge-settings`, {
      cookie: admin,
      body: { off: [] },
    });
    await openapi(a.cookie);
    expect(keysOf(await progress(), 'learner01')).toContain('openapi-read');
  });

  it('downloads as CSV: a header, then a row per student with a column per track and the score', async () => {
    const res = await bank.call('GET', `/api/admin/classes/${classId}/progress.csv`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`class-${classId}-progress.csv`);
    const [header, ...lines] = (await res.text()).trimEnd().split('\n');
    expect(header).toBe('username,name,API,UI,OPERATIONS,SECURITY,solved,hintsUsed,score');
    const p = await progress();
    expect(lines).toEqual(
      p.students.map((s) =>
        [
          s.username,
          s.name,
          s.tracks.API.solved,
          s.tracks.UI.solved,
          s.tracks.OPERATIONS.solved,
          s.tracks.SECURITY.solved,
          s.solved,
          s.hintsUsed,
          s.score,
        ].join(','),
      ),
    );
    expect(lines[1]).toMatch(/^learner02,Learner 02,\d+,/);
  });

  it('is for admins only, and 404 for an unknown class', async () => {
    const customer = students[0]!.cookie;
    for (const path of ['progress', 'progress.csv', 'challenge-settings']) {
      expect(
        (await bank.call('GET', `/api/admin/classes/${classId}/${path}`, { cookie: customer }))
          .status,
      ).toBe(403);
      expect((await bank.call('GET', `/api/admin/classes/${classId}/${path}`)).status).toBe(401);
      expect(
        (await bank.call('GET', `/api/admin/classes/999/${path}`, { cookie: admin })).status,
      ).toBe(404);
    }
    expect(
      (
        await bank.call('PUT', `/api/admin/classes/${classId}/challenge-settings`, {
          cookie: customer,
          body: { off: ['API'] },
        })
      ).status,
    ).toBe(403);
    expect((await progress()).off).toEqual([]);
  });
});
