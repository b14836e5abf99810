import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { NotificationBell } from './NotificationBell';

const answers = (on: string[]) => ({
  answers: {
    'notifications.unreadCount': { count: 3 },
    'defects.active': { on, hunting: on.length > 0 },
  },
});

describe('the notification bell in a bug hunt', () => {
  it('is named for its notifications while no planted defect is on', async () => {
    render(<NotificationBell />, answers([]));
    expect(
      await screen.findByRole('link', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
  });

  it('a11y-bell-unlabelled: loses its name when that defect is on', async () => {
    render(<NotificationBell />, answers(['a11y-bell-unlabelled']));
    const link = await screen.findByRole('link');
    await waitFor(() => expect(link).not.toHaveAttribute('aria-label'));
  });

  it("a11y-bell-label-wrong: is labelled 'Messages' when that defect is on", async () => {
    render(<NotificationBell />, answers(['a11y-bell-label-wrong']));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
