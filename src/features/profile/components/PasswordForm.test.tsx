import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { PasswordForm } from './PasswordForm';

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the password change form', () => {
  it('needs the current password, 6 characters and the same confirmation', async () => {
    const change = vi.fn(() => ({ endedSessions: 0 }));
    render(<PasswordForm />, { answers: { 'auth.me': me, 'settings.changePassword': change } });
    const submit = await screen.findByRole('button', { name: 'Update Password' });
    await waitFor(() => expect(submit).toBeEnabled());
    fill(/^New Password/, 'abc');
    fill(/^Confirm New Password/, 'abd');
    fireEvent.click(submit);
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    // The description and the error both read 'At least 12 characters'.
    expect(screen.getAllByText('At least 12 characters')).toHaveLength(2);
    expect(change).not.toHaveBeenCalled();
  });

  it('sends a valid change and empties the form', async () => {
    const change = vi.fn(() => ({ endedSessions: 2 }));
    render(<PasswordForm />, { answers: { 'auth.me': me, 'settings.changePassword': change } });
    const submit = await screen.findByRole('button', { name: 'Update Password' });
    await waitFor(() => expect(submit).toBeEnabled());
    fill(/^Current Password/, 'Demo-1234');
    fill(/^New Password/, 'Violet-Harbor-Lantern-42');
    fill(/^Confirm New Password/, 'Violet-Harbor-Lantern-42');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        id: 7,
        currentPassword: 'Demo-1234',
        newPassword: 'Violet-Harbor-Lantern-42',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Current Password/)).toHaveValue(''));
  });
});
