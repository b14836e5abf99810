/**
 * Money movement over plain HTTP: PIN step-up,
 * beneficiaries, LOCAL and WIRE transfers with holds, limits, idempotency.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let demoId: number;

type Account = { id: number; accountType: string; balance: string; availableBalance: string };

const cents = (s: string) => {
  const [whole, fraction] = s.split('.');
  return Number(whole) * 100 + (whole!.startsWith('-') ? -1 : 1) * Number(fraction);
};

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const accounts = (cookie: string) => json<Account[]>(bank.call('GET', '/api/accounts', { cookie }));
const checkingOf = async (cookie: string) =>
  (await accounts(cookie)).find((a) => a.accountType === 'CHECKING')!;
const verifyPin = (cookie: string, id: number, pin: string) =>
  bank.call('POST', `/api/users/${id}/verify-pin`, { cookie, body: { pin } });
const addBeneficiary = async (cookie: string, body: Record<string, unknown> = {}) =>
  json<{ id: number }>(
    bank.call('POST', '/api/beneficiaries', {
      cookie,
      body: {
        name: 'Sam Supplier',
        accountNumber: 'GB29NWBK60161331926819',
        bankName: 'Northwind Bank',
        ...body,
      },
    }),
  );
const send = (
  cookie: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  bank.call('POST', '/api/transfers', {
    cookie,
    body: { transferType: 'LOCAL', ...body },
    headers,
  });

describe('transaction PIN', () => {
  it('is 404 for a user without a PIN', async () => {
    const jane = await bank.login('jane');
    const res = await verifyPin(jane, bank.userId('jane'), '1234');
    expect(res.status).toBe(404);
    expect((await json<{ message: string }>(res)).message).toBe('Transaction PIN not found');
    expect(
      await json(bank.call('GET', `/api/users/${bank.userId('jane')}/pin`, { cookie: jane })),
    ).toEqual({ isSet: false });
  });

  it('refuses a wrong PIN with 403 and accepts the right one', async () => {
    const cookie = await bank.login('demo');
    const wrong = await verifyPin(cookie, demoId, '9999');
    expect(wrong.status).toBe(403);
    expect((await json<{ message: string }>(wrong)).message).toBe('Incorrect transaction PIN');
    const right = await verifyPin(cookie, demoId, '1234');
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ verified: true });
  });

  it('throttles after 5 wrong PINs in 15 minutes (429), even with the right PIN', async () => {
    const jane = await bank.login('jane');
    const janeId = bank.userId('jane');
    expect(
      (
        await bank.call('POST', `/api/users/${janeId}/pin`, {
          cookie: jane,
          body: { pin: '4321', currentPassword: 'Demo-1234' },
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 5; i++) expect((await verifyPin(jane, janeId, '0000')).status).toBe(403);
    expect((await verifyPin(jane, janeId, '4321')).status).toBe(429);
    bank.db.$client.prepare("delete from auth_attempts where kind = 'PIN'").run();
    expect((await verifyPin(jane, janeId, '4321')).status).toBe(200);
  });

  it.each(['123', '1234567', '12a4', ''])('refuses PIN %j with 400', async (pin) => {
    const res = await bank.call('POST', `/api/users/${demoId}/pin`, {
      cookie: demo,
      body: { pin, currentPin: '1234' },
    });
    expect(res.status).toBe(400);
  });

  it("works only for the session's own user", async () => {
    const jane = await bank.login('jane');
    expect((await verifyPin(jane, demoId, '1234')).status).toBe(404);
    expect(
      (
        await bank.call('POST', `/api/users/${demoId}/pin`, {
          cookie: jane,
          body: { pin: '5555', currentPin: '1234' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('beneficiaries', () => {
  it('validates each field and names it', async () => {
    const res = await bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      body: {
        name: '',
        accountNumber: '12',
        bankName: '',
        routingNumber: '123456789',
        swiftCode: 'ABC',
      },
    });
    expect(res.status).toBe(400);
    const body = await json<{ issues: { path: string[]; message: string }[] }>(res);
    const byField = Object.fromEntries(body.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: 'Beneficiary name is required',
      accountNumber: 'At least 4 characters',
      bankName: 'Bank name is required',
      routingNumber: 'This is not a valid routing number (checksum)',
      swiftCode: 'SWIFT/BIC must be 8 or 11 letters and digits',
    });
  });

  it('accepts a valid ABA routing number and SWIFT code, empty optionals as none', async () => {
    const res = await bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      body: {
        name: 'Ann',
        accountNumber: '0012 3456 78',
        bankName: 'Chase',
        routingNumber: '021000021',
        swiftCode: 'chasus33',
        address: '',
        country: '',
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      accountNumber: '0012345678',
      routingNumber: '021000021',
      swiftCode: 'CHASUS33',
      address: null,
      beneficiaryType: 'EXTERNAL',
    });
  });

  it('edits by retiring the old version; past transfers keep pointing at it', async () => {
    const cookie = await bank.login('demo');
    const old = await addBeneficiary(cookie, { name: 'Old Name' });
    await verifyPin(cookie, demoId, '1234');
    const checking = await checkingOf(cookie);
    const transfer = await json<{ beneficiaryId: number }>(
      send(cookie, { fromAccountId: checking.id, beneficiaryId: old.id, amount: '1.00' }),
    );
    const edited = await json<{ id: number; name: string }>(
      bank.call('PUT', `/api/beneficiaries/${old.id}`, {
        cookie,
        body: {
          name: 'New Name',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
        },
      }),
    );
    expect(edited.id).not.toBe(old.id);
    const list = await json<{ id: number; name: string }[]>(
      bank.call('GET', `/api/beneficiaries/${demoId}`, { cookie }),
    );
    expect(list.map((b) => b.id)).toContain(edited.id);
    expect(list.map((b) => b.id)).not.toContain(old.id);
    expect(transfer.beneficiaryId).toBe(old.id);
    expect((await bank.call('DELETE', `/api/beneficiaries/${edited.id}`, { cookie })).status).toBe(
      200,
    );
    const after = await json<{ id: number }[]>(
      bank.call('GET', `/api/beneficiaries/${demoId}`, { cookie }),
    );
    expect(after.map((b) => b.id)).not.toContain(edited.id);
    // A retired beneficiary cannot receive new transfers.
    expect(
      (await send(cookie, { fromAccountId: checking.id, beneficiaryId: old.id, amount: '1.00' }))
        .status,
    ).toBe(404);
  });
});

describe('the destination each transfer type takes', () => {
  it('is a 400 naming the missing field: toAccountId for INTERNAL, beneficiaryId for LOCAL and WIRE', async () => {
    const from = await checkingOf(demo);
    const before = from.balance;
    const cases = [
      ['INTERNAL', { beneficiaryId: 1 }, 'toAccountId', 'Select destination account'],
      ['LOCAL', { toAccountId: from.id }, 'beneficiaryId', 'Select beneficiary'],
      ['WIRE', {}, 'beneficiaryId', 'Select beneficiary'],
    ] as const;
    for (const [transferType, destination, field, message] of cases) {
      const res = await send(demo, {
        transferType,
        fromAccountId: from.id,
        amount: '1.00',
        ...destination,
      });
      expect(res.status, transferType).toBe(400);
      const body = await json<{ code: string; issues: { path: string[]; message: string }[] }>(res);
      expect(body.issues, transferType).toEqual([
        expect.objectContaining({ path: [field], message }),
      ]);
    }
    expect((await checkingOf(demo)).balance).toBe(before);
  });
});

describe('LOCAL and WIRE transfers', () => {
  it('are refused without a PIN verified in this session', async () => {
    const cookie = await bank.login('demo');
    const beneficiary = await addBeneficiary(cookie);
    const checking = await checkingOf(cookie);
    const res = await send(cookie, {
      fromAccountId: checking.id,
      beneficiaryId: beneficiary.id,
      amount: '10.00',
    });
    expect(res.status).toBe(403);
    const refusal = await json<{ message: string; code: string }>(res);
    expect(refusal.message).toMatch(/transaction PIN/);
    expect(refusal.code).toBe('STEP_UP_REQUIRED');
    // Another session's verification does not count.
    const other = await bank.login('demo');
    await verifyPin(other, demoId, '1234');
    expect(
      (
        await send(cookie, {
          fromAccountId: checking.id,
          beneficiaryId: beneficiary.id,
          amount: '10.00',
        })
      ).status,
    ).toBe(403);
  });

  it('start PENDING and hold amount + fee: available drops, posted does not', async () => {
    const cookie = await bank.login('demo');
    const beneficiary = await addBeneficiary(cookie);
    await verifyPin(cookie, demoId, '1234');
    const before = await checkingOf(cookie);
    for (const transferType of ['LOCAL', 'WIRE']) {
      const res = await send(cookie, {
        transferType,
        fromAccountId: before.id,
        beneficiaryId: beneficiary.id,
        amount: '250.00',
        status: 'COMPLETED',
        fees: '0.01',
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        status: 'PENDING',
        transferType,
        fees: '0.00',
        completedAt: null,
      });
    }
    const after = await checkingOf(cookie);
    expect(after.balance).toBe(before.balance);
    expect(cents(after.availableBalance)).toBe(cents(before.availableBalance) - 50_000);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it.each([
    ['0', 400],
    ['-1.00', 400],
    ['1.234', 400],
    ['1e3', 400],
    ['1234567890123456', 400],
    ['10000000000000.00', 400],
  ])('refuse amount %j with %i and change nothing', async (amount, status) => {
    const cookie = await bank.login('demo');
    const beneficiary = await addBeneficiary(cookie);
    await verifyPin(cookie, demoId, '1234');
    const before = await accounts(cookie);
    const checking = before.find((a) => a.accountType === 'CHECKING')!;
    const res = await send(cookie, {
      fromAccountId: checking.id,
      beneficiaryId: beneficiary.id,
      amount,
    });
    expect(res.status).toBe(status);
    expect((await json<{ message: string }>(res)).message).toMatch(/^amount: Amount must/);
    expect(await accounts(cookie)).toEqual(before);
  });

  it('refuse an overdraft of the available balance with 422', async () => {
    const cookie = await bank.login('demo');
    const beneficiary = await addBeneficiary(cookie);
    await verifyPin(cookie, demoId, '1234');
    const before = await accounts(cookie);
    const current = before.find((a) => a.accountType === 'CURRENT')!;
    const tooMuch = ((cents(current.availableBalance) + 1) / 100).toFixed(2);
    const res = await send(cookie, {
      fromAccountId: current.id,
      beneficiaryId: beneficiary.id,
      amount: tooMuch,
    });
    expect(res.status).toBe(422);
    expect((await json<{ message: string }>(res)).message).toMatch(
      /^Insufficient funds: the available balance of CURRENT/,
    );
    expect(await accounts(cookie)).toEqual(before);
  });

  it('refuse going over the daily limit with 422 naming the limit and what remains', async () => {
    const cookie = await bank.login('demo');
    const beneficiary = await addBeneficiary(cookie);
    await verifyPin(cookie, demoId, '1234');
    const { dailyRemaining } = await json<{ dailyRemaining: string }>(
      bank.call('GET', '/api/transfer-limits', { cookie }),
    );
    const savings = (await accounts(cookie)).find((a) => a.accountType === 'SAVINGS')!;
    const over = ((cents(dailyRemaining) + 1) / 100).toFixed(2);
    const res = await send(cookie, {
      transferType: 'WIRE',
      fromAccountId: savings.id,
      beneficiaryId: beneficiary.id,
      amount: over,
    });
    expect(res.status).toBe(422);
    expect((await json<{ message: string }>(res)).message).toBe(
      `Over the daily limit of $50,000.00 for local and wire transfers: $${Number(dailyRemaining).toLocaleString('en-US', { minimumFractionDigits: 2 })} remains today`,
    );
  });

  it("refuse another customer's account or beneficiary with 404", async () => {
    const jane = await bank.login('jane');
    const janeBeneficiary = await addBeneficiary(jane, { name: 'Jane Payee' });
    const janeChecking = await checkingOf(jane);
    const cookie = await bank.login('demo');
    await verifyPin(cookie, demoId, '1234');
    const mine = await addBeneficiary(cookie);
    const checking = await checkingOf(cookie);
    expect(
      (
        await send(cookie, {
          fromAccountId: janeChecking.id,
          beneficiaryId: mine.id,
          amount: '1.00',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(cookie, {
          fromAccountId: checking.id,
          beneficiaryId: janeBeneficiary.id,
          amount: '1.00',
        })
      ).status,
    ).toBe(404);
  });
});

describe('idempotency', () => {
  it('returns the first answer for a retry with the same key and body, moving money once', async () => {
    const cookie = await bank.login('demo');
    const beneficiary = await addBeneficiary(cookie);
    await verifyPin(cookie, demoId, '1234');
    const checking = await checkingOf(cookie);
    const body = { fromAccountId: checking.id, beneficiaryId: beneficiary.id, amount: '3.21' };
    const key = { 'Idempotency-Key': `retry-${Date.now()}` };
    const first = await json<{ id: number }>(send(cookie, body, key));
    const second = await json<{ id: number }>(send(cookie, body, key));
    expect(second).toEqual(first);
    expect(cents((await checkingOf(cookie)).availableBalance)).toBe(
      cents(checking.availableBalance) - 321,
    );
    const conflict = await send(cookie, { ...body, amount: '3.22' }, key);
    expect(conflict.status).toBe(409);
  });

  it('keeps keys per customer and applies to INTERNAL too', async () => {
    const cookie = await bank.login('demo');
    const [checking, savings] = await accounts(cookie);
    const body = {
      transferType: 'INTERNAL',
      fromAccountId: checking!.id,
      toAccountId: savings!.id,
      amount: '1.00',
    };
    const key = { 'Idempotency-Key': 'shared-key' };
    const a = await json<{ id: number }>(send(cookie, body, key));
    const b = await json<{ id: number }>(send(cookie, body, key));
    expect(b.id).toBe(a.id);
    const jane = await bank.login('jane');
    const [jc, js] = await accounts(jane);
    const c = await send(jane, { ...body, fromAccountId: jc!.id, toAccountId: js!.id }, key);
    expect(c.status).toBe(201);
  });
});

describe('concurrency', () => {
  it('200 concurrent transfers between two accounts conserve the total', async () => {
    const cookie = await bank.login('demo');
    const [checking, savings] = await accounts(cookie);
    const total = cents(checking!.balance) + cents(savings!.balance);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(cookie, {
          transferType: 'INTERNAL',
          fromAccountId: i % 2 ? checking!.id : savings!.id,
          toAccountId: i % 2 ? savings!.id : checking!.id,
          amount: `${(i % 7) + 1}.${String(i % 100).padStart(2, '0')}`,
        }),
      ),
    );
    expect(results.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const [c2, s2] = await accounts(cookie);
    expect(cents(c2!.balance) + cents(s2!.balance)).toBe(total);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
