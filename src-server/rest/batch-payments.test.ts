/**
 * Bulk payments over REST: each item created or refused on its own, in order, one
 * Idempotency-Key for the whole batch, and an invalid body moving nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Result =
  | { index: number; status: 'ok'; transfer: { id: number; amount: string; status: string } }
  | { index: number; status: 'error'; error: { code: string; message: string } };

const cents = (s: string) => Math.round(Number(s) * 100);

beforeAll(async () => {
  bank = await createTestBank();
});

async function accountsOf(cookie: string) {
  const list = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as Account[];
  const byType = (t: string) => list.find((a) => a.accountType === t)!;
  return { checking: byType('CHECKING'), savings: byType('SAVINGS') };
}

const batch = (cookie: string, items: unknown[], headers: Record<string, string> = {}) =>
  bank.call('POST', '/api/transfers/batch', { cookie, body: { items }, headers });

describe('POST /api/transfers/batch', () => {
  it('creates each item on its own: a refused item is reported and the others still run', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const res = await batch(cookie, [
      {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '10.00',
        transferType: 'INTERNAL',
      },
      {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '999999999.00',
        transferType: 'INTERNAL',
      },
      {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '2.50',
        transferType: 'INTERNAL',
      },
      { fromAccountId: 999_999, toAccountId: savings.id, amount: '1.00', transferType: 'INTERNAL' },
    ]);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results.map((r) => [r.index, r.status])).toEqual([
      [0, 'ok'],
      [1, 'error'],
      [2, 'ok'],
      [3, 'error'],
    ]);
    expect(results[1]).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    expect(results[3]).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Account not found' },
    });
    expect(results[0]).toMatchObject({ transfer: { amount: '10.00', status: 'COMPLETED' } });
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 1250);
    expect(cents(after.savings.balance)).toBe(cents(savings.balance) + 1250);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('runs items in order: a later item sees what the earlier ones left', async () => {
    const cookie = await bank.login('jane');
    const { checking, savings } = await accountsOf(cookie);
    const most = ((cents(checking.availableBalance) * 0.6) / 100).toFixed(2);
    const { results } = (await (
      await batch(cookie, [
        {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          amount: most,
          transferType: 'INTERNAL',
        },
        {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          amount: most,
          transferType: 'INTERNAL',
        },
      ])
    ).json()) as { results: Result[] };
    expect(results.map((r) => r.status)).toEqual(['ok', 'error']);
    expect(results[1]).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
  });

  it('reports a missing PIN step-up per item', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const beneficiary = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie,
        body: {
          name: 'Payroll Person',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
          swiftCode: 'NWBKGB2L',
        },
      })
    ).json()) as { id: number };
    const { results } = (await (
      await batch(cookie, [
        {
          fromAccountId: checking.id,
          beneficiaryId: beneficiary.id,
          amount: '5.00',
          transferType: 'WIRE',
        },
        {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          amount: '1.00',
          transferType: 'INTERNAL',
        },
      ])
    ).json()) as { results: Result[] };
    expect(results[0]).toMatchObject({ status: 'error', error: { code: 'STEP_UP_REQUIRED' } });
    expect(results[1]).toMatchObject({ status: 'ok' });
  });

  it('replays the first answer for the same Idempotency-Key and body, and moves money once', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const items = [
      {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '3.00',
        transferType: 'INTERNAL',
      },
      {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '4.00',
        transferType: 'INTERNAL',
      },
    ];
    const headers = { 'Idempotency-Key': 'payroll-2026-11' };
    const first = await (await batch(cookie, items, headers)).json();
    const again = await batch(cookie, items, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 700);
    const other = await batch(cookie, items.slice(0, 1), headers);
    expect(other.status).toBe(409);
  });

  it('refuses an invalid body with 400 and moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const good = {
      fromAccountId: checking.id,
      toAccountId: savings.id,
      amount: '1.00',
      transferType: 'INTERNAL',
    };
    const bad = await batch(cookie, [good, { ...good, amount: '1.001' }]);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { issues: { path: string[] }[] };
    expect(body.issues[0]!.path).toEqual(['items', '1', 'amount']);
    const nowhere = await batch(cookie, [good, { ...good, transferType: 'LOCAL' }]);
    expect(nowhere.status).toBe(400);
    const missing = (await nowhere.json()) as { issues: { path: string[]; message: string }[] };
    expect(missing.issues).toEqual([
      expect.objectContaining({
        path: ['items', '1', 'beneficiaryId'],
        message: 'Select beneficiary',
      }),
    ]);
    expect((await batch(cookie, [])).status).toBe(400);
    expect(
      (
        await batch(
          cookie,
          Array.from({ length: 1001 }, () => good),
        )
      ).status,
    ).toBe(400);
    const after = await accountsOf(cookie);
    expect(after.checking.balance).toBe(checking.balance);
  });

  it('takes a full batch of 1,000 in one request', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const items = Array.from({ length: 1000 }, () => ({
      fromAccountId: checking.id,
      toAccountId: savings.id,
      amount: '0.01',
      transferType: 'INTERNAL',
    }));
    const { results } = (await (await batch(cookie, items)).json()) as { results: Result[] };
    expect(results).toHaveLength(1000);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 1000);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
