import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { StatementSearch } from '@/features/statements/lib/statementSearch';
import { render } from '@/test/render';
import { StatementView } from './StatementView';

const ACCOUNT = {
  id: 11,
  accountType: 'CHECKING',
  accountNumber: '1000200030004000',
  balance: '25.00',
};

/** Statement row `n` of a 25-row statement, newest first. */
const row = (n: number) => ({
  id: n,
  accountId: ACCOUNT.id,
  type: 'CREDIT',
  amount: '1.00',
  description: `Payment ${n}`,
  date: '2026-11-20',
  balance: '25.00',
  category: null,
  reference: null,
  createdAt: '2026-11-20T12:00:00.000Z',
});

/** The checking statement, its search kept in state as the route keeps it in the URL. */
function Statement() {
  const [search, setSearch] = useState<StatementSearch>({});
  return <StatementView kind="checking" search={search} navigate={(next) => setSearch(next)} />;
}

/** The statement whose first page answers and whose other pages answer `later`. */
function renderStatement(later: 'pending' | 'answer') {
  render(<Statement />, {
    answers: {
      'accounts.mine': [ACCOUNT],
      'accounts.statement': (input: { offset: number; limit: number }) => {
        if (input.offset > 0 && later === 'pending') return 'pending';
        const items = Array.from({ length: 25 }, (_, i) => row(25 - i)).slice(
          input.offset,
          input.offset + input.limit,
        );
        return { items, total: 25 };
      },
    },
  });
}

describe('the statement pager', () => {
  it('keeps naming the rows on screen while the next page loads', async () => {
    renderStatement('pending');
    await screen.findByText('Showing 1 to 10 of 25 entries', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The first page's rows stay while the second loads, and so does their range.
    expect(await screen.findByText('Payment 25')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
    expect(screen.queryByText('Showing 11 to 20 of 25 entries')).toBeNull();
  });

  it('names the next page once its rows are on screen', async () => {
    renderStatement('answer');
    await screen.findByText('Showing 1 to 10 of 25 entries', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 20 of 25 entries', undefined, { timeout: 3000 });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Payment 15')).toBeInTheDocument();
    expect(within(table).queryByText('Payment 25')).toBeNull();
  });
});
