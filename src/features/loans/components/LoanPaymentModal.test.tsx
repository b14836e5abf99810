import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Loan } from '@/features/loans/lib/loanTypes';
import { render } from '@/test/render';
import { LoanPaymentModal } from './LoanPaymentModal';

const loan: Loan = {
  id: 3,
  userId: 7,
  loanType: 'PERSONAL',
  principal: '5000.00',
  currentBalance: '4200.00',
  interestRate: '5.99',
  termMonths: 24,
  monthlyPayment: '221.60',
  monthsLeft: 20,
  nextPaymentDate: '2026-12-01',
  status: 'ACTIVE',
  autopay: false,
  repaymentAccountId: null,
  amountOverdue: '0.00',
  missedInstalments: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const checking = {
  id: 11,
  userId: 7,
  accountType: 'CHECKING',
  accountNumber: '1000000011',
  balance: '900.00',
  availableBalance: '900.00',
  totalCredit: '900.00',
  totalDebit: '0.00',
  monthlyCredit: '0.00',
  monthlyDebit: '0.00',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the loan payment dialog', () => {
  it('pays the monthly payment from the checking account by default', async () => {
    const pay = vi.fn(() => loan);
    const onClose = vi.fn();
    render(<LoanPaymentModal loan={loan} onClose={onClose} />, {
      answers: { 'accounts.mine': [checking], 'loans.pay': pay },
    });
    expect(await screen.findByLabelText(/^Amount/)).toHaveValue('$221.60');
    await screen.findByText('CHECKING - $900.00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(pay).toHaveBeenCalledWith({ id: 3, fromAccountId: 11, amount: '221.60' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('without accounts or an amount says what is missing and sends nothing', async () => {
    const pay = vi.fn(() => loan);
    render(<LoanPaymentModal loan={loan} onClose={() => {}} />, {
      answers: { 'accounts.mine': [], 'loans.pay': pay },
    });
    fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Select an account')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });
});
