/**
 * Admin provisioning over REST: creating customers, the first-sign-in password change,
 * opening and closing accounts, cards (issue, block, unblock, the customer's freeze), and the
 * help an admin gives (password reset, PIN, sign-in unlock). Every answer is checked against
 * the OpenAPI document by `bank.call`.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditCards } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { isLuhnValid } from '../services/admin/credentials';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

interface Created {
  user: { id: number; username: string; verified: string };
  accounts: { id: number; accountType: string; balance: string }[];
  cards: { id: number; accountId: number; cardNumber: string; isActive: string }[];
  password: string | null;
}

const create = (body: Record<string, unknown>) =>
  bank.call('POST', '/api/admin/users', { cookie: admin, body });

/** Signs in over REST; answers the status, the body and the cookie. */
async function signIn(username: string, password: string) {
  const res = await bank.call('POST', '/api/auth/login', { body: { username, password } });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];
  return { status: res.status, body: await res.json(), cookie: cookie ?? '' };
}

const auditActions = async (action: string) =>
  json<{ action: string; targetId: string }[]>(
    bank.call('GET', `/api/admin/audit?action=${action}`, { cookie: admin }),
  );

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

describe('creating a customer', () => {
  it('generates a strong password, posts opening deposits and issues a Luhn-valid card', async () => {
    const res = await create({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      username: 'ada',
      accounts: [
        { type: 'CHECKING', openingDeposit: '250.00' },
        { type: 'SAVINGS', openingDeposit: '0.00' },
      ],
      debitCard: true,
    });
    expect(res.status).toBe(201);
    const created = await json<Created>(res);
    expect(created.password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(created.user).toMatchObject({ username: 'ada', verified: 'true' });
    expect(created.accounts.map((a) => [a.accountType, a.balance])).toEqual([
      ['CHECKING', '250.00'],
      ['SAVINGS', '0.00'],
    ]);
    expect(created.cards).toHaveLength(1);
    expect(created.cards[0]).toMatchObject({
      accountId: created.accounts[0]!.id,
      isActive: 'true',
    });
    expect(created.cards[0]!.cardNumber).toMatch(/^4\d{3}X{8}\d{4}$/);
    const stored = bank.db
      .select()
      .from(creditCards)
      .where(eq(creditCards.id, created.cards[0]!.id))
      .get()!;
    expect(isLuhnValid(stored.cardNumber)).toBe(true);
    // The opening deposit is a statement row posted through the ledger.
    const rows = await json<{ description: string; amount: string }[]>(
      bank.call('GET', `/api/transactions/${created.accounts[0]!.id}`, { cookie: admin }),
    );
    expect(rows).toMatchObject([{ description: 'Opening deposit', amount: '250.00' }]);
    expect((await auditActions('USER_CREATED'))[0]?.targetId).toBe(String(created.user.id));
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('makes the customer change the password before anything else', async () => {
    const created = await json<Created>(
      create({ name: 'Grace Hopper', email: 'ghopper@example.org', username: 'ghopper' }),
    );
    const first = await signIn('ghopper', created.password!);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ passwordChangeRequired: true, mfa: 'OK' });
    const cookie = first.cookie;
    const refused = await bank.call('GET', '/api/accounts', { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await bank.call('GET', `/api/users/${created.user.id}`, { cookie })).status).toBe(403);
    expect(await json(bank.call('GET', '/api/auth/me', { cookie }))).toMatchObject({
      username: 'ghopper',
      passwordChangeRequired: true,
    });
    const changed = await bank.call('POST', `/api/users/${created.user.id}/password`, {
      cookie,
      body: { currentPassword: created.password, newPassword: 'Violet-Harbor-Lantern-42' },
    });
    expect(changed.status).toBe(200);
    expect((await bank.call('GET', '/api/accounts', { cookie })).status).toBe(200);
    const again = await signIn('ghopper', 'Violet-Harbor-Lantern-42');
    expect(again.body).toMatchObject({ passwordChangeRequired: false });
    expect((await bank.call('POST', '/api/auth/logout', { cookie })).status).toBe(200);
  });

  it('takes a password the admin chose (answered as null), still to change at first sign-in', async () => {
    const created = await json<Created>(
      create({
        name: 'Alan Turing',
        email: 'alan@example.org',
        username: 'alan',
        password: 'Copper-Meadow-Falcon-17',
      }),
    );
    expect(created.password).toBeNull();
    expect((await signIn('alan', 'Copper-Meadow-Falcon-17')).body).toMatchObject({
      passwordChangeRequired: true,
    });
  });

  it('refuses a taken username or email (409), a card without account (422), bad input (400)', async () => {
    const taken = await create({ name: 'Someone Else', email: 'x@example.org', username: 'demo' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toMatch(/username/);
    const email = await create({
      name: 'Someone Else',
      email: 'ada@example.org',
      username: 'ada2',
    });
    expect(email.status).toBe(409);
    const card = await create({
      name: 'No Account',
      email: 'none@example.org',
      username: 'noaccount',
      debitCard: true,
    });
    expect(card.status).toBe(422);
    expect((await card.json()).message).toMatch(/debit card needs an account/);
    for (const body of [
      { name: 'X', email: 'x1@example.org', username: 'x1' },
      { name: 'Bad Email', email: 'nope', username: 'x2' },
      { name: 'Bad User', email: 'x3@example.org', username: 'a b' },
      { name: 'Short Pass', email: 'x4@example.org', username: 'x4', password: 'short' },
      {
        name: 'Bad Type',
        email: 'x5@example.org',
        username: 'x5',
        accounts: [{ type: 'CURRENT', openingDeposit: '1.00' }],
      },
      {
        name: 'Bad Deposit',
        email: 'x6@example.org',
        username: 'x6',
        accounts: [{ type: 'CHECKING', openingDeposit: '-5.00' }],
      },
    ]) {
      expect((await create(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      bank.db.$client.prepare("select count(*) n from users where username like 'x%'").get(),
    ).toEqual({ n: 0 });
  });
});

describe('accounts and cards', () => {
  it('opens an account with an opening deposit and closes it only when empty', async () => {
    const userId = bank.userId('ada');
    const opened = await bank.call('POST', `/api/admin/users/${userId}/accounts`, {
      cookie: admin,
      body: { accountType: 'SAVINGS', openingDeposit: '40.00' },
    });
    expect(opened.status).toBe(201);
    const account = await json<{ id: number; balance: string }>(opened);
    expect(account.balance).toBe('40.00');
    const refused = await bank.call('DELETE', `/api/admin/accounts/${account.id}`, {
      cookie: admin,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'ACCOUNT_NOT_EMPTY',
      message: expect.stringMatching(/zero balance.*\$40\.00/),
    });
    await bank.call('PATCH', `/api/admin/accounts/${account.id}`, {
      cookie: admin,
      body: { balance: '0.00', reason: 'Emptied before closing' },
    });
    expect(
      (await bank.call('DELETE', `/api/admin/accounts/${account.id}`, { cookie: admin })).status,
    ).toBe(200);
    expect((await auditActions('ACCOUNT_OPENED'))[0]?.targetId).toBe(String(account.id));
    expect(
      (
        await bank.call('POST', `/api/admin/users/999999/accounts`, {
          cookie: admin,
          body: { accountType: 'CHECKING' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to close an account with money on hold for a pending transfer', async () => {
    const demo = await bank.login('demo');
    const demoId = bank.userId('demo');
    const accounts = await json<{ id: number; accountType: string; balance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: demo }),
    );
    const checking = accounts.find((a) => a.accountType === 'CHECKING')!;
    const beneficiary = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: {
          name: 'Sam Supplier',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
        },
      }),
    );
    await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
      cookie: demo,
      body: { pin: '1234' },
    });
    const transfer = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        transferType: 'LOCAL',
        fromAccountId: checking.id,
        beneficiaryId: beneficiary.id,
        amount: '10.00',
      },
    });
    expect(transfer.status).toBe(201);
    const refused = await bank.call('DELETE', `/api/admin/accounts/${checking.id}`, {
      cookie: admin,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'ACCOUNT_HAS_HOLDS',
      message: expect.stringMatching(/\$10\.00 on hold/),
    });
  });

  it('issues, blocks and unblocks cards; customers freeze and unfreeze only their own', async () => {
    const adaId = bank.userId('ada');
    const [checking] = await json<{ id: number }[]>(
      bank.call('GET', `/api/admin/users/${adaId}/accounts`, { cookie: admin }),
    );
    const issued = await bank.call('POST', `/api/admin/accounts/${checking!.id}/cards`, {
      cookie: admin,
    });
    expect(issued.status).toBe(201);
    const card = await json<{ id: number; isActive: string; isFrozen: string }>(issued);
    expect(card).toMatchObject({ isActive: 'true', isFrozen: 'false' });
    const cards = await json<{ id: number }[]>(
      bank.call('GET', `/api/admin/users/${adaId}/cards`, { cookie: admin }),
    );
    expect(cards.map((c) => c.id)).toContain(card.id);
    const numbers = bank.db.select({ n: creditCards.cardNumber }).from(creditCards).all();
    expect(new Set(numbers.map((r) => r.n)).size).toBe(numbers.length);
    expect(numbers.every((r) => isLuhnValid(r.n))).toBe(true);

    const blocked = await json<{ isActive: string }>(
      bank.call('POST', `/api/admin/cards/${card.id}/block`, { cookie: admin }),
    );
    expect(blocked.isActive).toBe('false');
    const unblocked = await json<{ isActive: string }>(
      bank.call('POST', `/api/admin/cards/${card.id}/unblock`, { cookie: admin }),
    );
    expect(unblocked.isActive).toBe('true');
    expect((await auditActions('CARD_BLOCKED'))[0]?.targetId).toBe(String(card.id));
    expect(
      (await bank.call('POST', '/api/admin/cards/999999/block', { cookie: admin })).status,
    ).toBe(404);

    // Ada changes her generated password, then freezes her own card.
    const reset = await json<{ password: string }>(
      bank.call('POST', `/api/admin/users/${adaId}/password-reset`, { cookie: admin }),
    );
    const ada = (await signIn('ada', reset.password)).cookie;
    await bank.call('POST', `/api/users/${adaId}/password`, {
      cookie: ada,
      body: { currentPassword: reset.password, newPassword: 'Amber-Willow-Compass-63' },
    });
    const frozen = await bank.call('POST', `/api/credit-cards/${card.id}/freeze`, { cookie: ada });
    expect(frozen.status).toBe(200);
    expect(await frozen.json()).toMatchObject({ isFrozen: 'true', isActive: 'true' });
    const listed = await json<{ id: number; isFrozen: string }[]>(
      bank.call('GET', '/api/credit-cards', { cookie: ada }),
    );
    expect(listed.find((c) => c.id === card.id)?.isFrozen).toBe('true');
    expect(
      await json(bank.call('POST', `/api/credit-cards/${card.id}/unfreeze`, { cookie: ada })),
    ).toMatchObject({ isFrozen: 'false' });
    // Another customer's card is not found.
    const demo = await bank.login('demo');
    expect(
      (await bank.call('POST', `/api/credit-cards/${card.id}/freeze`, { cookie: demo })).status,
    ).toBe(404);
    expect((await auditActions('CARD_FROZEN'))[0]?.targetId).toBe(String(card.id));
  });
});

describe('helping a customer', () => {
  it('resets a password: the old one stops working, the new one must be changed', async () => {
    const janeId = bank.userId('jane');
    const jane = await bank.login('jane');
    const res = await bank.call('POST', `/api/admin/users/${janeId}/password-reset`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const { password } = await json<{ password: string }>(res);
    expect((await bank.call('GET', '/api/accounts', { cookie: jane })).status).toBe(401);
    expect((await signIn('jane', 'Demo-1234')).status).toBe(401);
    const fresh = await signIn('jane', password);
    expect(fresh.body).toMatchObject({ passwordChangeRequired: true });
    const csv = await bank.call('GET', '/api/accounts/1/statement.csv', { cookie: fresh.cookie });
    expect(csv.status).toBe(403);
    expect((await auditActions('PASSWORD_RESET'))[0]?.targetId).toBe(String(janeId));
    const selfReset = await bank.call(
      'POST',
      `/api/admin/users/${bank.userId('admin')}/password-reset`,
      { cookie: admin },
    );
    expect(selfReset.status).toBe(422);
  });

  it("clears a customer's PIN", async () => {
    const demoId = bank.userId('demo');
    const res = await bank.call('DELETE', `/api/admin/users/${demoId}/pin`, { cookie: admin });
    expect(await res.json()).toEqual({ hadPin: true });
    const demo = await bank.login('demo');
    const verify = await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
      cookie: demo,
      body: { pin: '1234' },
    });
    expect(verify.status).toBe(404);
    expect((await auditActions('PIN_CLEARED'))[0]?.targetId).toBe(String(demoId));
  });

  it('unlocks a throttled sign-in', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn('alan', 'wrong-password')).status).toBe(401);
    }
    expect((await signIn('alan', 'Copper-Meadow-Falcon-17')).status).toBe(429);
    const res = await bank.call('POST', `/api/admin/users/${bank.userId('alan')}/unlock`, {
      cookie: admin,
    });
    expect(await res.json()).toEqual({ cleared: 5 });
    expect((await signIn('alan', 'Copper-Meadow-Falcon-17')).status).toBe(200);
    expect((await auditActions('SIGN_IN_UNLOCKED'))[0]?.targetId).toBe(String(bank.userId('alan')));
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
