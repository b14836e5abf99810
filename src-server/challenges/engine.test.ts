/**
 * The challenge engine through the REST API: the catalogue with the learner's state, hints
 * that lower the score, a solve recorded once, another learner's solve not counting, and a
 * challenge turned off for a class.
 */

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { classChallengeSettings, classes, users } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';
import { CATALOGUE, pointsFor, TRACKS } from './catalogue';
import { recordSolve, solvesOf } from './store';

let bank: TestBank;

interface Item {
  key: string;
  title: string;
  track: string;
  difficulty: number;
  description: string;
  hints: string[];
  hintsTotal: number;
  solved: boolean;
  solvedAt: string | null;
}

beforeEach(async () => {
  bank = await createTestBank();
});

const list = async (cookie: string) =>
  (await (await bank.call('GET', '/api/challenges', { cookie })).json()) as Item[];
const item = async (cookie: string, key: string) =>
  (await list(cookie)).find((i) => i.key === key)!;
/** A three-decimal amount: refused with 400 naming `amount` (the bad-amount detector). */
const badAmount = async (cookie: string) => {
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
    id: number;
    accountType: string;
  }[];
  const [from, to] = accounts;
  const res = await bank.call('POST', '/api/transfers', {
    cookie,
    body: {
      transferType: 'INTERNAL',
      fromAccountId: from!.id,
      toAccountId: to!.id,
      amount: '1.234',
    },
  });
  expect(res.status).toBe(400);
};

describe('the catalogue', () => {
  it('has at least 40 challenges with unique keys, in every track, each with 1 to 3 hints', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CATALOGUE.map((c) => c.key)).size).toBe(CATALOGUE.length);
    for (const track of TRACKS) expect(CATALOGUE.some((c) => c.track === track)).toBe(true);
    for (const c of CATALOGUE) {
      expect(c.hints.length).toBeGreaterThanOrEqual(1);
      expect(c.hints.length).toBeLessThanOrEqual(3);
      expect(c.difficulty).toBeGreaterThanOrEqual(1);
      expect(c.difficulty).toBeLessThanOrEqual(5);
    }
  });

  it('is listed with the learner’s state, exactly the documented fields', async () => {
    const demo = await bank.login('demo');
    const items = await list(demo);
    expect(items).toHaveLength(CATALOGUE.length);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'key',
        'title',
        'track',
        'difficulty',
        'description',
        'hints',
        'hintsTotal',
        'solved',
        'solvedAt',
      ].sort(),
    );
    expect(items.every((i) => !i.solved && i.solvedAt === null && i.hints.length === 0)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    expect((await bank.call('GET', '/api/challenges')).status).toBe(401);
  });
});

describe('solving', () => {
  it('is recorded once, stamped with real and business time, and listed as solved', async () => {
    const demo = await bank.login('demo');
    await badAmount(demo);
    await badAmount(demo);
    const solves = solvesOf(bank.db, bank.userId('demo'));
    expect(solves.map((s) => s.key)).toEqual(['bad-amount']);
    expect(solves[0]!.points).toBe(pointsFor(1, 0));
    expect(solves[0]!.businessAt).toBeInstanceOf(Date);
    const solved = await item(demo, 'bad-amount');
    expect(solved.solved).toBe(true);
    expect(solved.solvedAt).toBe(solves[0]!.solvedAt.toISOString());
  });

  it('by a neighbour does not count for another learner', async () => {
    const demo = await bank.login('demo');
    const jane = await bank.login('jane');
    await badAmount(jane);
    expect((await item(jane, 'bad-amount')).solved).toBe(true);
    expect((await item(demo, 'bad-amount')).solved).toBe(false);
    expect(solvesOf(bank.db, bank.userId('demo'))).toEqual([]);
  });

  it('is not recorded for a challenge turned off for the learner’s class, by key or track', async () => {
    const demo = await bank.login('demo');
    const demoId = bank.userId('demo');
    const klass = bank.db
      .insert(classes)
      .values({ name: 'QA', prefix: 'qa', count: 1, openingDeposit: 0 })
      .returning()
      .get();
    bank.db.update(users).set({ classId: klass.id }).where(eq(users.id, demoId)).run();
    bank.db.insert(classChallengeSettings).values({ classId: klass.id, keyOrTrack: 'API' }).run();
    await badAmount(demo);
    expect((await item(demo, 'bad-amount')).solved).toBe(false);
    bank.db.delete(classChallengeSettings).run();
    bank.db
      .insert(classChallengeSettings)
      .values({ classId: klass.id, keyOrTrack: 'bad-amount' })
      .run();
    await badAmount(demo);
    expect((await item(demo, 'bad-amount')).solved).toBe(false);
    bank.db.delete(classChallengeSettings).run();
    await badAmount(demo);
    expect((await item(demo, 'bad-amount')).solved).toBe(true);
  });

  it('cannot be asked for: an unknown key records nothing', () => {
    expect(
      recordSolve(bank.db, { userId: bank.userId('demo'), key: 'nope', now: new Date() }),
    ).toBe(null);
  });
});

describe('hints', () => {
  it('are revealed one at a time, recorded, and lower the score of the solve', async () => {
    const demo = await bank.login('demo');
    const first = await bank.call('POST', '/api/challenges/bad-amount/hints', { cookie: demo });
    expect(first.status).toBe(200);
    const shown = (await first.json()) as Item;
    expect(shown.hints).toHaveLength(1);
    expect(shown.hintsTotal).toBe(2);
    await bank.call('POST', '/api/challenges/bad-amount/hints', { cookie: demo });
    const third = (await (
      await bank.call('POST', '/api/challenges/bad-amount/hints', { cookie: demo })
    ).json()) as Item;
    expect(third.hints).toHaveLength(2);
    expect((await item(demo, 'bad-amount')).hints).toHaveLength(2);
    await badAmount(demo);
    const [solve] = solvesOf(bank.db, bank.userId('demo'));
    expect(solve!.hintsUsed).toBe(2);
    expect(solve!.points).toBe(pointsFor(1, 2));
    expect(solve!.points).toBeLessThan(pointsFor(1, 0));
  });

  it('is 404 for an unknown challenge', async () => {
    const demo = await bank.login('demo');
    expect(
      (await bank.call('POST', '/api/challenges/no-such/hints', { cookie: demo })).status,
    ).toBe(404);
  });
});

describe('detectors', () => {
  it('name every challenge of the catalogue (each has a detector)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(import.meta.dirname, 'detectors');
    const source = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    expect(CATALOGUE.filter((c) => !source.includes(`'${c.key}'`)).map((c) => c.key)).toEqual([]);
  });
});
