import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ProfileTab } from './ProfileTab';

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

const profile = {
  id: 7,
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  phone: null,
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the profile tab', () => {
  it('waits while the profile loads', async () => {
    render(<ProfileTab />, { answers: { 'auth.me': me, 'settings.profile': 'pending' } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First Name/)).toBeNull();
  });

  it("says when the profile can't be loaded", async () => {
    render(<ProfileTab />, {
      answers: { 'auth.me': me, 'settings.profile': new Error('Profile unavailable') },
    });
    expect(await screen.findByText('Profile unavailable')).toBeInTheDocument();
  });

  it('names the empty and malformed fields and sends nothing', async () => {
    const save = vi.fn(() => profile);
    render(<ProfileTab />, {
      answers: { 'auth.me': me, 'settings.profile': profile, 'settings.updateProfile': save },
    });
    await screen.findByLabelText(/^First Name/);
    fill(/^First Name/, ' ');
    fill(/^Email/, 'not-an-email');
    fill(/^Phone/, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email required')).toBeInTheDocument();
    expect(
      screen.getByText('Phone: at least 6 digits; only +, spaces, ( ) . / - between them'),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the profile with an empty phone as null', async () => {
    const save = vi.fn(() => profile);
    render(<ProfileTab />, {
      answers: { 'auth.me': me, 'settings.profile': profile, 'settings.updateProfile': save },
    });
    await screen.findByLabelText(/^Last Name/);
    fill(/^Last Name/, 'Customer');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        id: 7,
        firstName: 'Demo',
        lastName: 'Customer',
        email: 'demo@example.com',
        phone: null,
      }),
    );
    expect(screen.getByLabelText(/^Username/)).toBeDisabled();
  });
});
