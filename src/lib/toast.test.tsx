/**
 * News toasts (a challenge solved, heard on the live stream) wait behind the confirmation of
 * what the user just did, even when that confirmation comes a moment after the news: the
 * confirmation shows first and the news after it, and neither is lost.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastViewport } from '@/components/ToastViewport';
import { render } from '@/test/render';
import { queueToast, showToast } from './toast';

describe('toasts', () => {
  it('keep news that arrived just before a confirmation, and show it after', async () => {
    render(<ToastViewport />);
    // The transfer's challenge is heard on the stream before the transfer's own answer.
    queueToast({ title: 'Challenge solved!', message: 'First transfer: +10 points' });
    showToast({ message: 'Internal transfer completed' });
    const confirmation = await screen.findByText(
      'Internal transfer completed',
      {},
      { timeout: 5000 },
    );
    expect(screen.queryByText('Challenge solved!')).toBeNull();
    const toast = confirmation.closest('.mantine-Notification-root') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button'));
    expect(await screen.findByText('Challenge solved!', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Internal transfer completed')).toBeNull());
  });
});
