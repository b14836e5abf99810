import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TotpDisable } from './TotpDisable';

/** The code field of the 'Turn off' form, one of the forms built on useCodeForm. */
async function codeField() {
  return screen.findByLabelText(/^Authentication code/, { selector: 'input' });
}

describe('the authentication code form', () => {
  it('refuses fewer than six digits and sends nothing', async () => {
    const disable = vi.fn(() => ({ enabled: false }));
    render(<TotpDisable required={false} />, { answers: { 'adminMfa.disable': disable } });
    fireEvent.change(await codeField(), { target: { value: '12a3' } });
    expect(await codeField()).toHaveValue('123');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(disable).not.toHaveBeenCalled();
  });

  it('sends six digits (spaces dropped) and empties the field on success', async () => {
    const disable = vi.fn(() => ({ enabled: false }));
    render(<TotpDisable required={false} />, { answers: { 'adminMfa.disable': disable } });
    const field = await codeField();
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(disable).toHaveBeenCalledWith({ code: '123456' }));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('clears a refused code and shows the server’s message', async () => {
    const disable = vi.fn(() => new Error('This code was already used'));
    render(<TotpDisable required={false} />, { answers: { 'adminMfa.disable': disable } });
    const field = await codeField();
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('This code was already used')).toBeInTheDocument();
    expect(disable).toHaveBeenCalledWith({ code: '654321' });
    expect(field).toHaveValue('');
  });
});
