import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Bill } from '@/features/bills/lib/bills';
import { render } from '@/test/render';
import { BillsPage } from './BillsPage';

function bill(id: number, billerName: string): Bill {
  return {
    id,
    userId: 7,
    billerName,
    accountNumber: 'X-1',
    category: 'UTILITIES',
    amount: '10.00',
    dueDate: '2099-01-01',
    status: 'PENDING',
    isRecurring: 'false',
    autopay: false,
    overdue: false,
    paidAt: null,
    paidFromAccountId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the bill pay screen', () => {
  it('shows its waiting text while the first page loads', async () => {
    render(<BillsPage />, { answers: { 'bills.page': 'pending' } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says there are no bills when the list is empty', async () => {
    render(<BillsPage />, { answers: { 'bills.page': { items: [], nextCursor: null, total: 0 } } });
    expect(await screen.findByText('No bills found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Load more while pages remain, and adds the next page after the first', async () => {
    const pages: Record<string, unknown> = {
      first: { items: [bill(1, 'City Water')], nextCursor: 'c2', total: 2 },
      c2: { items: [bill(2, 'Metro Power')], nextCursor: null, total: 2 },
    };
    render(<BillsPage />, {
      answers: { 'bills.page': (input: { cursor?: string }) => pages[input.cursor ?? 'first'] },
    });
    expect(await screen.findByText('City Water')).toBeInTheDocument();
    expect(screen.queryByText('Metro Power')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Metro Power')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
