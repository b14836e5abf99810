import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LoanApplicationModal } from './LoanApplicationModal';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the Apply for Loan dialog', () => {
  it('without an amount and with a 3-month term says so and sends nothing', async () => {
    const apply = vi.fn(() => ({}));
    render(<LoanApplicationModal opened onClose={() => {}} />, {
      answers: { 'loans.createApplication': apply },
    });
    await screen.findByLabelText(/^Term \(months\)/);
    fill(/^Term \(months\)/, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Enter 6 to 360 months')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('refuses an annual income of 0', async () => {
    const apply = vi.fn(() => ({}));
    render(<LoanApplicationModal opened onClose={() => {}} />, {
      answers: { 'loans.createApplication': apply },
    });
    await screen.findByLabelText(/^Amount/);
    fill(/^Amount/, '5000');
    fill(/^Annual Income/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('sends the application with two-decimal amounts and a trimmed purpose, and closes', async () => {
    const apply = vi.fn(() => ({}));
    const onClose = vi.fn();
    render(<LoanApplicationModal opened onClose={onClose} />, {
      answers: { 'loans.createApplication': apply },
    });
    await screen.findByLabelText(/^Amount/);
    fill(/^Amount/, '12000.5');
    fill(/^Term \(months\)/, '48');
    fill(/^Annual Income/, '65000');
    fill(/^Purpose/, '  A new car ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(apply).toHaveBeenCalledWith({
        loanType: 'PERSONAL',
        amount: '12000.50',
        termMonths: 48,
        purpose: 'A new car',
        annualIncome: '65000.00',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
