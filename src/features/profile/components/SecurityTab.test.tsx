/**
 * The Security tab for a customer a transfer form sent here for a first PIN: the PIN form
 * comes first, above the password change, and saving the PIN hands back to the page that
 * asked; opened on its own, the password change stays first.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { SecurityTab } from './SecurityTab';

const me = {
  id: 7,
  role: 'USER',
  username: 'jane',
  firstName: 'Jane',
  lastName: 'Cooper',
  email: 'jane@example.com',
  mfa: 'OK',
};

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the Security tab', () => {
  it('puts the PIN first for a transfer that needs one, and hands back once it is saved', async () => {
    const saved = vi.fn();
    const save = vi.fn(() => ({ ok: true }));
    render(<SecurityTab returnTo="/local-transfer/new" onPinSaved={saved} />, {
      answers: { 'auth.me': me, 'users.pinStatus': { isSet: false }, 'users.setPin': save },
    });
    await screen.findByRole('heading', { name: 'Transaction PIN' }, { timeout: 5000 });
    expect(headings().indexOf('Transaction PIN')).toBeLessThan(
      headings().indexOf('Change Password'),
    );
    const submit = await screen.findByRole('button', { name: 'Update PIN' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.change(screen.getByLabelText(/^Account password/), {
      target: { value: 'Demo-1234' },
    });
    fireEvent.change(screen.getByLabelText(/^New PIN/), { target: { value: '2468' } });
    fireEvent.change(screen.getByLabelText(/^Confirm PIN/), { target: { value: '2468' } });
    fireEvent.click(submit);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ id: 7, pin: '2468', currentPassword: 'Demo-1234' });
  });

  it('keeps the password change first when opened on its own', async () => {
    render(<SecurityTab />, { answers: { 'auth.me': me, 'users.pinStatus': { isSet: true } } });
    await screen.findByRole('heading', { name: 'Transaction PIN' }, { timeout: 5000 });
    expect(headings().indexOf('Change Password')).toBeLessThan(
      headings().indexOf('Transaction PIN'),
    );
  });
});
