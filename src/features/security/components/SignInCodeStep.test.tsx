import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { SignInCodeStep } from './SignInCodeStep';

async function codeField() {
  return screen.findByLabelText(/^Verification code/);
}

describe("the sign-in's code step", () => {
  it('refuses a code of neither shape and sends nothing', async () => {
    const verify = vi.fn();
    render(<SignInCodeStep onCancel={() => undefined} />, {
      answers: { 'auth.verifyCode': verify },
    });
    fireEvent.change(await codeField(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code or a recovery code'),
    ).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('sends a recovery code as typed', async () => {
    const verify = vi.fn(() => new Error('Incorrect, expired or already used code'));
    render(<SignInCodeStep onCancel={() => undefined} />, {
      answers: { 'auth.verifyCode': verify },
    });
    const field = await codeField();
    fireEvent.change(field, { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ code: 'abcd-efgh-ijkl' }));
    // The server's refusal empties the field and shows its message there.
    expect(await screen.findByText('Incorrect, expired or already used code')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
