import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TwoFactorSettings } from './TwoFactorSettings';

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

const off = { method: 'NONE', pending: null, recoveryCodesLeft: 0 };
const smsWaiting = { ...off, pending: 'SMS', totp: null, sentTo: '•••• 0199' };
const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cc${i}a`);

/** Chooses SMS with the password: the code step appears. */
async function chooseSms() {
  fireEvent.click(await screen.findByRole('radio', { name: /Text message \(SMS\)/ }));
  fireEvent.change(screen.getByLabelText(/^Current password/), {
    target: { value: 'Demo-1234' },
  });
  const save = screen.getByRole('button', { name: 'Save two-factor method' });
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
  return screen.findByLabelText(/^Verification code/);
}

describe('the two-factor settings', () => {
  it('sends the chosen method with the password, then refuses a short code', async () => {
    const choose = vi.fn(() => smsWaiting);
    const confirm = vi.fn(() => ({ ...off, method: 'SMS', recoveryCodes: codes }));
    render(<TwoFactorSettings />, {
      answers: {
        'auth.me': me,
        'twoFactor.status': off,
        'twoFactor.choose': choose,
        'twoFactor.confirm': confirm,
      },
    });
    const code = await chooseSms();
    expect(choose).toHaveBeenCalledWith({ id: 7, method: 'SMS', currentPassword: 'Demo-1234' });
    expect(screen.getByText(/We sent a 6-digit code to •••• 0199/)).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '12a34' } });
    expect(code).toHaveValue('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('turns the method on with a 6-digit code and shows the recovery codes', async () => {
    const confirm = vi.fn(() => ({ ...off, method: 'SMS', recoveryCodes: codes }));
    render(<TwoFactorSettings />, {
      answers: {
        'auth.me': me,
        'twoFactor.status': off,
        'twoFactor.choose': smsWaiting,
        'twoFactor.confirm': confirm,
      },
    });
    fireEvent.change(await chooseSms(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ id: 7, code: '123456' }));
    expect(await screen.findByText('aaaa-bbbb-cc0a')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
  });

  it("shows the server's refusal of a code on the emptied field", async () => {
    render(<TwoFactorSettings />, {
      answers: {
        'auth.me': me,
        'twoFactor.status': off,
        'twoFactor.choose': smsWaiting,
        'twoFactor.confirm': () => new Error('Incorrect, expired or already used code'),
      },
    });
    const code = await chooseSms();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Incorrect, expired or already used code')).toBeInTheDocument();
    expect(code).toHaveValue('');
  });
});
