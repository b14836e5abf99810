import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { AddBillModal } from './AddBillModal';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the Add New Bill dialog', () => {
  it('names every missing field and sends nothing', async () => {
    const create = vi.fn(() => ({}));
    render(<AddBillModal opened onClose={() => {}} />, { answers: { 'bills.create': create } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Bill' }));
    expect(await screen.findByText('Biller name is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a due date')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses an amount of 0', async () => {
    const create = vi.fn(() => ({}));
    render(<AddBillModal opened onClose={() => {}} />, { answers: { 'bills.create': create } });
    await screen.findByLabelText(/^Amount/);
    fill(/^Amount/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Add Bill' }));
    expect(await screen.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a complete bill, trimmed, with the amount in two decimals, and closes', async () => {
    const create = vi.fn(() => ({}));
    const onClose = vi.fn();
    render(<AddBillModal opened onClose={onClose} />, { answers: { 'bills.create': create } });
    await screen.findByLabelText(/^Biller Name/);
    fill(/^Biller Name/, '  City Water ');
    fill(/^Account Number/, 'W-123');
    fill(/^Amount/, '42.5');
    fireEvent.click(screen.getByLabelText(/^Recurring bill/));
    fireEvent.click(screen.getByRole('button', { name: /^Due Date/ }));
    fireEvent.click((await screen.findAllByLabelText(/^15 /))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Add Bill' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        billerName: 'City Water',
        accountNumber: 'W-123',
        category: 'UTILITIES',
        amount: '42.50',
        isRecurring: true,
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-15$/),
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
