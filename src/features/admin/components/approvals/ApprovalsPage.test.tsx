import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ApprovalsPage } from './ApprovalsPage';

const TOPUP = {
  id: 9,
  kind: 'TOPUP',
  accountId: 4,
  accountNumber: '1000000004',
  amount: '25000.00',
  reason: null,
  status: 'PENDING_APPROVAL',
  makerId: 5,
  checkerId: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  decidedAt: null,
};

describe('the four-eyes approvals', () => {
  it("asks before another admin's top-up is approved or rejected; Cancel decides nothing", async () => {
    const approve = vi.fn(({ id }: { id: number }) => ({ ...TOPUP, id, status: 'APPROVED' }));
    const reject = vi.fn(({ id }: { id: number }) => ({ ...TOPUP, id, status: 'REJECTED' }));
    render(<ApprovalsPage />, {
      answers: {
        'auth.me': {
          id: 3,
          username: 'admin',
          firstName: 'Avery',
          lastName: 'Admin',
          role: 'ADMIN',
        },
        'adminApprovals.page': { items: [TOPUP], nextCursor: null, total: 1 },
        'adminApprovals.approve': approve,
        'adminApprovals.reject': reject,
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve request 9' }, { timeout: 5000 }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Approve request 9' });
    expect(ask).toHaveTextContent(
      'Approve the top-up of $25,000.00 to account 1000000004? The money moves at once; the decision is final.',
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approve).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve request 9' }));
    const again = await screen.findByRole('dialog', { name: 'Approve request 9' });
    fireEvent.click(within(again).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(approve).toHaveBeenCalledWith({ id: 9 });
    expect(reject).not.toHaveBeenCalled();
  });
});
