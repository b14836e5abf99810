import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { verifyLedger } from '../../ledger/verify';
import { createTestBank } from '../../test/bank';

describe('fee schedule', () => {
  it('is 0.00 for every type by default', () => {
    const env = loadEnv({});
    expect([env.FEE_INTERNAL, env.FEE_LOCAL, env.FEE_WIRE]).toEqual([0, 0, 0]);
  });

  it('refuses a malformed fee at start', () => {
    expect(() => loadEnv({ FEE_WIRE: '2.505' })).toThrow(/FEE_WIRE/);
  });

  it('charges the configured fee, holds amount + fee, and ignores a client-sent fee', async () => {
    const bank = await createTestBank('demo', { FEE_WIRE: '2.50', FEE_INTERNAL: '0.10' });
    const cookie = await bank.login('demo');
    const demoId = bank.userId('demo');
    await bank.call('POST', `/api/users/${demoId}/verify-pin`, { cookie, body: { pin: '1234' } });
    const beneficiary = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie,
        body: { name: 'P', accountNumber: 'ACCT1234', bankName: 'B' },
      })
    ).json()) as { id: number };
    const [checking, savings] = (await (
      await bank.call('GET', '/api/accounts', { cookie })
    ).json()) as {
      id: number;
      availableBalance: string;
    }[];
    const wire = await bank.call('POST', '/api/transfers', {
      cookie,
      body: {
        transferType: 'WIRE',
        fromAccountId: checking!.id,
        beneficiaryId: beneficiary.id,
        amount: '100.00',
        fees: '0.00',
      },
    });
    expect(await wire.json()).toMatchObject({ fees: '2.50', status: 'PENDING' });
    const internal = await bank.call('POST', '/api/transfers', {
      cookie,
      body: {
        transferType: 'INTERNAL',
        fromAccountId: checking!.id,
        toAccountId: savings!.id,
        amount: '1.00',
      },
    });
    expect(await internal.json()).toMatchObject({ fees: '0.10', status: 'COMPLETED' });
    const fees = bank.db.$client
      .prepare("select balance from ledger_accounts where code = 'FEES'")
      .get();
    expect(fees).toEqual({ balance: 10 });
    const [after] = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      availableBalance: string;
    }[];
    const cents = (s: string) => Number(s.replace('.', ''));
    expect(cents(after!.availableBalance)).toBe(cents(checking!.availableBalance) - 10_250 - 110);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
