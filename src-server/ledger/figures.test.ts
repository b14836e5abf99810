/** The figures the ledger keeps: filled by the seed, checked by verify, rebuilt by the backfill. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';
import { remainingLimits } from '../services/transfers/limits';
import { createTestBank, type TestBank } from '../test/bank';
import { verifyLedger } from './verify';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

const exec = (text: string) => bank.db.$client.exec(text);

describe('kept figures', () => {
  it('are filled by the demo seed and match the records', () => {
    const n = bank.db.$client.prepare('select count(*) as n from account_month_totals').get() as {
      n: number;
    };
    expect(n.n).toBeGreaterThan(5);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('follow a local transfer through hold, limits, failure and completion', async () => {
    const cookie = await bank.login('demo');
    const userId = bank.userId('demo');
    const before = remainingLimits(bank.db, userId, new Date());
    await bank.call('POST', `/api/users/${userId}/verify-pin`, { cookie, body: { pin: '1234' } });
    const beneficiary = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie,
        body: {
          name: 'Sam Supplier',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
        },
      })
    ).json()) as { id: number };
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      id: number;
      availableBalance: string;
      balance: string;
    }[];
    const res = await bank.call('POST', '/api/transfers', {
      cookie,
      body: {
        fromAccountId: accounts[0]!.id,
        beneficiaryId: beneficiary.id,
        amount: '100.00',
        transferType: 'LOCAL',
      },
    });
    expect(res.status).toBe(201);
    const transfer = (await res.json()) as { id: number };
    const after = remainingLimits(bank.db, userId, new Date());
    expect(after.day).toBe(before.day - 10_000);
    expect(after.month).toBe(before.month - 10_000);
    const held = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      availableBalance: string;
      balance: string;
    }[];
    expect(Number(held[0]!.balance) - Number(held[0]!.availableBalance)).toBeCloseTo(100, 2);
    expect(verifyLedger(bank.db).violations).toEqual([]);

    const admin = await bank.login('admin');
    for (const status of ['FAILED', 'PENDING', 'COMPLETED', 'FAILED', 'COMPLETED']) {
      const changed = await bank.call('PATCH', `/api/transfers/${transfer.id}/status`, {
        cookie: admin,
        body: { status },
      });
      expect(changed.status).toBe(200);
      const limits = remainingLimits(bank.db, userId, new Date());
      expect(limits.day).toBe(status === 'FAILED' ? before.day : before.day - 10_000);
      expect(verifyLedger(bank.db).violations).toEqual([]);
    }
  });

  it('are checked by ledger:verify', () => {
    exec(`update account_month_totals set credit = credit + 1 where rowid = (select min(rowid) from account_month_totals);
      update accounts set held = held + 7 where id = (select min(id) from accounts);
      insert into outgoing_day_totals (user_id, day, amount) values (1, '2001-01-01', 5);
      update accounts set statement_rows = statement_rows + 1 where id = (select max(id) from accounts);
      update users set unread_notifications = unread_notifications + 2 where id = 1;
      insert into transfer_day_totals (day, transfer_type, amount, count) values ('2001-01-01', 'WIRE', 9, 1);`);
    const text = verifyLedger(bank.db).violations.join('\n');
    expect(text).toMatch(/kept credit/);
    expect(text).toMatch(/held figure/);
    expect(text).toMatch(/user 1 day 2001-01-01: kept outgoing 5 but transfers give 0/);
    expect(text).toMatch(/statement row count/);
    expect(text).toMatch(/user 1: unread count/);
    expect(text).toMatch(/WIRE transfers of 2001-01-01: kept 1 for 9 but transfers give 0 for 0/);
  });

  it('are rebuilt from the records by the backfill migration', () => {
    const backfill = readFileSync(
      join(MIGRATIONS_FOLDER, '0008_ledger_figures_backfill.sql'),
      'utf8',
    ).replaceAll('--> statement-breakpoint', '');
    // The transfer volume's own fill, from the migration that made its table.
    const volume = readFileSync(join(MIGRATIONS_FOLDER, '0038_transfer_day_totals.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.trim().startsWith('INSERT INTO `transfer_day_totals`'))!;
    exec(
      'delete from account_month_totals; delete from outgoing_day_totals; delete from transfer_day_totals; update accounts set held = 0, statement_rows = 0; update users set unread_notifications = 0;',
    );
    exec(backfill);
    exec(volume);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
