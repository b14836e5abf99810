import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { StandingOrdersPage } from './StandingOrdersPage';

const order = {
  id: 3,
  userId: 7,
  fromAccountId: 1,
  toAccountId: 2,
  beneficiaryId: null,
  amount: '150.00',
  transferType: 'INTERNAL',
  description: 'Savings',
  frequency: 'MONTHLY',
  startDate: '2026-12-01',
  endDate: null,
  count: null,
  runsDone: 2,
  nextRunDate: '2027-01-01',
  lastRunDate: '2026-12-01',
  status: 'ACTIVE',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the standing orders screen', () => {
  it('deletes an order only once asked, naming its amount and frequency; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const deleted: unknown[] = [];
    render(<StandingOrdersPage />, {
      answers: {
        'standingOrders.page': { items: [order], nextCursor: null },
        'accounts.mine': [],
        'standingOrders.delete': (input: unknown) => {
          deleted.push(input);
          return { ok: true };
        },
      },
    });
    const card = await screen.findByTestId('standing-order');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the standing order of $150.00 (Monthly)? It will not run again; the transfers it made stay.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(deleted).toEqual([{ id: 3 }]));
  });
});
