/**
 * The outside world, simulated by an admin through REST: inbound ACH credits and wires, ACH
 * returns of completed outbound transfers, and card authorizations (hold, settle, reverse,
 * declines). The ledger's invariants hold after each.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, creditCards } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;

type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Row = { description: string; amount: string; type: string; reference: string | null };
type Transfer = {
  id: number;
  status: string;
  returnCode: string | null;
  returnReason: string | null;
};
type Authorization = {
  id: number;
  status: string;
  declineReason: string | null;
  accountId: number;
  amount: string;
};
type Notification = { title: string; message: string };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cents = (text: string) => Math.round(Number(text) * 100);

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
  await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
    cookie: demo,
    body: { pin: '1234' },
  });
});

const accountsOfDemo = () => json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }));
const account = async (id: number) => (await accountsOfDemo()).find((a) => a.id === id)!;
const checking = async () => (await accountsOfDemo()).find((a) => a.accountType === 'CHECKING')!;
const statement = (accountId: number) =>
  json<Row[]>(bank.call('GET', `/api/transactions/${accountId}`, { cookie: demo }));
const notifications = () =>
  json<Notification[]>(bank.call('GET', `/api/notifications/${demoId}`, { cookie: demo }));
const simulate = (path: string, body?: unknown) =>
  bank.call('POST', `/api/admin/simulations/${path}`, { cookie: admin, body });
const ledgerOk = () => expect(verifyLedger(bank.db).violations).toEqual([]);

describe('inbound transfers', () => {
  it('credit the account from outside: statement row, notification, audit, 201 with what was posted', async () => {
    const before = await checking();
    const res = await simulate('inbound-transfer', {
      accountId: before.id,
      amount: '2500.00',
      payerName: 'Globex Payroll',
      rail: 'ACH',
      reference: 'PAY-NOV',
    });
    expect(res.status).toBe(201);
    const posted = await json<{ description: string; amount: string; balance: string }>(res);
    expect(posted).toMatchObject({
      description: 'ACH credit from Globex Payroll',
      amount: '2500.00',
      balance: (cents(before.balance) / 100 + 2500).toFixed(2),
    });
    expect(cents((await account(before.id)).balance)).toBe(cents(before.balance) + 250_000);
    const rows = await statement(before.id);
    expect(rows.at(-1)).toMatchObject({
      description: 'ACH credit from Globex Payroll',
      amount: '2500.00',
      type: 'CREDIT',
      reference: 'PAY-NOV',
    });
    expect((await notifications())[0]!.title).toBe('ACH credit received');
    const audit = bank.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SIMULATED_INBOUND_TRANSFER'))
      .all();
    expect(audit).toHaveLength(1);
    ledgerOk();
  });

  it('say "Wire from" for a wire', async () => {
    const c = await checking();
    const res = await simulate('inbound-transfer', {
      accountId: c.id,
      amount: '10.00',
      payerName: 'Aunt May',
      rail: 'WIRE',
    });
    expect(res.status).toBe(201);
    expect((await statement(c.id)).at(-1)!.description).toBe('Wire from Aunt May');
    ledgerOk();
  });

  it('refuse an unknown account (404), a bad amount or rail (400), and customers (403)', async () => {
    const body = { accountId: 999999, amount: '1.00', payerName: 'X', rail: 'ACH' };
    expect((await simulate('inbound-transfer', body)).status).toBe(404);
    const c = await checking();
    expect(
      (await simulate('inbound-transfer', { ...body, accountId: c.id, amount: '0.00' })).status,
    ).toBe(400);
    expect(
      (await simulate('inbound-transfer', { ...body, accountId: c.id, rail: 'SWIFT' })).status,
    ).toBe(400);
    const asCustomer = await bank.call('POST', '/api/admin/simulations/inbound-transfer', {
      cookie: demo,
      body: { ...body, accountId: c.id },
    });
    expect(asCustomer.status).toBe(403);
    ledgerOk();
  });
});

describe('ACH returns', () => {
  const sendLocal = async (amount: string, accountNumber = '55509876') => {
    const b = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: { name: 'Landlord', accountNumber, bankName: 'Other Bank' },
      }),
    );
    const from = await checking();
    return json<Transfer>(
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: { transferType: 'LOCAL', fromAccountId: from.id, beneficiaryId: b.id, amount },
      }),
    );
  };
  const complete = (id: number) =>
    bank.call('PATCH', `/api/transfers/${id}/status`, {
      cookie: admin,
      body: { status: 'COMPLETED' },
    });

  it('put the money back, mark the transfer returned and tell the customer why', async () => {
    const t = await sendLocal('40.00');
    expect((await complete(t.id)).status).toBe(200);
    const paid = await checking();
    const res = await simulate('returns', { transferId: t.id, returnCode: 'R01' });
    expect(res.status).toBe(200);
    const returned = await json<Transfer>(res);
    expect(returned).toMatchObject({
      status: 'FAILED',
      returnCode: 'R01',
      returnReason: 'R01 Insufficient funds',
    });
    const after = await checking();
    expect(cents(after.balance)).toBe(cents(paid.balance) + 4000);
    expect((await statement(after.id)).at(-1)).toMatchObject({ type: 'CREDIT', amount: '40.00' });
    expect((await statement(after.id)).at(-1)!.description).toMatch(/^Reversal: /);
    const note = (await notifications())[0]!;
    expect(note.message).toContain('R01 Insufficient funds');
    ledgerOk();

    // Returned once: a second return is refused.
    const again = await simulate('returns', { transferId: t.id, returnCode: 'R02' });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toContain('FAILED');
  });

  it('refuse a PENDING transfer (409), an unknown code (400) and an unknown transfer (404)', async () => {
    const t = await sendLocal('5.00');
    expect((await simulate('returns', { transferId: t.id, returnCode: 'R03' })).status).toBe(409);
    await complete(t.id);
    expect((await simulate('returns', { transferId: t.id, returnCode: 'R99' })).status).toBe(400);
    expect((await simulate('returns', { transferId: 999999, returnCode: 'R03' })).status).toBe(404);
    ledgerOk();
  });

  it('refuse an INTERNAL transfer and an on-us payment (422)', async () => {
    const own = await accountsOfDemo();
    const internal = await json<Transfer>(
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          transferType: 'INTERNAL',
          fromAccountId: own[0]!.id,
          toAccountId: own[1]!.id,
          amount: '1.00',
        },
      }),
    );
    expect(internal.status).toBe('COMPLETED');
    const res = await simulate('returns', { transferId: internal.id, returnCode: 'R03' });
    expect(res.status).toBe(422);
    expect((await json<{ code: string }>(res)).code).toBe('NOT_RETURNABLE');

    const jane = await bank.login('jane');
    const janeChecking = (
      await json<(Account & { accountNumber: string })[]>(
        bank.call('GET', '/api/accounts', { cookie: jane }),
      )
    ).find((a) => a.accountType === 'CHECKING')!;
    const b = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: {
          name: 'Jane',
          accountNumber: janeChecking.accountNumber,
          bankName: 'Acme',
          routingNumber: '21084429',
        },
      }),
    );
    const onUs = await json<Transfer>(
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          transferType: 'LOCAL',
          fromAccountId: (await checking()).id,
          beneficiaryId: b.id,
          amount: '2.00',
        },
      }),
    );
    expect(onUs.status).toBe('COMPLETED');
    const refused = await simulate('returns', { transferId: onUs.id, returnCode: 'R03' });
    expect(refused.status).toBe(422);
    expect((await json<{ message: string }>(refused)).message).toContain('on-us');
    ledgerOk();
  });
});

describe('card authorizations', () => {
  /** The demo customer's card (on one of their accounts). */
  const demoCard = () =>
    bank.db
      .select({ card: creditCards })
      .from(creditCards)
      .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
      .where(eq(accounts.userId, demoId))
      .get()!.card;
  const authorize = async (amount: string, merchant = 'Corner Grocery') => {
    const res = await simulate('card-authorizations', {
      cardId: demoCard().id,
      amount,
      merchant,
    });
    expect(res.status).toBe(201);
    return json<Authorization>(res);
  };

  it('hold the amount when approved (available drops, posted does not), then settle posts it', async () => {
    const card = demoCard();
    const before = await account(card.accountId);
    const auth = await authorize('12.34');
    expect(auth).toMatchObject({ status: 'APPROVED', declineReason: null, amount: '12.34' });
    const held = await account(card.accountId);
    expect(held.balance).toBe(before.balance);
    expect(cents(held.availableBalance)).toBe(cents(before.availableBalance) - 1234);
    ledgerOk();

    const settled = await simulate(`card-authorizations/${auth.id}/settle`);
    expect(settled.status).toBe(200);
    expect((await json<Authorization>(settled)).status).toBe('SETTLED');
    const after = await account(card.accountId);
    expect(cents(after.balance)).toBe(cents(before.balance) - 1234);
    expect(after.availableBalance).toBe(held.availableBalance);
    expect((await statement(card.accountId)).at(-1)).toMatchObject({
      description: 'Card purchase at Corner Grocery',
      type: 'DEBIT',
      amount: '12.34',
    });
    ledgerOk();

    expect((await simulate(`card-authorizations/${auth.id}/settle`)).status).toBe(409);
    expect((await simulate(`card-authorizations/${auth.id}/reverse`)).status).toBe(409);
  });

  it('release the hold when reversed, and refuse a second reversal', async () => {
    const card = demoCard();
    const before = await account(card.accountId);
    const auth = await authorize('20.00');
    const res = await simulate(`card-authorizations/${auth.id}/reverse`);
    expect(res.status).toBe(200);
    expect((await json<Authorization>(res)).status).toBe('REVERSED');
    const after = await account(card.accountId);
    expect(after).toMatchObject({
      balance: before.balance,
      availableBalance: before.availableBalance,
    });
    ledgerOk();
    expect((await simulate(`card-authorizations/${auth.id}/reverse`)).status).toBe(409);
    expect((await simulate(`card-authorizations/${auth.id}/settle`)).status).toBe(409);
    expect((await simulate('card-authorizations/999999/settle')).status).toBe(404);
  });

  it('decline 4.04 (do not honor) and more than is available, holding nothing', async () => {
    const card = demoCard();
    const before = await account(card.accountId);
    const magic = await authorize('4.04');
    expect(magic).toMatchObject({ status: 'DECLINED', declineReason: 'DO_NOT_HONOR' });
    const tooMuch = await authorize((cents(before.availableBalance) / 100 + 1).toFixed(2));
    expect(tooMuch).toMatchObject({ status: 'DECLINED', declineReason: 'INSUFFICIENT_FUNDS' });
    expect(await account(card.accountId)).toMatchObject({
      availableBalance: before.availableBalance,
    });
    expect((await simulate(`card-authorizations/${magic.id}/settle`)).status).toBe(409);
    expect((await notifications())[0]!.title).toBe('Card purchase declined');
    ledgerOk();
  });

  it('decline a card frozen by its customer or blocked by an admin', async () => {
    const card = demoCard();
    expect(
      (await bank.call('POST', `/api/credit-cards/${card.id}/freeze`, { cookie: demo })).status,
    ).toBe(200);
    expect(await authorize('3.00')).toMatchObject({
      status: 'DECLINED',
      declineReason: 'CARD_FROZEN',
    });
    await bank.call('POST', `/api/credit-cards/${card.id}/unfreeze`, { cookie: demo });
    expect(
      (await bank.call('POST', `/api/admin/cards/${card.id}/block`, { cookie: admin })).status,
    ).toBe(200);
    expect(await authorize('3.00')).toMatchObject({
      status: 'DECLINED',
      declineReason: 'CARD_BLOCKED',
    });
    await bank.call('POST', `/api/admin/cards/${card.id}/unblock`, { cookie: admin });
    expect((await authorize('3.00')).status).toBe('APPROVED');
    ledgerOk();
  });

  it('refuse an unknown card (404) and a customer caller (403)', async () => {
    expect(
      (await simulate('card-authorizations', { cardId: 999999, amount: '1.00', merchant: 'X' }))
        .status,
    ).toBe(404);
    const res = await bank.call('POST', '/api/admin/simulations/card-authorizations', {
      cookie: demo,
      body: { cardId: demoCard().id, amount: '1.00', merchant: 'X' },
    });
    expect(res.status).toBe(403);
  });
});
