import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { StandingOrderForm } from './StandingOrderForm';

const account = (id: number, accountType: string, balance: string) => ({
  id,
  userId: 7,
  accountType,
  accountNumber: `10000000${id}`,
  balance,
  availableBalance: balance,
  totalCredit: balance,
  totalDebit: '0.00',
  monthlyCredit: '0.00',
  monthlyDebit: '0.00',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const accounts = [account(11, 'CHECKING', '900.00'), account(12, 'SAVINGS', '50.00')];

/** Opens an account picker and chooses the option of its own list that matches. */
async function pick(label: string, option: RegExp) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`the ${label} list is not open`);
    return element;
  });
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the New standing order form', () => {
  it('without a source account, amount or start date names each and sends nothing', async () => {
    const create = vi.fn(() => ({}));
    render(<StandingOrderForm onDone={() => {}} />, {
      answers: { 'accounts.mine': accounts, 'standingOrders.create': create },
    });
    await screen.findByRole('textbox', { name: 'To Account' });
    await pick('To Account', /^SAVINGS/);
    fireEvent.click(screen.getByRole('button', { name: 'Create standing order' }));
    expect(await screen.findByText('Select source account')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Pick a start date')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a monthly internal order with a two-decimal amount and calls onDone', async () => {
    const create = vi.fn(() => ({}));
    const onDone = vi.fn();
    render(<StandingOrderForm onDone={onDone} />, {
      answers: { 'accounts.mine': accounts, 'standingOrders.create': create },
    });
    await screen.findByRole('textbox', { name: 'From Account' });
    await pick('From Account', /^CHECKING/);
    await pick('To Account', /^SAVINGS/);
    fill(/^Amount/, '125.5');
    fill(/^Start date/, '2027-03-01');
    fill(/^Number of payments/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Create standing order' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        fromAccountId: 11,
        toAccountId: 12,
        transferType: 'INTERNAL',
        amount: '125.50',
        frequency: 'MONTHLY',
        startDate: '2027-03-01',
        count: 12,
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('');
  });
});
