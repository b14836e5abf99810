import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TransferList } from './TransferList';

function transfer(id: number, description: string) {
  return {
    id,
    userId: 7,
    fromAccountId: 1,
    toAccountId: 2,
    beneficiaryId: null,
    amount: '10.00',
    transferType: 'INTERNAL',
    description,
    reference: null,
    status: 'COMPLETED',
    fees: '0.00',
    scheduledDate: null,
    completedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('the transfer list', () => {
  it('shows its waiting text while the first page loads', async () => {
    render(<TransferList onCreate={() => {}} />, { answers: { 'transfers.page': 'pending' } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says there are no transfers and offers a first one when the list is empty', async () => {
    render(<TransferList onCreate={() => {}} />, {
      answers: { 'transfers.page': { items: [], nextCursor: null } },
    });
    expect(await screen.findByText('No transfers found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Load more while pages remain, and adds the next page after the first', async () => {
    const pages: Record<string, unknown> = {
      first: { items: [transfer(3, 'Rent share'), transfer(2, 'Groceries')], nextCursor: 'c2' },
      c2: { items: [transfer(1, 'Coffee fund')], nextCursor: null },
    };
    render(<TransferList onCreate={() => {}} />, {
      answers: {
        'transfers.page': (input: { cursor?: string }) => pages[input.cursor ?? 'first'],
      },
    });
    expect(await screen.findByText('Rent share')).toBeInTheDocument();
    expect(screen.queryByText('Coffee fund')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Coffee fund')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('dates a scheduled transfer by its send-on day, and the others by their business day', async () => {
    const scheduled = {
      ...transfer(5, 'Rent for December'),
      status: 'SCHEDULED',
      scheduledDate: '2026-12-01',
      completedAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    // Made late on Nov 20 (UTC): the business day, whatever the browser's time zone.
    const late = { ...transfer(4, 'Late coffee'), createdAt: '2026-11-20T23:30:00.000Z' };
    render(<TransferList onCreate={() => {}} />, {
      answers: { 'transfers.page': { items: [scheduled, late], nextCursor: null } },
    });
    const row = (await screen.findByText('Rent for December')).closest('li') as HTMLElement;
    expect(within(row).getByText('Transfer scheduled for Dec 1, 2026')).toBeInTheDocument();
    expect(within(row).queryByText('Nov 20, 2026')).not.toBeInTheDocument();
    const other = screen.getByText('Late coffee').closest('li') as HTMLElement;
    expect(within(other).getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    render(<TransferList onCreate={() => {}} />, {
      answers: { 'transfers.page': new Error('Database is busy') },
    });
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
  });

  it('cancels a scheduled transfer only once asked, with its amount and day, and keeps it on "Keep it"', async () => {
    const user = userEvent.setup();
    const scheduled = {
      ...transfer(5, 'Rent'),
      amount: '700.00',
      status: 'SCHEDULED',
      scheduledDate: '2026-12-01',
      completedAt: null,
    };
    const cancelled: unknown[] = [];
    render(<TransferList onCreate={() => {}} />, {
      answers: {
        'transfers.page': { items: [scheduled, transfer(4, 'Done')], nextCursor: null },
        'transfers.cancel': (input: unknown) => {
          cancelled.push(input);
          return { ...scheduled, status: 'CANCELLED' };
        },
      },
    });
    const rent = (await screen.findByText('Rent')).closest('li')!;
    const done = screen.getByText('Done').closest('li')!;
    expect(within(done).queryByRole('button', { name: 'Cancel transfer' })).toBeNull();

    await user.click(within(rent as HTMLElement).getByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Cancel the transfer of $700.00 scheduled for Dec 1, 2026? It will not be sent.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelled).toEqual([]);

    await user.click(within(rent as HTMLElement).getByRole('button', { name: 'Cancel transfer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel transfer' }),
    );
    await vi.waitFor(() => expect(cancelled).toEqual([{ id: 5 }]));
  });

  it('dates a cancelled transfer by the day it was due', async () => {
    const gone = {
      ...transfer(6, 'Old rent'),
      status: 'CANCELLED',
      scheduledDate: '2026-12-01',
      completedAt: null,
    };
    render(<TransferList onCreate={() => {}} />, {
      answers: { 'transfers.page': { items: [gone], nextCursor: null } },
    });
    const card = (await screen.findByText('Old rent')).closest('li')!;
    expect(card).toHaveTextContent('Cancelled: it was due on Dec 1, 2026');
    expect(within(card).queryByRole('button', { name: 'Cancel transfer' })).toBeNull();
  });
});
