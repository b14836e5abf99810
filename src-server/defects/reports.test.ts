/**
 * Bug reports: filed by customers only while a bug hunt runs, listed to the trainer with the
 * catalogue entries they may match, judged, and scored by severity and first finder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';
import { setActiveDefects } from './switches';

let bank: TestBank;
const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

const report = {
  title: 'The bell counts one too many',
  where: '/notifications',
  steps: 'Read every notification, look at the bell',
  expected: 'No number',
  actual: '1',
  severity: 'LOW',
};

type Reports = {
  reports: { id: number; status: string; suggestions: string[]; student: string }[];
  scores: { userId: number; points: number; firstFinds: number }[];
};

beforeAll(async () => {
  bank = await createTestBank('demo', { BUG_HUNT: 'on' });
});

describe('bug reports', () => {
  it('are refused while no bug hunt runs (409)', async () => {
    const demo = await bank.login('demo');
    const res = await bank.call('POST', '/api/defect-reports', { cookie: demo, body: report });
    expect(res.status).toBe(409);
  });

  it('are filed, suggested, confirmed and scored; the first finder earns double', async () => {
    setActiveDefects(bank.db, ['notification-count-off-by-one'], new Date());
    const demo = await bank.login('demo');
    const jane = await bank.login('jane');
    const admin = await bank.login('admin');
    const a = await bank.call('POST', '/api/defect-reports', {
      cookie: demo,
      body: { ...report, requestId: 'req-1' },
    });
    expect(a.status).toBe(201);
    const b = await bank.call('POST', '/api/defect-reports', { cookie: jane, body: report });
    expect(b.status).toBe(201);
    expect((await bank.call('GET', '/api/admin/defect-reports', { cookie: demo })).status).toBe(
      403,
    );

    const before = await json<Reports>(
      bank.call('GET', '/api/admin/defect-reports', { cookie: admin }),
    );
    expect(before.reports).toHaveLength(2);
    expect(before.reports[0]!.suggestions).toContain('notification-count-off-by-one');
    expect(before.scores).toEqual([]);

    for (const r of before.reports) {
      const res = await bank.call('PATCH', `/api/admin/defect-reports/${r.id}`, {
        cookie: admin,
        body: { status: 'CONFIRMED', defectKey: 'notification-count-off-by-one' },
      });
      expect(res.status).toBe(200);
    }
    const after = await json<Reports>(
      bank.call('GET', '/api/admin/defect-reports', { cookie: admin }),
    );
    const points = Object.fromEntries(after.scores.map((s) => [s.userId, s.points]));
    expect(points[bank.userId('demo')]).toBe(2);
    expect(points[bank.userId('jane')]).toBe(1);

    const csv = await bank.call('GET', '/api/admin/defect-reports.csv', { cookie: admin });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,student,title,where,severity,status,defectKey,createdAt,studentPoints',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"notification-count-off-by-one"');
    expect(lines[1]).toMatch(/"2"$/);
    expect((await bank.call('GET', '/api/admin/defect-reports.csv', { cookie: demo })).status).toBe(
      403,
    );
  });

  it('the answer key after the session tells who found what, first finder marked', async () => {
    const admin = await bank.login('admin');
    const demo = await bank.login('demo');
    type Entry = {
      key: string;
      on: boolean;
      expected: string;
      actual: string;
      technique: string;
      foundBy: { userId: number; student: string; first: boolean }[];
    };
    setActiveDefects(bank.db, ['notification-count-off-by-one', 'accounts-slow'], new Date());
    const key = await json<Entry[]>(
      bank.call('GET', '/api/admin/defects/answer-key', { cookie: admin }),
    );
    expect(key.map((x) => x.key)).toEqual(['notification-count-off-by-one', 'accounts-slow']);
    const found = key[0]!;
    expect(found.technique).toBe('exploratory tour');
    expect(found.expected.length).toBeGreaterThan(0);
    expect(found.foundBy.map((f) => [f.userId, f.first])).toEqual([
      [bank.userId('demo'), true],
      [bank.userId('jane'), false],
    ]);
    expect(found.foundBy[0]!.student).toContain('(demo)');
    expect(key[1]!.foundBy).toEqual([]);

    // After the session, with every defect off, the found one stays in the key.
    setActiveDefects(bank.db, [], new Date());
    const after = await json<Entry[]>(
      bank.call('GET', '/api/admin/defects/answer-key', { cookie: admin }),
    );
    expect(after.map((x) => [x.key, x.on])).toEqual([['notification-count-off-by-one', false]]);
    const all = await json<Entry[]>(
      bank.call('GET', '/api/admin/defects/answer-key?all=true', { cookie: admin }),
    );
    const { DEFECTS } = await import('./catalogue');
    expect(all).toHaveLength(DEFECTS.length);
    expect((await bank.call('GET', '/api/admin/defects/answer-key', { cookie: demo })).status).toBe(
      403,
    );
  });

  it('a confirmation needs a known catalogue key (400)', async () => {
    const admin = await bank.login('admin');
    const res = await bank.call('PATCH', '/api/admin/defect-reports/1', {
      cookie: admin,
      body: { status: 'CONFIRMED', defectKey: 'nope' },
    });
    expect(res.status).toBe(400);
  });
});
