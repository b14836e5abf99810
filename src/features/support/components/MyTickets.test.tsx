import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { MyTickets, TICKETS_PER_PAGE } from './MyTickets';

const ticket = (id: number) => ({
  id,
  subject: `Question ${id}`,
  status: 'OPEN',
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** Seven tickets, newest first; pages after the first answer `later`. */
function renderTickets(later: 'pending' | 'answer') {
  const all = [7, 6, 5, 4, 3, 2, 1].map(ticket);
  render(<MyTickets />, {
    answers: {
      'support.ticketsPage': (input: { offset: number; limit: number }) => {
        if (input.offset > 0 && later === 'pending') return 'pending';
        const items = all.slice(input.offset, input.offset + input.limit);
        const more = input.offset + input.limit < all.length;
        return { items, total: all.length, nextCursor: more ? 'more' : null };
      },
    },
  });
}

/** The page number between Previous and Next, as a screen reader hears it. */
const pageNumber = () => screen.getByText('Page').parentElement;

describe('the recent tickets', () => {
  it('lists five a page and moves to the next page', async () => {
    renderTickets('answer');
    expect(await screen.findByText('#7 Question 7')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(TICKETS_PER_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('#2 Question 2')).toBeInTheDocument();
    expect(screen.queryByText('#7 Question 7')).toBeNull();
    expect(pageNumber()).toHaveTextContent('Page 2 / 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps the number of the page on screen while the next one loads', async () => {
    renderTickets('pending');
    expect(await screen.findByText('#7 Question 7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The first page's tickets stay while the second loads, and so does their number.
    expect(await screen.findByText('#7 Question 7')).toBeInTheDocument();
    expect(pageNumber()).toHaveTextContent('Page 1 / 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
