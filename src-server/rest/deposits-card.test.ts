/**
 * Card deposits through the REST API: the simulated processor's test cards, the card rules
 * (Luhn, expiry, CVC) with nothing moved on a refusal, the ledger entry, the last-4-only
 * records, idempotency and the customer's list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessNow } from '../clock/clock';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;

type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Deposit = { id: number; kind: string; status: string; amount: string; last4: string | null };
type Refusal = { message: string; code: string; issues?: { path: string[]; message: string }[] };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
});

const accountsOf = (cookie = demo) =>
  json<Account[]>(bank.call('GET', '/api/accounts', { cookie }));
const checking = async () => (await accountsOf()).find((a) => a.accountType === 'CHECKING')!;
const nextYear = () => businessNow(bank.db).getUTCFullYear() + 1;
const card = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  checking().then((a) =>
    bank.call('POST', '/api/deposits/card', {
      cookie: demo,
      headers,
      body: {
        accountId: a.id,
        amount: '25.00',
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: nextYear(),
        cvc: '123',
        ...overrides,
      },
    }),
  );
/** Everything a refused deposit must leave untouched. */
const snapshot = async () => ({
  accounts: await accountsOf(),
  deposits: bank.db.$client.prepare('select count(*) n from deposits').get(),
  journals: bank.db.$client.prepare('select count(*) n from journal_entries').get(),
});

describe('card deposits', () => {
  it('credit the account at once from the approved test card, through CARD_SETTLEMENT', async () => {
    const before = await checking();
    const res = await card({ amount: '25.00' });
    expect(res.status).toBe(201);
    const d = await json<Deposit>(res);
    expect(d).toMatchObject({ kind: 'CARD', status: 'COMPLETED', amount: '25.00', last4: '4242' });
    const after = await checking();
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(25, 2);
    expect(Number(after.availableBalance) - Number(before.availableBalance)).toBeCloseTo(25, 2);
    const rows = await json<{ description: string; type: string; amount: string }[]>(
      bank.call('GET', `/api/transactions/${after.id}?q=${encodeURIComponent('Card deposit')}`, {
        cookie: demo,
      }),
    );
    expect(rows[0]).toMatchObject({
      description: 'Card deposit ••••4242',
      type: 'CREDIT',
      amount: '25.00',
    });
    const ledger = bank.db.$client
      .prepare(
        `select l.code, p.amount from postings p join ledger_accounts l on l.id = p.ledger_account_id
         join deposits d on d.journal_id = p.journal_id where d.id = ?`,
      )
      .all(d.id);
    expect(ledger).toEqual([{ code: 'CARD_SETTLEMENT', amount: -2500 }]);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('keep only the last four digits: deposit, statement, audit, notification, idempotency record', async () => {
    await card({ cardNumber: '5555555555554444', cvc: '321' }, { 'Idempotency-Key': 'pan-check' });
    const dump = JSON.stringify(
      [
        'deposits',
        'transactions',
        'audit_log',
        'notifications',
        'idempotency_keys',
        'journal_entries',
      ].map((t) => bank.db.$client.prepare(`select * from ${t}`).all()),
    );
    expect(dump).not.toContain('5555555555554444');
    expect(dump).not.toContain('4242424242424242');
    expect(dump).toContain('••••4444');
    const audit = bank.db.$client
      .prepare("select after from audit_log where action = 'DEPOSIT_CARD' order by id desc limit 1")
      .get() as { after: string };
    expect(JSON.parse(audit.after)).toMatchObject({ last4: '4444' });
  });

  it('answer 402 CARD_DECLINED for the declining test card, and move nothing', async () => {
    const before = await snapshot();
    const res = await card({ cardNumber: '4000 0000 0000 0002' });
    expect(res.status).toBe(402);
    expect(await json<Refusal>(res)).toMatchObject({ code: 'CARD_DECLINED' });
    expect(await snapshot()).toEqual(before);
  });

  it('answer 402 CARD_INSUFFICIENT_FUNDS for the no-funds test card, and move nothing', async () => {
    const before = await snapshot();
    const res = await card({ cardNumber: '4000000000009995' });
    expect(res.status).toBe(402);
    const body = await json<Refusal>(res);
    expect(body.code).toBe('CARD_INSUFFICIENT_FUNDS');
    expect(body.message).toMatch(/not enough funds/);
    expect(await snapshot()).toEqual(before);
  });

  it('approve any other Luhn-valid number (an Amex with a 4-digit CVC)', async () => {
    const res = await card({ cardNumber: '3782 822463 10005', cvc: '1234' });
    expect(res.status).toBe(201);
    expect((await json<Deposit>(res)).last4).toBe('0005');
  });

  it.each([
    ['a number failing the Luhn check', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber'],
    ['too few digits', { cardNumber: '4242' }, 'cardNumber'],
    ['a 2-digit CVC', { cvc: '12' }, 'cvc'],
    ['a 4-digit CVC on a Visa', { cvc: '1234' }, 'cvc'],
    ['a 3-digit CVC on an Amex', { cardNumber: '378282246310005', cvc: '123' }, 'cvc'],
    ['month 13', { expMonth: 13 }, 'expMonth'],
    ['an expired card', { expMonth: 1, expYear: 2020 }, 'expYear'],
    ['a zero amount', { amount: '0.00' }, 'amount'],
    ['three decimals', { amount: '1.005' }, 'amount'],
    ['over 10000.00', { amount: '10000.01' }, 'amount'],
  ])('refuse %s with 400 and the field, moving nothing', async (_name, overrides, field) => {
    const before = await snapshot();
    const res = await card(overrides);
    expect(res.status).toBe(400);
    const body = await json<Refusal>(res);
    expect(body.issues?.map((i) => i.path[0])).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('refuse an account of another customer with 404', async () => {
    const jane = await bank.login('jane');
    const janes = (await accountsOf(jane))[0]!;
    const res = await card({ accountId: janes.id });
    expect(res.status).toBe(404);
  });

  it('answer a repeated Idempotency-Key with the first deposit, and move money once', async () => {
    const before = await checking();
    const first = await json<Deposit>(card({ amount: '7.50' }, { 'Idempotency-Key': 'card-1' }));
    const again = await card({ amount: '7.50' }, { 'Idempotency-Key': 'card-1' });
    expect(again.status).toBe(201);
    expect((await json<Deposit>(again)).id).toBe(first.id);
    const after = await checking();
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(7.5, 2);
    const other = await card({ amount: '8.00' }, { 'Idempotency-Key': 'card-1' });
    expect(other.status).toBe(409);
  });

  it('list the customer’s deposits, newest first, with the count', async () => {
    const res = await bank.call('GET', '/api/deposits?limit=2', { cookie: demo });
    expect(res.status).toBe(200);
    const list = await json<Deposit[]>(res);
    expect(list).toHaveLength(2);
    expect(Number(res.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(4);
    expect(res.headers.get('Link')).toMatch(/cursor=/);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
