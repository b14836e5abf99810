/**
 * The notifications screen reads its list a page at a time (10 or 20 a page, by offset):
 * every page newest first, the pages in turn walk the whole list once, and the last page says
 * so (no next cursor). The REST list answers the same order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../services/notifications/notify';
import { createTestBank, type TestBank } from '../test/bank';

type Note = { id: number; title: string; createdAt: string };

let bank: TestBank;
let demoId: number;
/** Every notification of demo, as the REST list answers it (up to 100). */
let all: Note[];

/** Newest first: creation time, then the later id first. */
const newestFirst = (a: Note, b: Note) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

beforeAll(async () => {
  bank = await createTestBank();
  const demo = await bank.login('demo');
  demoId = bank.userId('demo');
  // Notes at known business times, out of order, two of them at the same moment: the list
  // orders by the time, not by when they were written.
  const at = ['2026-01-03T09:00:00Z', '2026-03-01T09:00:00Z', '2026-02-01T09:00:00Z'];
  for (const [i, when] of [...at, at[1]!].entries()) {
    notify(bank.db, demoId, {
      title: `Paging note ${i}`,
      message: 'paging',
      type: 'ACCOUNT',
      at: new Date(when!),
    });
  }
  // Enough for more than one page of 20.
  for (let i = 0; i < 20; i++) {
    notify(bank.db, demoId, {
      title: `Filler ${i}`,
      message: 'paging',
      type: 'ACCOUNT',
      at: new Date(Date.UTC(2025, 0, 1 + i, 9)),
    });
  }
  const res = await bank.call('GET', `/api/notifications/${demoId}?limit=100`, { cookie: demo });
  expect(res.status).toBe(200);
  all = (await res.json()) as Note[];
});

describe('notification pages', () => {
  it('answers the REST list newest first, ties by the later notification first', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThan(100);
    expect(all).toEqual([...all].sort(newestFirst));
    const titles = all.map((n) => n.title).filter((t) => t.startsWith('Paging note'));
    expect(titles).toEqual(['Paging note 3', 'Paging note 1', 'Paging note 2', 'Paging note 0']);
  });

  it.each([10, 20])('pages %i at a time, newest first, each notification once', async (size) => {
    const seen: Note[] = [];
    for (let page = 0; ; page++) {
      const answer = await bank
        .caller('demo')
        .notifications.page({ limit: size, offset: page * size });
      expect(answer.items.length).toBeLessThanOrEqual(size);
      seen.push(...(answer.items as Note[]));
      if (answer.nextCursor === null) {
        expect(answer.items.length).toBeGreaterThan(0);
        break;
      }
      expect(answer.items).toHaveLength(size);
      expect(page).toBeLessThan(20);
    }
    expect(seen.map((n) => n.id)).toEqual(all.map((n) => n.id));
  });

  it('answers an empty page beyond the last, with no next page', async () => {
    const beyond = await bank.caller('demo').notifications.page({ limit: 10, offset: all.length });
    expect(beyond).toEqual({ items: [], nextCursor: null });
  });
});
