/**
 * Ids, page sizes and offsets a caller types into a path or a query string, over REST on a
 * real in-memory bank: a value that is not a whole number in range gets one message a person
 * can act on, naming the field and the range, in English and Italian, not the validator's own
 * ("received NaN", "Too small: expected number to be >0"), and said once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

const refusal = async (path: string, headers: Record<string, string> = {}) => {
  const res = await bank.call('GET', path, { cookie: admin, headers });
  expect(res.status, path).toBe(400);
  return ((await res.json()) as { message: string }).message;
};

describe('a number in a path or a query string', () => {
  it('that is no id is refused naming the id and what one is', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '%20', '99999999999999999999']) {
      expect(await refusal(`/api/admin/users/${id}`), id).toBe(
        'id: Must be an id: a whole number from 1',
      );
    }
  });

  it('that is no page size or offset is refused naming the field and its range', async () => {
    for (const limit of ['abc', '0', '101', '2.5']) {
      expect(await refusal(`/api/admin/users?limit=${limit}`), limit).toBe(
        'limit: Must be a whole number from 1 to 100',
      );
    }
    for (const offset of ['-1', 'x']) {
      expect(await refusal(`/api/admin/users?offset=${offset}`), offset).toBe(
        'offset: Must be a whole number from 0',
      );
    }
  });

  it('is read only when written in decimal digits, not as a sign, hex, exponent or spaces', async () => {
    for (const id of ['+1', '0x10', '1e0', ' 1', '1 ', '0b1', 'Infinity']) {
      expect(await refusal(`/api/admin/users/${encodeURIComponent(id)}`), id).toBe(
        'id: Must be an id: a whole number from 1',
      );
    }
    expect(await refusal('/api/admin/users?limit=1e1')).toBe(
      'limit: Must be a whole number from 1 to 100',
    );
    expect(await refusal('/api/admin/users?limit=')).toBe(
      'limit: Must be a whole number from 1 to 100',
    );
    const one = await bank.call('GET', '/api/admin/users/1', { cookie: admin });
    expect(one.status).toBe(200);
    const page = await bank.call('GET', '/api/admin/users?limit=2&offset=0', { cookie: admin });
    expect(page.status).toBe(200);
  });

  it('in a JSON body is read from a number, or from a string of decimal digits only', async () => {
    const customer = await bank.login('demo');
    const accounts = (await (
      await bank.call('GET', '/api/accounts', { cookie: customer })
    ).json()) as { id: number; accountType: string }[];
    const from = accounts.find((a) => a.accountType === 'CHECKING')!;
    const to = accounts.find((a) => a.id !== from.id)!;
    const send = (fromAccountId: unknown) =>
      bank.call('POST', '/api/transfers', {
        cookie: customer,
        body: {
          transferType: 'INTERNAL',
          fromAccountId,
          toAccountId: to.id,
          amount: '1.00',
          description: 'Digits',
        },
      });
    const hex = await send(`0x${from.id.toString(16)}`);
    expect(hex.status).toBe(400);
    expect(((await hex.json()) as { message: string }).message).toMatch(/^fromAccountId: /);
    expect((await send(String(from.id))).status).toBe(201);
  });

  it('is refused in Italian for a caller who reads Italian', async () => {
    const it = { 'Accept-Language': 'it' };
    expect(await refusal('/api/admin/users/abc', it)).toBe(
      'id: Deve essere un id: un numero intero da 1 in su',
    );
    expect(await refusal('/api/admin/users?limit=500', it)).toBe(
      'limit: Deve essere un numero intero da 1 a 100',
    );
    expect(await refusal('/api/admin/users?offset=-5', it)).toBe(
      'offset: Deve essere un numero intero da 0 in su',
    );
  });
});
