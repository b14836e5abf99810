import { describe, expect, it } from 'vitest';
import {
  type Beneficiary,
  checkBeneficiary,
  EMPTY_BENEFICIARY,
  MAX_SUGGESTIONS,
  maskBeneficiaryAccount,
  suggestBeneficiaries,
} from './beneficiaryForm';

function beneficiary(id: number, name: string, accountNumber: string, bankName: string) {
  return {
    id,
    userId: 1,
    name,
    accountNumber,
    bankName,
    routingNumber: null,
    beneficiaryType: 'LOCAL',
    swiftCode: null,
    address: null,
    country: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  } satisfies Beneficiary;
}

describe('suggestBeneficiaries', () => {
  const saved = [
    beneficiary(1, 'Ada Lovelace', 'GB29NWBK60161331926819', 'Northwind Bank'),
    beneficiary(2, 'Grace Hopper', '000123456789', 'Harbor Credit'),
  ];

  it('matches name, account number or bank name in any case', () => {
    expect(suggestBeneficiaries(saved, 'ada').map((b) => b.id)).toEqual([1]);
    expect(suggestBeneficiaries(saved, '3456').map((b) => b.id)).toEqual([2]);
    expect(suggestBeneficiaries(saved, 'NORTHWIND').map((b) => b.id)).toEqual([1]);
    expect(suggestBeneficiaries(saved, 'nobody')).toEqual([]);
  });

  it('offers at most 8', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      beneficiary(i + 1, `Payee ${i}`, '1234', 'B'),
    );
    expect(suggestBeneficiaries(many, 'payee')).toHaveLength(MAX_SUGGESTIONS);
  });
});

const OWN = '21084429';

describe('checkBeneficiary', () => {
  it("accepts the bank's own routing number, and otherwise only checksum-valid 9-digit ones", () => {
    const base = { ...EMPTY_BENEFICIARY, name: 'Ada', accountNumber: '12345678', bankName: 'B' };
    expect(checkBeneficiary({ ...base, routingNumber: OWN }, OWN).ok).toBe(true);
    expect(checkBeneficiary({ ...base, routingNumber: '021000021' }, OWN).ok).toBe(true);
    const bad = checkBeneficiary({ ...base, routingNumber: '021000022' }, OWN);
    expect(bad.ok || bad.errors.routingNumber).toBe(
      'This is not a valid routing number (checksum)',
    );
    const short = checkBeneficiary({ ...base, routingNumber: '21084420' }, OWN);
    expect(short.ok || short.errors.routingNumber).toBe('Routing number must be 9 digits');
  });

  it('gives one message per field from the shared schema', () => {
    const result = checkBeneficiary({ ...EMPTY_BENEFICIARY, accountNumber: '12' }, OWN);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Beneficiary name is required');
    expect(result.errors.accountNumber).toBe('At least 4 characters');
    expect(result.errors.bankName).toBe('Bank name is required');
  });

  it('normalises valid values and drops empty optional fields', () => {
    const result = checkBeneficiary(
      {
        ...EMPTY_BENEFICIARY,
        name: ' Ada ',
        accountNumber: 'gb29 nwbk 6016',
        bankName: 'Northwind',
        swiftCode: 'deutdeff',
      },
      OWN,
    );
    expect(result).toEqual({
      ok: true,
      values: expect.objectContaining({
        name: 'Ada',
        accountNumber: 'GB29NWBK6016',
        routingNumber: null,
        swiftCode: 'DEUTDEFF',
        beneficiaryType: 'EXTERNAL',
      }),
    });
  });
});

describe('maskBeneficiaryAccount', () => {
  it('shows dots and the last 4', () => {
    expect(maskBeneficiaryAccount('000123456789')).toBe('•••• 6789');
  });
});
