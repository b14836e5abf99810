import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import type { NotificationsSearch } from '../lib/pages';
import { NotificationsPage } from './NotificationsPage';

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

/** A read notification titled 'Note {id}'. */
const note = (id: number) => ({
  id,
  userId: 7,
  title: `Note ${id}`,
  message: 'm',
  type: 'ACCOUNT',
  isRead: 'true',
  priority: 'NORMAL',
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the notifications screen', () => {
  it('shows its waiting text while the list loads', async () => {
    render(<NotificationsPage search={{}} navigate={() => undefined} />, {
      answers: { 'auth.me': me, 'notifications.page': 'pending' },
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says there is nothing to read when the list is empty', async () => {
    render(<NotificationsPage search={{}} navigate={() => undefined} />, {
      answers: { 'auth.me': me, 'notifications.page': { items: [], nextCursor: null } },
    });
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up!")).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    render(<NotificationsPage search={{}} navigate={() => undefined} />, {
      answers: { 'auth.me': me, 'notifications.page': new Error('Database is busy') },
    });
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('lists each notification with its title', async () => {
    render(<NotificationsPage search={{}} navigate={() => undefined} />, {
      answers: {
        'auth.me': me,
        'notifications.page': {
          nextCursor: null,
          items: [
            {
              id: 1,
              userId: 7,
              title: 'Transfer received',
              message: 'You received $10.00',
              type: 'TRANSACTION',
              isRead: 'false',
              priority: 'NORMAL',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Transfer received')).toBeInTheDocument();
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();
  });

  it('pages with Previous and Next, and changes the page size from page 1', async () => {
    const navigate = vi.fn();
    render(<NotificationsPage search={{ page: 2 }} navigate={navigate} />, {
      answers: {
        'auth.me': me,
        'notifications.page': { items: [note(2), note(1)], nextCursor: 'more' },
      },
    });
    expect(await screen.findByText('Note 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(navigate).toHaveBeenLastCalledWith({ page: 3, size: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(navigate).toHaveBeenLastCalledWith({ page: undefined, size: undefined });
    fireEvent.change(screen.getByLabelText('Entries per page'), { target: { value: '20' } });
    expect(navigate).toHaveBeenLastCalledWith({ page: undefined, size: 20 });
  });

  it('has no Next on the last page', async () => {
    render(<NotificationsPage search={{}} navigate={() => undefined} />, {
      answers: {
        'auth.me': me,
        'notifications.page': {
          nextCursor: null,
          items: [
            {
              id: 1,
              userId: 7,
              title: 'Only one',
              message: 'm',
              type: 'ACCOUNT',
              isRead: 'true',
              priority: 'NORMAL',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Only one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('keeps the number of the page on screen while the next one loads', async () => {
    function Screen() {
      const [search, setSearch] = useState<NotificationsSearch>({});
      return <NotificationsPage search={search} navigate={setSearch} />;
    }
    render(<Screen />, {
      answers: {
        'auth.me': me,
        'notifications.page': (input: { offset: number }) =>
          input.offset > 0 ? 'pending' : { items: [note(1)], nextCursor: 'more' },
      },
    });
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Page 1's notification stays while page 2 loads, and so does its number.
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.getByText('Page').parentElement).toHaveTextContent('Page 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
