/** Statements as files. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let checkingId: number;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
    id: number;
  }[];
  checkingId = accounts[0]!.id;
});

describe('statement files', () => {
  it('CSV has a header and every row of the period', async () => {
    const all = (await (
      await bank.call('GET', `/api/transactions/${checkingId}`, { cookie: demo })
    ).json()) as { date: string }[];
    const from = all[10]!.date;
    const to = all[40]!.date;
    const res = await bank.call(
      'GET',
      `/api/accounts/${checkingId}/statement.csv?from=${from}&to=${to}`,
      { cookie: demo },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="statement-checking-3746-/,
    );
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('Date,Description,Type,Amount,Balance,Reference');
    const expected = all.filter((r) => r.date >= from && r.date <= to).length;
    expect(lines).toHaveLength(expected + 1);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},.*,(DEBIT|CREDIT),\d+\.\d{2},\d+\.\d{2},/);
  });

  it('PDF is a real PDF', async () => {
    const res = await bank.call('GET', `/api/accounts/${checkingId}/statement.pdf`, {
      cookie: demo,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(3000);
  });

  it('refuses bad dates (400), another customer (404) and no session (401)', async () => {
    expect(
      (
        await bank.call('GET', `/api/accounts/${checkingId}/statement.csv?from=2026-02-30`, {
          cookie: demo,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await bank.call(
          'GET',
          `/api/accounts/${checkingId}/statement.csv?from=2026-05-01&to=2026-04-01`,
          { cookie: demo },
        )
      ).status,
    ).toBe(400);
    const jane = await bank.login('jane');
    const res = await bank.call('GET', `/api/accounts/${checkingId}/statement.pdf`, {
      cookie: jane,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Account not found', code: 'NOT_FOUND' });
    expect((await bank.call('GET', `/api/accounts/${checkingId}/statement.csv`)).status).toBe(401);
  });
});
