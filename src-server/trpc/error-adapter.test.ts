import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await createTestBank();
});

describe('domain errors on both transports', () => {
  it('carry the stable code as the REST body code and as tRPC data.domainCode, with the status of their kind', async () => {
    const cookie = await bank.login('demo');
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      id: number;
      accountType: string;
    }[];
    const [from, to] = accounts;
    const body = {
      fromAccountId: from!.id,
      toAccountId: to!.id,
      amount: '999999999.00',
      transferType: 'INTERNAL',
    };
    const rest = await bank.call('POST', '/api/transfers', { cookie, body });
    expect(rest.status).toBe(422);
    expect(await rest.json()).toEqual({
      message: expect.stringMatching(/^Insufficient funds/),
      code: 'INSUFFICIENT_FUNDS',
    });
    const trpc = await bank.call('POST', '/trpc/transfers.create', { cookie, body });
    expect(trpc.status).toBe(422);
    const { error } = await trpc.json();
    expect(error.data.domainCode).toBe('INSUFFICIENT_FUNDS');
    expect(error.data.code).toBe('UNPROCESSABLE_CONTENT');
  });

  it('give a generic code when no precise one applies', async () => {
    const cookie = await bank.login('demo');
    const res = await bank.call('GET', '/api/accounts/999999', { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
  });

  it('validation issues are structured {path, code, message} on REST too', async () => {
    const cookie = await bank.login('demo');
    const res = await bank.call('POST', '/api/transfers', {
      cookie,
      body: { fromAccountId: 1, toAccountId: 2, amount: '-1', transferType: 'INTERNAL' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.issues).toEqual([
      { path: ['amount'], code: expect.any(String), message: expect.any(String) },
    ]);
    expect(body.message).toBe(`amount: ${body.issues[0].message}`);
  });
});
