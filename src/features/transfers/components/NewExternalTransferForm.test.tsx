import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { render } from '@/test/render';
import { NewExternalTransferForm } from './NewExternalTransferForm';

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

const checking = {
  id: 1,
  userId: 7,
  accountType: 'checking',
  accountNumber: '1000000001',
  balance: '500.00',
  availableBalance: '500.00',
  totalCredit: '0.00',
  totalDebit: '0.00',
  monthlyCredit: '0.00',
  monthlyDebit: '0.00',
  createdAt: '2026-11-01T09:00:00.000Z',
};

const savedPayee = {
  id: 12,
  userId: 7,
  name: 'Ada Lovelace',
  accountNumber: 'DE89370400440532013000',
  bankName: 'Northwind Bank',
  routingNumber: '021000021',
  beneficiaryType: 'LOCAL',
  swiftCode: null,
  address: null,
  country: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** The form once the accounts are known, as the page's loader makes sure. */
function Page({ type }: { type: 'LOCAL' | 'WIRE' }) {
  const { accounts } = useAccountOptions();
  return accounts.length === 0 ? null : <NewExternalTransferForm type={type} />;
}

function answers(extra: Record<string, unknown>) {
  return {
    'auth.me': me,
    'accounts.mine': [checking],
    'beneficiaries.byUser': [],
    'transfers.limits': { dailyRemaining: '50000.00', monthlyRemaining: '250000.00' },
    ...extra,
  };
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the new local and wire transfer form', () => {
  it('names the missing beneficiary, the amount and the PIN, and checks no PIN', async () => {
    const verifyPin = vi.fn(() => ({ verified: true }));
    render(<Page type="LOCAL" />, { answers: answers({ 'users.verifyPin': verifyPin }) });
    await screen.findByLabelText(/^Enter Amount/);
    fill(/^Enter Amount/, '0');
    fill(/^Routing Transit Number/, '123456789');
    fill(/^PIN/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Beneficiary name is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    expect(screen.getByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('This is not a valid routing number (checksum)')).toBeInTheDocument();
    expect(screen.getByText('Amount must be more than 0')).toBeInTheDocument();
    expect(screen.getByText('PIN must be 4 to 6 digits')).toBeInTheDocument();
    expect(verifyPin).not.toHaveBeenCalled();
  });

  it('asks a wire beneficiary for its SWIFT/BIC and country', async () => {
    const verifyPin = vi.fn(() => ({ verified: true }));
    render(<Page type="WIRE" />, { answers: answers({ 'users.verifyPin': verifyPin }) });
    await screen.findByLabelText(/^Enter Amount/);
    fill(/^Enter Amount/, '10');
    fill(/^Beneficiary Name/, 'Rossi Srl');
    fill(/^IBAN\/Account Number/, 'IT60X0542811101000000123456');
    fill(/^Bank$/, 'Banca Demo');
    fill(/^PIN/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByText('SWIFT/BIC is required for a wire beneficiary'),
    ).toBeInTheDocument();
    expect(screen.getByText('Country is required for a wire beneficiary')).toBeInTheDocument();
    expect(verifyPin).not.toHaveBeenCalled();
  });

  it('verifies the PIN, saves the typed beneficiary, then sends the transfer to it', async () => {
    const verifyPin = vi.fn(() => ({ verified: true }));
    const saveBeneficiary = vi.fn(() => savedPayee);
    const create = vi.fn(() => ({}));
    render(<Page type="LOCAL" />, {
      answers: answers({
        'users.verifyPin': verifyPin,
        'beneficiaries.create': saveBeneficiary,
        'transfers.create': create,
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('CHECKING - $500.00'),
    );
    fill(/^Enter Amount/, '25.5');
    fill(/^Beneficiary Name/, ' Ada Lovelace ');
    fill(/^IBAN\/Account Number/, 'de89 3704 0044 0532 0130 00');
    fill(/^Bank$/, 'Northwind Bank');
    fill(/^Routing Transit Number/, '021000021');
    fill(/^Remarks/, 'Rent');
    fill(/^PIN/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        fromAccountId: 1,
        transferType: 'LOCAL',
        beneficiaryId: 12,
        amount: '25.50',
        description: 'Rent',
      }),
    );
    expect(verifyPin).toHaveBeenCalledWith({ id: 7, pin: '1234' });
    expect(saveBeneficiary).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      accountNumber: 'DE89370400440532013000',
      bankName: 'Northwind Bank',
      routingNumber: '021000021',
      beneficiaryType: 'LOCAL',
      swiftCode: null,
      address: null,
      country: null,
    });
  });
});
