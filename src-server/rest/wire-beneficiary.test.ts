/**
 * The WIRE beneficiary rules over REST: SWIFT/BIC required and valid (ibantools), country
 * required as an ISO 3166-1 alpha-2 code, an IBAN-shaped account number with a valid
 * checksum; each refusal names its field. LOCAL beneficiaries keep their rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
});

const save = (body: Record<string, unknown>) =>
  bank.call('POST', '/api/beneficiaries', {
    cookie: demo,
    body: { name: 'Giulia Rossi', bankName: 'Banca Centrale Europa', ...body },
  });
const issuesOf = async (res: Response) =>
  ((await res.json()) as { issues: { path: string[]; message: string }[] }).issues.map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('WIRE beneficiaries', () => {
  it('need a SWIFT/BIC and a country, and an IBAN must check out', async () => {
    const res = await save({
      beneficiaryType: 'WIRE',
      accountNumber: 'IT60X0542811101000012345678',
    });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual([
      ['swiftCode', 'SWIFT/BIC is required for a wire beneficiary'],
      ['country', 'Country is required for a wire beneficiary'],
      ['accountNumber', 'This IBAN is not valid (checksum or length)'],
    ]);
  });

  it('refuse a BIC of an unknown country and a country that is not an ISO code', async () => {
    const res = await save({
      beneficiaryType: 'WIRE',
      accountNumber: 'IT80X0542811101000012345678',
      swiftCode: 'BCEUXXMM',
      country: 'Italy',
    });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual([
      ['swiftCode', 'This is not a valid SWIFT/BIC'],
      ['country', 'Country must be a 2-letter ISO code such as IT or GB'],
    ]);
  });

  it('accept a valid one, with the country in upper case', async () => {
    const res = await save({
      beneficiaryType: 'WIRE',
      accountNumber: 'IT80 X054 2811 1010 0001 2345 678',
      swiftCode: 'bceuitmmxxx',
      country: 'it',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      beneficiaryType: 'WIRE',
      accountNumber: 'IT80X0542811101000012345678',
      swiftCode: 'BCEUITMMXXX',
      country: 'IT',
    });
  });

  it('accept a non-IBAN account number when BIC and country are given', async () => {
    const res = await save({
      beneficiaryType: 'WIRE',
      accountNumber: '000123456789',
      swiftCode: 'CHASUS33',
      country: 'US',
    });
    expect(res.status).toBe(201);
  });

  it('leave LOCAL beneficiaries as they were (no BIC, no country)', async () => {
    const res = await save({ beneficiaryType: 'LOCAL', accountNumber: '000123456789' });
    expect(res.status).toBe(201);
  });

  it('the seeded WIRE beneficiaries pass the same rules', async () => {
    const { beneficiaryInputSchema } = await import('../shared/beneficiary');
    const rows = bank.db.$client
      .prepare(
        "select name, account_number as accountNumber, bank_name as bankName, routing_number as routingNumber, beneficiary_type as beneficiaryType, swift_code as swiftCode, address, country from beneficiaries where beneficiary_type = 'WIRE'",
      )
      .all() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(beneficiaryInputSchema(null).safeParse(row).success).toBe(true);
    }
  });
});
