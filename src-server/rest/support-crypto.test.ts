/** Support tickets, feedback and crypto orders over REST (items 7-8). */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let demoId: number;
const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cents = (s: string) => Number(s.replace('.', ''));

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

describe('support', () => {
  it('stores tickets and feedback', async () => {
    const ticket = await bank.call('POST', '/api/support/tickets', {
      cookie: demo,
      body: {
        subject: 'Card lost',
        category: 'cards',
        priority: 'urgent',
        message: 'I lost my card',
        email: 'alex.morgan@example.com',
      },
    });
    expect(await ticket.json()).toMatchObject({
      status: 'OPEN',
      category: 'cards',
      priority: 'urgent',
      userId: demoId,
    });
    expect(
      await json<unknown[]>(bank.call('GET', '/api/support/tickets', { cookie: demo })),
    ).toHaveLength(1);
    const fb = await bank.call('POST', '/api/support/feedback', {
      cookie: demo,
      body: { rating: 5, message: 'Great demo' },
    });
    expect(await fb.json()).toMatchObject({ rating: 5, message: 'Great demo' });
  });

  it('refuses an empty ticket with field messages', async () => {
    const res = await bank.call('POST', '/api/support/tickets', {
      cookie: demo,
      body: { subject: '', message: '', email: 'x' },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toContain(
      'subject: Subject is required',
    );
  });
});

describe('crypto', () => {
  it('serves the sample market, labelled as samples', async () => {
    const list = await json<{ symbol: string; sample: boolean }[]>(
      bank.call('GET', '/api/crypto/markets'),
    );
    expect(list.map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'ADA', 'SOL', 'DOT']);
    expect(list.every((c) => c.sample)).toBe(true);
  });

  it('buys and sells through the ledger, holdings in 6 decimals', async () => {
    const units = (s: string | undefined) => Number((s ?? '0.000000').replace('.', ''));
    const eth = async () =>
      (
        await json<{ symbol: string; holdings: string }[]>(
          bank.call('GET', `/api/crypto/portfolio/${demoId}`, { cookie: demo }),
        )
      ).find((h) => h.symbol === 'ETH')?.holdings;
    const start = units(await eth());
    const [checking] = await json<{ id: number; balance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: demo }),
    );
    const buy = await json<{ units: string; amount: string }>(
      bank.call('POST', '/api/crypto/orders', {
        cookie: demo,
        body: { side: 'BUY', cryptoId: 'ethereum', amount: '3512.44', accountId: checking!.id },
      }),
    );
    expect(buy).toMatchObject({ amount: '3512.44', units: '1.000000' });
    expect(units(await eth())).toBe(start + 1_000_000);
    const sell = await json<{ units: string; amount: string }>(
      bank.call('POST', '/api/crypto/orders', {
        cookie: demo,
        body: { side: 'SELL', cryptoId: 'ethereum', amount: '0.5', accountId: checking!.id },
      }),
    );
    expect(sell).toMatchObject({ units: '0.500000', amount: '1756.22' });
    expect(units(await eth())).toBe(start + 500_000);
    expect(await eth()).toMatch(/^\d+\.\d{6}$/);
    const [after] = await json<{ balance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: demo }),
    );
    expect(cents(after!.balance)).toBe(cents(checking!.balance) - 351_244 + 175_622);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuses selling more than held (422), bad amounts (400), unknown coins and foreign accounts (404)', async () => {
    const [checking] = await json<{ id: number }[]>(
      bank.call('GET', '/api/accounts', { cookie: demo }),
    );
    const order = (body: object, cookie = demo) =>
      bank.call('POST', '/api/crypto/orders', {
        cookie,
        body: { accountId: checking!.id, ...body },
      });
    expect((await order({ side: 'SELL', cryptoId: 'bitcoin', amount: '1' })).status).toBe(422);
    expect((await order({ side: 'BUY', cryptoId: 'bitcoin', amount: '1.001' })).status).toBe(400);
    expect((await order({ side: 'SELL', cryptoId: 'ethereum', amount: '0.0000001' })).status).toBe(
      400,
    );
    expect((await order({ side: 'BUY', cryptoId: 'dogecoin', amount: '5' })).status).toBe(404);
    const jane = await bank.login('jane');
    expect((await order({ side: 'BUY', cryptoId: 'bitcoin', amount: '5' }, jane)).status).toBe(404);
    expect(
      (await bank.call('GET', `/api/crypto/portfolio/${demoId}`, { cookie: jane })).status,
    ).toBe(404);
  });
});
