/** The transfer procedures through tRPC's createCaller, as the bank's own screens call them. */
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../ledger/verify';
import { createTestBank, type TestBank } from '../../test/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await createTestBank();
});

describe('transfers via tRPC', () => {
  it('creates an INTERNAL transfer for the session user and lists it first', async () => {
    const demo = bank.caller('demo');
    const [checking, savings] = await demo.accounts.mine();
    const transfer = await demo.transfers.create({
      fromAccountId: checking!.id,
      toAccountId: savings!.id,
      amount: '100.00',
      transferType: 'INTERNAL',
    });
    expect(transfer).toMatchObject({
      status: 'COMPLETED',
      amount: '100.00',
      userId: bank.userId('demo'),
    });
    const list = await demo.transfers.byUser({ userId: bank.userId('demo'), type: 'INTERNAL' });
    expect(list[0]?.id).toBe(transfer.id);
    const [checkingAfter] = await demo.accounts.mine();
    expect(checkingAfter!.availableBalance).toBe(checkingAfter!.balance);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });

  it("keeps customers out of each other's data", async () => {
    const jane = bank.caller('jane');
    const demoId = bank.userId('demo');
    await expect(jane.accounts.byUser({ userId: demoId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(jane.transfers.byUser({ userId: demoId })).rejects.toBeInstanceOf(TRPCError);
    const [demoChecking] = await bank.caller('demo').accounts.mine();
    await expect(jane.accounts.transactions({ accountId: demoChecking!.id })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
  });

  it('lets an admin read any customer', async () => {
    const admin = bank.caller('admin');
    const accounts = await admin.accounts.byUser({ userId: bank.userId('jane') });
    expect(accounts.map((a) => a.accountType)).toEqual(['CHECKING', 'SAVINGS']);
  });
});
