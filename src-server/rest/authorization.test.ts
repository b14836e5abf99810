/**
 * Every money path tried with another customer's ids: each is refused (404, or 403 for a
 * foreign userId in a body) and nothing changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let jane: string;
const ids = {
  demo: 0,
  jane: 0,
  janeChecking: 0,
  janeSavings: 0,
  janeBeneficiary: 0,
  demoChecking: 0,
  demoBeneficiary: 0,
};

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  jane = await bank.login('jane');
  ids.demo = bank.userId('demo');
  ids.jane = bank.userId('jane');
  const janeAccounts = (await (
    await bank.call('GET', '/api/accounts', { cookie: jane })
  ).json()) as { id: number }[];
  ids.janeChecking = janeAccounts[0]!.id;
  ids.janeSavings = janeAccounts[1]!.id;
  const demoAccounts = (await (
    await bank.call('GET', '/api/accounts', { cookie: demo })
  ).json()) as { id: number }[];
  ids.demoChecking = demoAccounts[0]!.id;
  const beneficiary = { name: 'Payee', accountNumber: 'ACCT12345', bankName: 'Bank' };
  ids.janeBeneficiary = (
    (await (
      await bank.call('POST', '/api/beneficiaries', { cookie: jane, body: beneficiary })
    ).json()) as { id: number }
  ).id;
  ids.demoBeneficiary = (
    (await (
      await bank.call('POST', '/api/beneficiaries', { cookie: demo, body: beneficiary })
    ).json()) as { id: number }
  ).id;
  await bank.call('POST', `/api/users/${ids.demo}/verify-pin`, {
    cookie: demo,
    body: { pin: '1234' },
  });
});

const snapshot = () =>
  bank.db.$client
    .prepare(
      "select (select count(*) from transfers) t, (select count(*) from transactions) r, (select count(*) from holds) h, (select group_concat(balance) from accounts) b, (select count(*) from beneficiaries where retired_at is null) n, (select group_concat(coalesce(pin_hash, '-')) from users) p",
    )
    .get();

describe("another customer's ids", () => {
  const cases: [string, string, () => string, () => unknown, number][] = [
    ['reads accounts', 'GET', () => `/api/accounts/${ids.jane}`, () => undefined, 404],
    [
      'reads a statement',
      'GET',
      () => `/api/transactions/${ids.janeChecking}`,
      () => undefined,
      404,
    ],
    ['reads transfers', 'GET', () => `/api/transfers/${ids.jane}`, () => undefined, 404],
    ['reads beneficiaries', 'GET', () => `/api/beneficiaries/${ids.jane}`, () => undefined, 404],
    ['reads the PIN status', 'GET', () => `/api/users/${ids.jane}/pin`, () => undefined, 404],
    [
      'sets the PIN',
      'POST',
      () => `/api/users/${ids.jane}/pin`,
      () => ({ pin: '1111', currentPassword: 'Demo-1234' }),
      404,
    ],
    [
      'verifies the PIN',
      'POST',
      () => `/api/users/${ids.jane}/verify-pin`,
      () => ({ pin: '1111' }),
      404,
    ],
    [
      'saves a beneficiary for them',
      'POST',
      () => '/api/beneficiaries',
      () => ({ userId: ids.jane, name: 'X', accountNumber: 'ACCT9999', bankName: 'B' }),
      403,
    ],
    [
      'edits their beneficiary',
      'PUT',
      () => `/api/beneficiaries/${ids.janeBeneficiary}`,
      () => ({ name: 'X', accountNumber: 'ACCT9999', bankName: 'B' }),
      404,
    ],
    [
      'deletes their beneficiary',
      'DELETE',
      () => `/api/beneficiaries/${ids.janeBeneficiary}`,
      () => undefined,
      404,
    ],
    [
      'sends from their account (INTERNAL)',
      'POST',
      () => '/api/transfers',
      () => ({
        transferType: 'INTERNAL',
        fromAccountId: ids.janeChecking,
        toAccountId: ids.demoChecking,
        amount: '1.00',
      }),
      404,
    ],
    [
      'sends to their account (INTERNAL)',
      'POST',
      () => '/api/transfers',
      () => ({
        transferType: 'INTERNAL',
        fromAccountId: ids.demoChecking,
        toAccountId: ids.janeSavings,
        amount: '1.00',
      }),
      404,
    ],
    [
      'sends from their account (LOCAL)',
      'POST',
      () => '/api/transfers',
      () => ({
        transferType: 'LOCAL',
        fromAccountId: ids.janeChecking,
        beneficiaryId: ids.demoBeneficiary,
        amount: '1.00',
      }),
      404,
    ],
    [
      'sends to their beneficiary (WIRE)',
      'POST',
      () => '/api/transfers',
      () => ({
        transferType: 'WIRE',
        fromAccountId: ids.demoChecking,
        beneficiaryId: ids.janeBeneficiary,
        amount: '1.00',
      }),
      404,
    ],
    [
      'sends in their name',
      'POST',
      () => '/api/transfers',
      () => ({
        userId: ids.jane,
        transferType: 'INTERNAL',
        fromAccountId: ids.demoChecking,
        toAccountId: ids.demoChecking,
        amount: '1.00',
      }),
      403,
    ],
  ];

  it.each(cases)('demo %s: refused', async (_what, method, path, body, status) => {
    const before = snapshot();
    const res = await bank.call(method, path(), { cookie: demo, body: body() });
    expect(res.status).toBe(status);
    expect(await res.json()).toHaveProperty('message');
    expect(snapshot()).toEqual(before);
  });

  it.each(cases)('without a session, %s: 401', async (_what, method, path, body) => {
    const res = await bank.call(method, path(), { body: body() });
    expect(res.status).toBe(401);
  });

  it('leaves the books balanced', () => {
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
