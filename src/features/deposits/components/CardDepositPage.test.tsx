/**
 * The card deposit form's own messages: an empty form names the missing account in words
 * (not zod's "Too small: expected number to be >0"), and in Italian every message under the
 * fields is Italian, sending nothing.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { CardDepositPage } from './CardDepositPage';

const checking = {
  id: 7,
  accountNumber: '1000000007',
  accountType: 'CHECKING',
  balance: '100.00',
};

function answers(deposit: () => unknown) {
  return {
    'accounts.mine': [checking],
    'deposits.page': { items: [], nextCursor: null },
    'deposits.card': deposit,
  };
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('the card deposit form', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('asks for an account in words when none is chosen, and sends nothing', async () => {
    const deposit = vi.fn(() => ({}));
    render(<CardDepositPage />, { answers: answers(deposit) });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Choose an account')).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).toBeNull();
    expect(deposit).not.toHaveBeenCalled();
  });

  it('says every field message in Italian', async () => {
    await setLanguage('it');
    const deposit = vi.fn(() => ({}));
    render(<CardDepositPage />, { answers: answers(deposit) });
    const send = await screen.findByRole('button', { name: 'Versa' });
    fill(/^Numero della carta/, '1234');
    fill(/^Mese di scadenza/, '13');
    fill(/^Anno di scadenza/, '26');
    fill(/^CVC/, '12');
    fireEvent.click(send);
    expect(await screen.findByText('Scegli un conto')).toBeInTheDocument();
    expect(
      screen.getByText('Il numero della carta deve avere da 12 a 19 cifre'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il mese di scadenza deve essere compreso tra 1 e 12'),
    ).toBeInTheDocument();
    expect(screen.getByText("L'anno di scadenza deve avere quattro cifre")).toBeInTheDocument();
    expect(screen.getByText('Il CVC deve avere 3 o 4 cifre')).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).toBeNull();
    expect(deposit).not.toHaveBeenCalled();
  });
});
