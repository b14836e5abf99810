import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '@/features/admin/lib/types';
import { render } from '@/test/render';
import { AccountTopUp } from './AccountTopUp';

const account = { id: 21, accountNumber: '1000000021' } as AdminAccount;

async function amountField() {
  return screen.findByLabelText('Top-up amount for account 1000000021');
}

describe("an account's top-up", () => {
  it('does nothing with an empty field', async () => {
    const topUp = vi.fn(() => ({ accountNumber: '1000000021', pendingApproval: false }));
    render(<AccountTopUp account={account} />, { answers: { 'adminPeople.topUp': topUp } });
    await amountField();
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(topUp).not.toHaveBeenCalled();
  });

  it('refuses 0 on the field and sends nothing', async () => {
    const topUp = vi.fn(() => ({ accountNumber: '1000000021', pendingApproval: false }));
    render(<AccountTopUp account={account} />, { answers: { 'adminPeople.topUp': topUp } });
    fireEvent.change(await amountField(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(topUp).not.toHaveBeenCalled();
  });

  it('sends the amount in two decimals and empties the field', async () => {
    const topUp = vi.fn(() => ({ accountNumber: '1000000021', pendingApproval: false }));
    render(<AccountTopUp account={account} />, { answers: { 'adminPeople.topUp': topUp } });
    const field = await amountField();
    fireEvent.change(field, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(topUp).toHaveBeenCalledWith({ id: 21, amount: '12.50' }));
    await waitFor(() => expect(field).toHaveValue(''));
  });
});
