/**
 * A payee is saved once: adding a beneficiary, by hand or through the transfer form's save
 * step, that matches a current one of the same customer answers that one. LOCAL (and other
 * domestic) payees match by account and routing number, WIRE payees by IBAN or by account and
 * SWIFT/BIC; a deleted payee is never matched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../bank/seed/demo';
import { findSameBeneficiary } from '../services/beneficiaries/manage';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let demoId: number;

type Beneficiary = { id: number; accountNumber: string; routingNumber: string | null };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
  const pin = await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
    cookie: demo,
    body: { pin: DEMO_PIN },
  });
  expect(pin.status).toBe(200);
});

const LOCAL_PAYEE = {
  name: 'Paula Payee',
  accountNumber: '55501234',
  bankName: 'Riverside Credit Union',
  routingNumber: '021000021',
  beneficiaryType: 'LOCAL',
};

const save = (body: Record<string, unknown>) =>
  json<Beneficiary>(bank.call('POST', '/api/beneficiaries', { cookie: demo, body }));
const current = () =>
  json<Beneficiary[]>(bank.call('GET', `/api/beneficiaries/${demoId}?limit=100`, { cookie: demo }));
const matching = async (accountNumber: string) =>
  (await current()).filter((b) => b.accountNumber === accountNumber);

/** The transfer form's flow: save the typed payee, then send to the id the save answered. */
async function sendTo(payee: Record<string, unknown>, transferType: 'LOCAL' | 'WIRE') {
  const saved = await save(payee);
  const accounts = await json<{ id: number; accountType: string }[]>(
    bank.call('GET', '/api/accounts', { cookie: demo }),
  );
  const checking = accounts.find((a) => a.accountType === 'CHECKING')!;
  const res = await bank.call('POST', '/api/transfers', {
    cookie: demo,
    body: {
      fromAccountId: checking.id,
      beneficiaryId: saved.id,
      transferType,
      amount: '3.00',
    },
  });
  expect(res.status).toBe(201);
  return saved;
}

describe('a payee is saved once', () => {
  it('one manual add and two LOCAL transfers to the same payee leave one beneficiary', async () => {
    const added = await save(LOCAL_PAYEE);
    const first = await sendTo({ ...LOCAL_PAYEE, name: 'Paula P.' }, 'LOCAL');
    const second = await sendTo({ ...LOCAL_PAYEE, accountNumber: '5550 1234' }, 'LOCAL');
    expect(first.id).toBe(added.id);
    expect(second.id).toBe(added.id);
    expect(await matching('55501234')).toHaveLength(1);
  });

  it('a different account number, or another routing number, is another payee', async () => {
    const other = await sendTo({ ...LOCAL_PAYEE, accountNumber: '55509999' }, 'LOCAL');
    const elsewhere = await save({ ...LOCAL_PAYEE, routingNumber: '011000015' });
    const known = (await matching('55501234')).map((b) => b.id);
    expect(known).not.toContain(other.id);
    expect(elsewhere.id).not.toBe(other.id);
    expect(await matching('55501234')).toHaveLength(2);
    expect(await matching('55509999')).toHaveLength(1);
  });

  it('a deleted payee is not reused', async () => {
    const payee = { ...LOCAL_PAYEE, accountNumber: '55507777' };
    const old = await save(payee);
    const deleted = await bank.call('DELETE', `/api/beneficiaries/${old.id}`, { cookie: demo });
    expect(deleted.status).toBeLessThan(300);
    const again = await sendTo(payee, 'LOCAL');
    expect(again.id).not.toBe(old.id);
    expect((await matching('55507777')).map((b) => b.id)).toEqual([again.id]);
  });

  it('an edit that makes one payee the same as another is refused, and changes nothing', async () => {
    const first = await save({ ...LOCAL_PAYEE, name: 'First Payee', accountNumber: '55508881' });
    const second = await save({ ...LOCAL_PAYEE, name: 'Second Payee', accountNumber: '55508882' });
    const before = await current();
    const edit = (id: number, body: Record<string, unknown>) =>
      bank.call('PUT', `/api/beneficiaries/${id}`, { cookie: demo, body });

    const refused = await edit(second.id, {
      ...LOCAL_PAYEE,
      name: 'Second Payee',
      accountNumber: '55508881',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        'You already have this payee saved as First Payee: edit that one, or delete it first.',
      code: 'CONFLICT',
    });
    expect(await current()).toEqual(before);

    // The same payee under a new name is still an edit of its own.
    const renamed = await edit(first.id, {
      ...LOCAL_PAYEE,
      name: 'First, renamed',
      accountNumber: '55508881',
    });
    expect(renamed.status).toBe(200);
    expect((await matching('55508881')).map((b) => b.id)).toEqual([
      ((await renamed.json()) as Beneficiary).id,
    ]);
  });

  it('a WIRE payee matches by IBAN, spaces and case aside, and otherwise by account and SWIFT/BIC', async () => {
    const wire = {
      name: 'Giulia Rossi',
      bankName: 'Banca Centrale Europa',
      beneficiaryType: 'WIRE',
      swiftCode: 'BCEUITMMXXX',
      country: 'IT',
    };
    const iban = await save({ ...wire, accountNumber: 'IT80X0542811101000012345678' });
    const spaced = await sendTo(
      { ...wire, accountNumber: 'it80 x054 2811 1010 0001 2345 678', swiftCode: 'BCEUITMM' },
      'WIRE',
    );
    expect(spaced.id).toBe(iban.id);
    const plain = await save({ ...wire, accountNumber: '000123456789', swiftCode: 'CHASUS33' });
    expect((await save({ ...wire, accountNumber: '000123456789', swiftCode: 'CHASUS33' })).id).toBe(
      plain.id,
    );
    expect(
      (await save({ ...wire, accountNumber: '000123456789', swiftCode: 'BCEUITMM' })).id,
    ).not.toBe(plain.id);
  });

  it('finds the payee through the partial index on user and account number', () => {
    const ran: string[] = [];
    const client = bank.db.$client;
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => {
      if (/from "beneficiaries"/i.test(source)) ran.push(source);
      return prepare(source);
    }) as typeof client.prepare;
    try {
      findSameBeneficiary(bank.db, demoId, {
        accountNumber: '55501234',
        routingNumber: '021000021',
        beneficiaryType: 'LOCAL',
        swiftCode: null,
      });
    } finally {
      client.prepare = prepare;
    }
    expect(ran).toHaveLength(1);
    const plan = client.prepare(`explain query plan ${ran[0]}`).all(demoId, '55501234') as {
      detail: string;
    }[];
    expect(plan.map((row) => row.detail).join(' | ')).toMatch(
      /USING INDEX beneficiaries_user_account_idx/,
    );
  });
});
