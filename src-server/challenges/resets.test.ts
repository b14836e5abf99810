/**
 * Progress is the learner's until a reset: a class reset clears its students' solves and
 * hints, a demo reset clears everyone's, and a challenge can be solved again afterwards.
 */
import { describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';
import { solvesOf } from './store';

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

/** A three-decimal transfer amount between the caller's first two accounts (400, `amount`). */
async function badAmount(bank: TestBank, cookie: string): Promise<void> {
  const [from, to] = await json<{ id: number }[]>(bank.call('GET', '/api/accounts', { cookie }));
  const res = await bank.call('POST', '/api/transfers', {
    cookie,
    body: {
      transferType: 'INTERNAL',
      fromAccountId: from!.id,
      toAccountId: to!.id,
      amount: '1.001',
    },
  });
  expect(res.status).toBe(400);
}

async function signIn(bank: TestBank, username: string, password: string): Promise<string> {
  const res = await bank.call('POST', '/api/auth/login', { body: { username, password } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;
}

describe('resets', () => {
  it('a class reset clears its students’ progress; they can solve again', async () => {
    const bank = await createTestBank();
    const admin = await bank.login('admin');
    const made = await json<{
      class: { id: number };
      credentials: { username: string; password: string }[];
    }>(
      bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name: 'Lesson', count: 1, prefix: 'pupil', openingDeposit: '100.00' },
      }),
    );
    const student = made.credentials[0]!;
    const studentId = bank.userId(student.username);
    let cookie = await signIn(bank, student.username, student.password);
    await bank.call('POST', `/api/users/${studentId}/password`, {
      cookie,
      body: { currentPassword: student.password, newPassword: 'Violet-Harbor-Lantern-42' },
    });
    cookie = await signIn(bank, student.username, 'Violet-Harbor-Lantern-42');
    await bank.call('POST', '/api/challenges/over-limit/hints', { cookie });
    await badAmount(bank, cookie);
    expect(solvesOf(bank.db, studentId).map((s) => s.key)).toContain('bad-amount');
    // The demo customers are not in the class: their progress stays.
    const demo = await bank.login('demo');
    await badAmount(bank, demo);

    const reset = await json<{ credentials: { username: string; password: string }[] }>(
      bank.call('POST', `/api/admin/classes/${made.class.id}/reset`, { cookie: admin }),
    );
    expect(solvesOf(bank.db, studentId)).toEqual([]);
    expect(
      bank.db.$client
        .prepare('select count(*) as n from challenge_hints where user_id = ?')
        .get(studentId),
    ).toEqual({ n: 0 });
    expect(solvesOf(bank.db, bank.userId('demo')).map((s) => s.key)).toEqual(['bad-amount']);

    const again = reset.credentials[0]!;
    cookie = await signIn(bank, again.username, again.password);
    await bank.call('POST', `/api/users/${studentId}/password`, {
      cookie,
      body: { currentPassword: again.password, newPassword: 'Copper-Meadow-Falcon-17' },
    });
    cookie = await signIn(bank, again.username, 'Copper-Meadow-Falcon-17');
    await badAmount(bank, cookie);
    expect(solvesOf(bank.db, studentId).map((s) => s.key)).toContain('bad-amount');
  });

  it('a demo reset clears everyone’s progress; it can be solved again', async () => {
    const bank = await createTestBank();
    let demo = await bank.login('demo');
    await badAmount(bank, demo);
    expect(solvesOf(bank.db, bank.userId('demo')).map((s) => s.key)).toEqual(['bad-amount']);
    const admin = await bank.login('admin');
    expect((await bank.call('POST', '/api/admin/demo/reset', { cookie: admin })).status).toBe(200);
    expect(bank.db.$client.prepare('select count(*) as n from challenge_solves').get()).toEqual({
      n: 0,
    });
    demo = await bank.login('demo');
    await badAmount(bank, demo);
    expect(solvesOf(bank.db, bank.userId('demo')).map((s) => s.key)).toEqual(['bad-amount']);
  });
});
