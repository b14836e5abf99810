/**
 * Personal API tokens over REST: created once, listed without secrets, revoked, expired;
 * only a hash stored; scopes enforced; the PIN step-up recorded on the token; no Origin
 * check for a bearer call while a cookie call keeps it.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let demoId: number;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

interface Created {
  id: string;
  token: string;
  scopes: string[];
  expiresAt: string;
}

const bearer = (token: string, origin?: string) => ({
  Authorization: `Bearer ${token}`,
  ...(origin ? { Origin: origin } : {}),
});

async function createToken(cookie: string, scopes: string[], expiresInDays = 30) {
  const res = await bank.call('POST', '/api/tokens', {
    cookie,
    body: { name: `test ${scopes.join('+')}`, scopes, expiresInDays },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

async function checkingAndSavings(headers: Record<string, string>) {
  const res = await bank.call('GET', '/api/accounts', { headers });
  expect(res.status).toBe(200);
  const list = (await res.json()) as { id: number; accountType: string }[];
  return {
    checking: list.find((a) => a.accountType === 'CHECKING')!.id,
    savings: list.find((a) => a.accountType === 'SAVINGS')!.id,
  };
}

const internal = (from: number, to: number) => ({
  fromAccountId: from,
  toAccountId: to,
  amount: '1.00',
  transferType: 'INTERNAL',
});

describe('API tokens', () => {
  it('answers the token once, lists without it, and stores only a hash of its secret', async () => {
    const created = await createToken(demo, ['read']);
    expect(created.token).toMatch(/^[a-z2-7]+\.[a-z2-7]+$/);
    expect(created.token.startsWith(`${created.id}.`)).toBe(true);
    const list = await bank.call('GET', '/api/tokens', { cookie: demo });
    const text = await list.text();
    expect(text).toContain(created.id);
    expect(text).not.toContain(created.token.split('.')[1]);
    const row = bank.db.$client
      .prepare('select * from api_tokens where id = ?')
      .get(created.id) as Record<string, unknown>;
    const secret = created.token.split('.')[1]!;
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(
      Buffer.from(row.secret_hash as Buffer).equals(Buffer.from(sha256(Buffer.from(secret)))),
    ).toBe(true);
  });

  it('a read token reads but gets 403 on any mutation', async () => {
    const { token } = await createToken(demo, ['read']);
    const { checking, savings } = await checkingAndSavings(bearer(token));
    const transfer = await bank.call('POST', '/api/transfers', {
      headers: bearer(token),
      body: internal(checking, savings),
    });
    expect(transfer.status).toBe(403);
    expect(await transfer.json()).toMatchObject({ code: 'TOKEN_SCOPE' });
    const patch = await bank.call('PATCH', `/api/users/${demoId}`, {
      headers: bearer(token),
      body: { phone: '+1 555 010 1234' },
    });
    expect(patch.status).toBe(403);
    const mint = await bank.call('POST', '/api/tokens', {
      headers: bearer(token),
      body: { name: 'more', scopes: ['read'], expiresInDays: 1 },
    });
    expect(mint.status).toBe(403);
  });

  it('a transfer token moves money, but cannot make other changes', async () => {
    const { token } = await createToken(demo, ['transfer']);
    const { checking, savings } = await checkingAndSavings(bearer(token));
    const transfer = await bank.call('POST', '/api/transfers', {
      headers: bearer(token),
      body: internal(checking, savings),
    });
    expect(transfer.status).toBe(201);
    const beneficiary = await bank.call('POST', '/api/beneficiaries', {
      headers: bearer(token),
      body: { name: 'Sam', accountNumber: 'GB29NWBK60161331926819', bankName: 'Northwind' },
    });
    expect(beneficiary.status).toBe(403);
  });

  it('the admin scope is for admins, and admin calls need it', async () => {
    const refused = await bank.call('POST', '/api/tokens', {
      cookie: demo,
      body: { name: 'x', scopes: ['admin'], expiresInDays: 1 },
    });
    expect(refused.status).toBe(403);
    const admin = await bank.login('admin');
    const adminToken = await createToken(admin, ['admin']);
    const readToken = await createToken(admin, ['read']);
    expect(
      (await bank.call('GET', '/api/admin/users', { headers: bearer(adminToken.token) })).status,
    ).toBe(200);
    expect(
      (await bank.call('GET', '/api/admin/users', { headers: bearer(readToken.token) })).status,
    ).toBe(403);
    const customerRead = await createToken(demo, ['read', 'transfer']);
    expect(
      (await bank.call('GET', '/api/admin/users', { headers: bearer(customerRead.token) })).status,
    ).toBe(403);
  });

  it('stops working once revoked; revoking again or another user’s token is 404', async () => {
    const created = await createToken(demo, ['read']);
    const jane = await bank.login('jane');
    expect((await bank.call('DELETE', `/api/tokens/${created.id}`, { cookie: jane })).status).toBe(
      404,
    );
    expect(
      (await bank.call('GET', '/api/accounts', { headers: bearer(created.token) })).status,
    ).toBe(200);
    expect((await bank.call('DELETE', `/api/tokens/${created.id}`, { cookie: demo })).status).toBe(
      200,
    );
    const after = await bank.call('GET', '/api/accounts', { headers: bearer(created.token) });
    expect(after.status).toBe(401);
    expect((await bank.call('DELETE', `/api/tokens/${created.id}`, { cookie: demo })).status).toBe(
      404,
    );
    const list = await (await bank.call('GET', '/api/tokens', { cookie: demo })).text();
    expect(list).not.toContain(created.id);
  });

  it('stops working when it expires', async () => {
    const created = await createToken(demo, ['read'], 1);
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(
      (await bank.call('GET', '/api/accounts', { headers: bearer(created.token) })).status,
    ).toBe(200);
    bank.db.$client
      .prepare('update api_tokens set expires_at = ? where id = ?')
      .run(Date.now() - 1000, created.id);
    expect(
      (await bank.call('GET', '/api/accounts', { headers: bearer(created.token) })).status,
    ).toBe(401);
  });

  it('refuses a malformed or unknown token with 401, even on a public operation', async () => {
    for (const header of ['Bearer nope', 'Bearer a.b', 'Basic abc']) {
      const res = await bank.call('GET', '/api/health', { headers: { Authorization: header } });
      expect(res.status).toBe(401);
    }
  });

  it('needs the PIN step-up for LOCAL transfers, verified with the token and kept on it', async () => {
    const { token, id } = await createToken(demo, ['transfer']);
    const beneficiary = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: { name: 'Sam', accountNumber: 'GB29NWBK60161331926819', bankName: 'Northwind' },
      })
    ).json()) as { id: number };
    const { checking } = await checkingAndSavings(bearer(token));
    const local = {
      fromAccountId: checking,
      beneficiaryId: beneficiary.id,
      amount: '2.00',
      transferType: 'LOCAL',
    };
    const before = await bank.call('POST', '/api/transfers', {
      headers: bearer(token),
      body: local,
    });
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const verified = await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
      headers: bearer(token),
      body: { pin: '1234' },
    });
    expect(verified.status).toBe(200);
    const after = await bank.call('POST', '/api/transfers', {
      headers: bearer(token),
      body: local,
    });
    expect(after.status).toBe(201);
    const row = bank.db.$client
      .prepare('select pin_verified_at from api_tokens where id = ?')
      .get(id) as { pin_verified_at: number | null };
    expect(row.pin_verified_at).not.toBeNull();
    // The step-up belongs to the token: the browser session still has to verify its own.
    const bySession = await bank.call('POST', '/api/transfers', { cookie: demo, body: local });
    expect(bySession.status).toBe(403);
  });

  it('needs no Origin check with a bearer token, but a cookie call from another origin is 403', async () => {
    const { token } = await createToken(demo, ['transfer']);
    const { checking, savings } = await checkingAndSavings(bearer(token));
    const foreign = 'https://evil.example';
    const byToken = await bank.call('POST', '/api/transfers', {
      headers: bearer(token, foreign),
      body: internal(checking, savings),
    });
    expect(byToken.status).toBe(201);
    const byCookie = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      headers: { Origin: foreign },
      body: internal(checking, savings),
    });
    expect(byCookie.status).toBe(403);
  });
});
