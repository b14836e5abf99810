import { describe, expect, it } from 'vitest';
import { BANK_LEDGER_ACCOUNTS } from '../ledger/bank-accounts';
import { verifyLedger } from '../ledger/verify';
import { createTestBank } from '../test/bank';
import { resetBank } from './reset';

describe('resetBank', () => {
  it('restores the demo bank after changes, ids from 1, books balanced', async () => {
    const bank = await createTestBank();
    const demo = bank.caller('demo');
    const seeded = await demo.accounts.mine();
    await demo.transfers.create({
      fromAccountId: seeded[0]!.id,
      toAccountId: seeded[1]!.id,
      amount: '50.00',
      transferType: 'INTERNAL',
    });
    await resetBank(bank.db, 'demo', new Date());
    const restored = await bank.caller('demo').accounts.mine();
    expect(restored.map(({ createdAt: _c, ...a }) => a)).toEqual(
      seeded.map(({ createdAt: _c, ...a }) => a),
    );
    expect(bank.userId('demo')).toBe(1);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });

  it('is deterministic: two seeds on the same day give the same statements', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const a = await createTestBank('none');
    const b = await createTestBank('none');
    await resetBank(a.db, 'demo', now);
    await resetBank(b.db, 'demo', now);
    const rows = (bank: typeof a) =>
      bank.db.$client
        .prepare(
          'select account_id, type, amount, description, date, balance from transactions order by id',
        )
        .all();
    expect(rows(a)).toEqual(rows(b));
    expect(rows(a).length).toBeGreaterThan(150);
  });

  it("with 'none' leaves an empty bank with only the bank's own ledger accounts", async () => {
    const bank = await createTestBank();
    await resetBank(bank.db, 'none', new Date());
    expect(bank.db.$client.prepare('select count(*) as n from users').get()).toEqual({ n: 0 });
    // Reference data survives a reset: the enrollment form still lists countries.
    expect(bank.db.$client.prepare('select count(*) as n from countries').get()).toEqual({
      n: 250,
    });
    expect(bank.db.$client.prepare('select count(*) as n from ledger_accounts').get()).toEqual({
      n: BANK_LEDGER_ACCOUNTS.length,
    });
  });
});
