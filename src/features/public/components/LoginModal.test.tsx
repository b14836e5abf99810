import { DEFAULT_BRAND } from '@shared/brand-defaults';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { LoginModal } from './LoginModal';

const user = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

describe('the Login dialog', () => {
  it('asks for both fields before calling the server', async () => {
    const login = vi.fn(() => user);
    render(<LoginModal opened onClose={() => {}} />, {
      answers: { 'brand.get': DEFAULT_BRAND, 'auth.login': login },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Account ID or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("keeps a phone's keyboard from capitalising or correcting the username", async () => {
    render(<LoginModal opened onClose={() => {}} />, {
      answers: { 'brand.get': DEFAULT_BRAND, 'auth.login': vi.fn(() => user) },
    });
    const name = await screen.findByLabelText(/Account ID or username/);
    expect(name).toHaveAttribute('autocapitalize', 'none');
    expect(name).toHaveAttribute('autocorrect', 'off');
    expect(name).toHaveAttribute('spellcheck', 'false');
  });

  it('sends the trimmed Account ID or username and shows a refused sign-in', async () => {
    const login = vi.fn(() => new Error('Invalid credentials'));
    render(<LoginModal opened onClose={() => {}} />, {
      answers: { 'brand.get': DEFAULT_BRAND, 'auth.login': login },
    });
    fireEvent.change(await screen.findByLabelText(/Account ID or username/), {
      target: { value: '  demo ' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ username: 'demo', password: 'wrong' }),
    );
    expect(screen.queryByText('Account ID or username is required')).not.toBeInTheDocument();
  });

  describe('in Italian', () => {
    afterEach(async () => {
      await setLanguage('en');
    });

    it('writes "ad" before a bank name that starts with an a, and "a" before any other', async () => {
      await setLanguage('it');
      const { unmount } = render(<LoginModal opened onClose={() => {}} />, {
        answers: { 'brand.get': DEFAULT_BRAND, 'auth.login': vi.fn(() => user) },
      });
      expect(await screen.findByText(`Accedi ad ${DEFAULT_BRAND.name}`)).toBeInTheDocument();
      unmount();
      render(<LoginModal opened onClose={() => {}} />, {
        answers: { 'brand.get': { ...DEFAULT_BRAND, name: 'Banca Verde' }, 'auth.login': vi.fn() },
      });
      expect(await screen.findByText('Accedi a Banca Verde')).toBeInTheDocument();
    });
  });
});
