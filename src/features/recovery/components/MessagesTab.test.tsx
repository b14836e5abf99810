import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { MessagesTab } from './MessagesTab';

const message = {
  id: 1,
  channel: 'EMAIL',
  userId: 7,
  to: 'demo@example.com',
  subject: 'Your statement is ready',
  body: 'Hello',
  kind: 'STATEMENT_READY',
  status: 'KEPT',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-21T15:05:00.000Z',
  sentAt: null,
};

describe('the Messages tab', () => {
  it('says each status in plain words and the time as a local date', async () => {
    render(<MessagesTab />, {
      answers: {
        'outbox.page': {
          items: [message, { ...message, id: 2, status: 'SENT', subject: 'Sent one' }],
          total: 2,
          nextCursor: null,
        },
      },
    });
    expect(await screen.findByText('Kept (not sent: outbox mode)')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText('KEPT')).not.toBeInTheDocument();
    expect(screen.queryByText(/2026-11-21T/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Nov 21, 2026/)).toHaveLength(2);
  });

  it('keeps naming the messages on screen while the next page loads', async () => {
    const first = Array.from({ length: 10 }, (_, i) => ({ ...message, id: 20 - i }));
    render(<MessagesTab />, {
      answers: {
        'outbox.page': (input: { offset?: number }) =>
          input.offset ? 'pending' : { items: first, total: 15, nextCursor: null },
      },
    });
    await screen.findByText('Showing 1 to 10 of 15 entries', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getAllByText('Your statement is ready')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 15 entries')).toBeInTheDocument();
    expect(screen.queryByText('Showing 11 to 20 of 15 entries')).toBeNull();
  });
});
