import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TransactionPinForm } from './TransactionPinForm';

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

async function submitButton() {
  const submit = await screen.findByRole('button', { name: 'Update PIN' });
  await waitFor(() => expect(submit).toBeEnabled());
  return submit;
}

describe('the transaction PIN form', () => {
  it('with a PIN set asks for the current PIN and sends it', async () => {
    const save = vi.fn(() => ({ ok: true }));
    render(<TransactionPinForm />, {
      answers: { 'auth.me': me, 'users.pinStatus': { isSet: true }, 'users.setPin': save },
    });
    const submit = await submitButton();
    fill(/^New PIN/, '12');
    fireEvent.click(submit);
    expect(await screen.findByText('Enter your current PIN')).toBeInTheDocument();
    expect(screen.getByText('PIN must be at least 4 digits')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    fill(/^Current PIN/, '1234');
    fill(/^New PIN/, '8642');
    fill(/^Confirm PIN/, '8642');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ id: 7, pin: '8642', currentPin: '1234' }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Current PIN/)).toHaveValue(''));
  });

  it('without a PIN asks for the account password and shows a wrong one on its field', async () => {
    // The server's 403 for a wrong password, as the tRPC client receives it.
    const refusal = new TRPCClientError('The account password is not correct', {
      result: { error: { code: -32003, message: '', data: { httpStatus: 403 } } },
    } as never);
    const save = vi.fn(() => refusal);
    render(<TransactionPinForm />, {
      answers: { 'auth.me': me, 'users.pinStatus': { isSet: false }, 'users.setPin': save },
    });
    const submit = await submitButton();
    expect(screen.queryByLabelText(/^Current PIN/)).toBeNull();
    fill(/^Account password/, 'Wrong-1234');
    fill(/^New PIN/, '2468');
    fill(/^Confirm PIN/, '2469');
    fireEvent.click(submit);
    expect(await screen.findByText('PINs do not match')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    fill(/^Confirm PIN/, '2468');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ id: 7, pin: '2468', currentPassword: 'Wrong-1234' }),
    );
    expect(await screen.findByText('The account password is not correct')).toBeInTheDocument();
  });
});
