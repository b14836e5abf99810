import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { AdminLogin } from './AdminLogin';

describe('the admin sign-in', () => {
  it('needs a username and a password', async () => {
    const login = vi.fn();
    render(<AdminLogin />, { answers: { 'auth.me': null, 'auth.login': login } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the trimmed username with the password', async () => {
    const login = vi.fn(() => new Error('Invalid credentials'));
    render(<AdminLogin />, { answers: { 'auth.me': null, 'auth.login': login } });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: ' admin ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Admin-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'Admin-1234' }),
    );
  });
});
