import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { OpenAccountModal } from './OpenAccountModal';

describe('the Open Account dialog', () => {
  it('needs a full name and an email address', async () => {
    const { router } = render(<OpenAccountModal opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email Address is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses an address that is not an email', async () => {
    render(<OpenAccountModal opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Full Name/), {
      target: { value: 'Ada Lovelace' },
    });
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
  });

  it('carries the trimmed name and email to the enrollment form', async () => {
    const { router } = render(<OpenAccountModal opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Full Name/), {
      target: { value: ' Ada Lovelace ' },
    });
    fireEvent.change(screen.getByLabelText(/Email Address/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/open_account'));
    expect(router.state.location.search).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });
});
