import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TransferDetail } from './TransferDetail';

function detail(status: string) {
  return {
    id: 9,
    userId: 7,
    fromAccountId: 1,
    toAccountId: 2,
    beneficiaryId: null,
    amount: '40.00',
    transferType: 'INTERNAL',
    description: 'Rent',
    reference: null,
    status,
    fees: '0.00',
    scheduledDate: '2026-12-01',
    completedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    user: { id: 7, firstName: 'Alex', lastName: 'Morgan', email: 'demo@example.com' },
    fromAccount: { id: 1, accountType: 'CHECKING', accountNumber: '1000000001' },
    toAccount: { id: 2, accountType: 'SAVINGS', accountNumber: '1000000002' },
    beneficiary: null,
    history: [],
  };
}

describe('the admin transfer detail', () => {
  it('offers the three Mark buttons for a pending transfer', async () => {
    render(<TransferDetail transferId={9} />, {
      answers: { 'adminOps.transfer': detail('PENDING') },
    });
    expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Failed' })).toBeInTheDocument();
  });

  it.each([
    ['SCHEDULED', 'A scheduled transfer runs on its day at close of business'],
    ['CANCELLED', 'Its customer cancelled this scheduled transfer before its day'],
  ])('says why a %s transfer has no Mark buttons', async (status, why) => {
    render(<TransferDetail transferId={9} />, { answers: { 'adminOps.transfer': detail(status) } });
    expect(await screen.findByText(new RegExp(`^${why}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
  });

  it('asks before a status change, and changes nothing when the admin cancels', async () => {
    const setStatus = vi.fn((input: { id: number; status: string }) => ({
      ...detail(input.status),
    }));
    render(<TransferDetail transferId={9} />, {
      answers: { 'adminOps.transfer': detail('PENDING'), 'adminOps.setTransferStatus': setStatus },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Failed' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark Failed' });
    expect(ask).toHaveTextContent('Change transfer 9 from PENDING to FAILED?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Mark Failed' }));
    const again = await screen.findByRole('dialog', { name: 'Mark Failed' });
    fireEvent.click(within(again).getByRole('button', { name: 'Mark Failed' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith({ id: 9, status: 'FAILED' }));
  });
});
