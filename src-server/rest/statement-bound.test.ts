/**
 * The statement read is bounded: without `limit`, GET /api/transactions/{accountId} answers at
 * most 1,000 rows, with the match count in X-Total-Count and a `Link: <…>; rel="next"` header
 * whose page holds the rest.
 */
import { expect, it } from 'vitest';
import { businessNow } from '../clock/clock';
import { atomically } from '../db/transaction';
import { topUp } from '../services/admin/accounts';
import { createTestBank } from '../test/bank';

it('answers at most 1,000 rows without limit, with X-Total-Count and a Link to the rest', async () => {
  const bank = await createTestBank();
  const demo = await bank.login('demo');
  const [account] = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
    id: number;
  }[];
  const adminId = bank.userId('admin');
  atomically(bank.db, () => {
    for (let i = 0; i < 1_050; i++) topUp(bank.db, account!.id, 100, adminId, businessNow(bank.db));
  });
  const first = await bank.call('GET', `/api/transactions/${account!.id}`, { cookie: demo });
  expect(first.status).toBe(200);
  const rows = (await first.json()) as { id: number }[];
  const total = Number(first.headers.get('X-Total-Count'));
  expect(rows).toHaveLength(1_000);
  expect(total).toBeGreaterThan(1_050);
  const next = first.headers.get('Link')?.match(/^<([^>]+)>; rel="next"$/)?.[1];
  expect(next).toBeDefined();
  const second = await bank.call('GET', next!, { cookie: demo });
  const rest = (await second.json()) as { id: number }[];
  expect(rows.length + rest.length).toBe(Math.min(total, 2_000));
  expect(new Set([...rows, ...rest].map((r) => r.id)).size).toBe(rows.length + rest.length);
});
