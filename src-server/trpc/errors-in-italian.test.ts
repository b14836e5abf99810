/**
 * Refusals in the caller's language: a customer who reads Italian (saved, or sent as
 * Accept-Language, as the bank's screens send their language) gets the message of a refused
 * call in Italian, with the variable parts (an account, an amount) kept; the stable code, the
 * status and the field paths never change, and English stays the default. Read over REST; the
 * screens' tRPC calls get the same message from the same errorFormatter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let cookie: string;
let checking: { id: number };
let savings: { id: number };

beforeAll(async () => {
  bank = await createTestBank();
  cookie = await bank.login('demo');
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
    id: number;
    accountType: string;
  }[];
  checking = accounts.find((a) => a.accountType === 'CHECKING')!;
  savings = accounts.find((a) => a.accountType === 'SAVINGS')!;
});

/** The body of an INTERNAL transfer of `amount` between two account ids. */
const internal = (fromAccountId: number, toAccountId: number, amount: string) => ({
  transferType: 'INTERNAL',
  fromAccountId,
  toAccountId,
  amount,
});

/** A REST call's status and error body. */
async function refusal(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  who: string | undefined = cookie,
) {
  const res = await bank.call('POST', path, { cookie: who, body, headers });
  return { status: res.status, body: (await res.json()) as { message: string; code: string } };
}

describe('a refused call read in Italian', () => {
  it('names the account and the amount in an Italian sentence, with the same code', async () => {
    const transfer = internal(savings.id, checking.id, '99999999.00');
    const english = await refusal('/api/transfers', transfer);
    expect(english.status).toBe(422);
    expect(english.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(english.body.message).toMatch(/^Insufficient funds: the available balance of .+ is \$/);

    const italian = await refusal('/api/transfers', transfer, { 'Accept-Language': 'it-IT,it' });
    expect(italian.status).toBe(422);
    expect(italian.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(italian.body.message).toMatch(
      /^Fondi insufficienti: il saldo disponibile del conto .+ è \$[\d,]+\.\d\d$/,
    );
  });

  it('answers a rule of the request in Italian, and in English to a caller who asks none', async () => {
    const same = internal(checking.id, checking.id, '1.00');
    expect((await refusal('/api/transfers', same)).body).toEqual({
      message: 'Choose two different accounts',
      code: 'BAD_REQUEST',
    });
    expect((await refusal('/api/transfers', same, { 'Accept-Language': 'it' })).body).toEqual({
      message: 'Scegli due conti diversi',
      code: 'BAD_REQUEST',
    });
  });

  it('translates the API’s own rules, such as the form of an idempotency key', async () => {
    const res = await bank.call('POST', '/api/transfers', {
      cookie,
      headers: { 'Accept-Language': 'it', 'Idempotency-Key': 'x'.repeat(256) },
      body: internal(checking.id, savings.id, '1.00'),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'La Idempotency-Key deve avere da 1 a 255 caratteri ASCII visibili',
    );
  });

  it('translates each field issue and the message naming them, keeping paths and codes', async () => {
    type Invalid = { message: string; issues: { path: string[]; code: string; message: string }[] };
    const body = { transferType: 'INTERNAL', fromAccountId: checking.id, amount: 'lots' };
    const english = (await refusal('/api/transfers', body)).body as unknown as Invalid;
    const italian = (await refusal('/api/transfers', body, { 'Accept-Language': 'it' }))
      .body as unknown as Invalid;
    expect(english.message).toBe('amount: Amount must be a number with at most 2 decimals');
    expect(italian.message).toBe(
      "amount: L'importo deve essere un numero con al massimo 2 decimali",
    );
    expect(italian.issues.map((i) => [i.path, i.code])).toEqual(
      english.issues.map((i) => [i.path, i.code]),
    );
  });

  it("writes a message zod wrote itself with zod's Italian, keeping the path and the code", async () => {
    const english = await refusal('/api/auth/login', { username: 'demo' }, {}, undefined);
    const italian = await refusal(
      '/api/auth/login',
      { username: 'demo' },
      { 'Accept-Language': 'it' },
      undefined,
    );
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      message: 'password: Invalid input: expected string, received undefined',
      code: 'BAD_REQUEST',
      issues: [
        {
          path: ['password'],
          code: 'invalid_type',
          message: 'Invalid input: expected string, received undefined',
        },
      ],
    });
    expect(italian.status).toBe(400);
    expect(italian.body).toEqual({
      message: 'password: Input non valido: atteso string, ricevuto undefined',
      code: 'BAD_REQUEST',
      issues: [
        {
          path: ['password'],
          code: 'invalid_type',
          message: 'Input non valido: atteso string, ricevuto undefined',
        },
      ],
    });
  });

  it('tells a customer at an admin path, in Italian, that it needs the admin role', async () => {
    const res = await bank.call('GET', '/api/admin/users', {
      cookie,
      headers: { 'Accept-Language': 'it' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Serve il ruolo di amministratore',
    );
  });

  it('follows the saved language over the browser’s, and tells a failed sign-in in Italian', async () => {
    const wrong = { username: 'demo', password: 'not-the-password' };
    const signIn = await refusal('/api/auth/login', wrong, { 'Accept-Language': 'it' }, undefined);
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('ID conto o password non validi');

    // Saved last: a saved language outranks Accept-Language in the tests above.
    await bank.caller('demo').settings.setLanguage({ language: 'it' });
    const missing = await refusal('/api/transfers', internal(checking.id, 987654, '1.00'), {
      'Accept-Language': 'en-US',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Conto non trovato');
  });
});
