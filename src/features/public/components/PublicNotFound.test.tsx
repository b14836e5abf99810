import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { PublicNotFound } from './PublicNotFound';

// The public header and footer are not what these tests read.
vi.mock('./PublicLayout', () => ({
  PublicLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

const user = (role: 'USER' | 'ADMIN') => ({
  id: 7,
  username: role === 'ADMIN' ? 'admin' : 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  role,
});

describe('the not-found page of an unknown top-level path', () => {
  it('leads a visitor back to the home page', async () => {
    render(<PublicNotFound />, { answers: { 'auth.me': null } });
    expect(
      await screen.findByRole('link', { name: 'Back to the home page' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/');
  });

  it('leads a signed-in customer back to the dashboard and counts for the not-found challenge', async () => {
    const observe = vi.fn(() => ({ solved: [] }));
    render(<PublicNotFound />, {
      answers: { 'auth.me': user('USER'), 'challenges.observe': observe },
    });
    expect(
      await screen.findByRole('link', { name: 'Back to the dashboard' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(observe).toHaveBeenCalledWith({ event: 'not-found-page' }));
  });

  it("shows a signed-in customer the customer header, not the public site's", async () => {
    render(<PublicNotFound />, {
      answers: {
        'auth.me': user('USER'),
        'challenges.observe': { solved: [] },
        'notifications.unreadCount': { count: 2 },
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });

  it('leads an admin back to the admin dashboard', async () => {
    render(<PublicNotFound />, { answers: { 'auth.me': user('ADMIN') } });
    expect(
      await screen.findByRole('link', { name: 'Back to the admin dashboard' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/admin');
  });
});
