import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
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

describe('the notifications screen', () => {
  it('shows its waiting text while the list loads', async () => {
    render(<NotificationsPage />, {
      answers: { 'auth.me': me, 'notifications.page': 'pending' },
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says there is nothing to read when the list is empty', async () => {
    render(<NotificationsPage />, {
      answers: { 'auth.me': me, 'notifications.page': { items: [], nextCursor: null } },
    });
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up!")).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    render(<NotificationsPage />, {
      answers: { 'auth.me': me, 'notifications.page': new Error('Database is busy') },
    });
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('lists each notification with its title', async () => {
    render(<NotificationsPage />, {
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
});
