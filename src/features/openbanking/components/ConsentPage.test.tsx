import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ConsentPage } from './ConsentPage';

const CONSENT = {
  id: 'c-1',
  thirdPartyName: 'Budget Buddy',
  access: { accounts: true, balances: true, transactions: true, allAccounts: true, named: [] },
  recurringIndicator: true,
  validUntil: '2026-12-31',
  frequencyPerDay: 4,
  status: 'received',
  createdAt: '2026-11-26T10:00:00.000Z',
  accounts: [],
  choices: [],
};

const USER = { id: 2, username: 'harold', role: 'USER', mfa: 'OK' };

describe('the open-banking consent screen', () => {
  it('takes a customer with a second factor through the code step to the consent', async () => {
    const verify = vi.fn(() => USER);
    render(<ConsentPage consentId="c-1" />, {
      answers: {
        'auth.me': null,
        'auth.login': { ...USER, mfa: 'CODE_REQUIRED' },
        'auth.verifyCode': verify,
        'openBanking.consent': CONSENT,
      },
    });
    fireEvent.change(await screen.findByLabelText('Account ID or username'), {
      target: { value: 'harold' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // The password was right: the code is asked for on the same screen.
    const code = await screen.findByLabelText(/^Verification code/);
    expect(screen.queryByText('Budget Buddy asks to read your accounts')).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ code: '123456' }));
    expect(await screen.findByText('Budget Buddy asks to read your accounts')).toBeInTheDocument();
  });

  it('asks for the code first when the session still owes it', async () => {
    render(<ConsentPage consentId="c-1" />, {
      answers: {
        'auth.me': { ...USER, mfa: 'CODE_REQUIRED' },
        'openBanking.consent': CONSENT,
      },
    });
    expect(await screen.findByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(screen.queryByText('Budget Buddy asks to read your accounts')).toBeNull();
  });
  it('says a consent was already decided in words, not in the API’s status code', async () => {
    render(<ConsentPage consentId="c-1" />, {
      answers: {
        'auth.me': USER,
        'openBanking.consent': { ...CONSENT, status: 'revokedByPsu' },
      },
    });
    expect(
      await screen.findByText('This consent was already decided: Revoked'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/revokedByPsu/)).toBeNull();
  });
});
