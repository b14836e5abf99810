import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { BeneficiariesPanel } from './BeneficiariesPanel';

const PAYEE = {
  id: 4,
  userId: 1,
  name: 'Sam Shah',
  bankName: 'First Local Bank',
  accountNumber: '987654321',
  beneficiaryType: 'LOCAL',
  routingNumber: '021000021',
  swiftCode: null,
  country: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** Renders the panel with `remove` as the delete call and asks to delete Sam Shah. */
async function askToDelete(remove: () => unknown) {
  render(<BeneficiariesPanel />, {
    answers: {
      'auth.me': { id: 1, username: 'demo', firstName: 'Alex', lastName: 'Morgan', role: 'USER' },
      'beneficiaries.byUser': [PAYEE],
      'beneficiaries.delete': remove,
    },
  });
  fireEvent.click(
    await screen.findByRole('button', { name: 'Delete Sam Shah' }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Delete beneficiary' });
}

describe('the Beneficiaries panel beside the transfers', () => {
  it('asks before deleting a payee, and deletes nothing when cancelled', async () => {
    const remove = vi.fn(() => ({ ok: true }));
    const ask = await askToDelete(remove);
    expect(ask).toHaveTextContent(
      'Delete Sam Shah? Past transfers to this beneficiary stay in your history.',
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sam Shah' }));
    const again = await screen.findByRole('dialog', { name: 'Delete beneficiary' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 4 }));
  });

  it('says in the dialog why a delete was refused, and then offers only Close', async () => {
    const refusal =
      'Scheduled transfers to this payee: 1; standing orders: 0. Cancel them before deleting the payee, or edit the payee instead: they follow the edit.';
    const remove = vi.fn(() => new Error(refusal));
    const ask = await askToDelete(remove);
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ask).toHaveTextContent(refusal));
    expect(ask).not.toHaveTextContent('Past transfers to this beneficiary');
    expect(within(ask).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The footer's Close (the dialog's corner X is the other button of that name).
    fireEvent.click(within(ask).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledTimes(1);

    // Asked again, the dialog asks again: the refusal was for the last try only.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sam Shah' }));
    const again = await screen.findByRole('dialog', { name: 'Delete beneficiary' });
    expect(again).toHaveTextContent('Delete Sam Shah?');
    expect(within(again).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
