import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { CustomerActions } from './CustomerActions';

const opened = { accountType: 'SAVINGS', accountNumber: '1000000099' };

async function depositField() {
  return screen.findByLabelText('Opening deposit');
}

describe("a customer's open-account form", () => {
  it('refuses a deposit with three decimals or above the maximum and sends nothing', async () => {
    const open = vi.fn(() => opened);
    render(<CustomerActions userId={12} username="demo" />, {
      answers: { 'adminProvisioning.openAccount': open },
    });
    const field = await depositField();
    fireEvent.change(field, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(
      await screen.findByText('Amount must be a number with at most 2 decimals'),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '1000000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(
      await screen.findByText('Opening deposit must be 0.00 to 1000000.00'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a savings account with the deposit typed, then shows 0.00 again', async () => {
    const open = vi.fn(() => opened);
    render(<CustomerActions userId={12} username="demo" />, {
      answers: { 'adminProvisioning.openAccount': open },
    });
    const field = await depositField();
    fireEvent.change(field, { target: { value: '250.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith({
        id: 12,
        accountType: 'SAVINGS',
        openingDeposit: '250.50',
      }),
    );
    await waitFor(() => expect(field).toHaveValue('0.00'));
  });

  it('sends an empty deposit as 0.00', async () => {
    const open = vi.fn(() => opened);
    render(<CustomerActions userId={12} username="demo" />, {
      answers: { 'adminProvisioning.openAccount': open },
    });
    fireEvent.change(await depositField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith({ id: 12, accountType: 'SAVINGS', openingDeposit: '0.00' }),
    );
  });
});

describe("clearing a customer's PIN", () => {
  it('asks first, and sends nothing when the admin cancels', async () => {
    const clear = vi.fn(() => ({ hadPin: true }));
    render(<CustomerActions userId={12} username="demo" />, {
      answers: { 'adminProvisioning.clearPin': clear },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear PIN' });
    expect(dialog).toHaveTextContent(
      'Clear the transaction PIN of demo? They cannot send local or wire transfers until they set a new one.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clear).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear PIN' }));
    const again = await screen.findByRole('dialog', { name: 'Clear PIN' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear PIN' }));
    await waitFor(() => expect(clear).toHaveBeenCalledWith({ id: 12 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
