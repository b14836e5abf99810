import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { SimulationsPage } from './SimulationsPage';

/** The simulation form titled `name`, its fields and buttons. */
async function card(name: string) {
  // The whole page renders first (a busy machine can take more than the default second).
  return within(await screen.findByRole('form', { name }, { timeout: 5000 }));
}

function fill(form: Awaited<ReturnType<typeof card>>, label: RegExp, value: string) {
  fireEvent.change(form.getByLabelText(label), { target: { value } });
}

/** The page with `answers`, and no lessons to load. */
function renderPage(answers: Record<string, unknown>) {
  render(<SimulationsPage />, { answers: { 'adminSimulations.scenarios': [], ...answers } });
}

describe('the simulation forms', () => {
  it('an inbound transfer without an account or with 0 is refused before it is sent', async () => {
    const inbound = vi.fn(() => ({}));
    renderPage({ 'adminSimulations.inboundTransfer': inbound });
    const form = await card('Inbound transfer');
    fill(form, /^Amount/, '0');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    expect(await form.findByText('Account ID is required')).toBeInTheDocument();
    expect(form.getByText('Amount must be more than 0')).toBeInTheDocument();
    fill(form, /^Account ID/, 'abc');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    expect(await form.findByText('Enter a whole number above 0')).toBeInTheDocument();
    expect(inbound).not.toHaveBeenCalled();
  });

  it('an inbound transfer sends the account id as a number and shows the answer', async () => {
    const inbound = vi.fn(() => ({ journalId: 9 }));
    renderPage({ 'adminSimulations.inboundTransfer': inbound });
    const form = await card('Inbound transfer');
    fill(form, /^Account ID/, ' 21 ');
    fill(form, /^Reference/, 'PAY-11');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(inbound).toHaveBeenCalledWith({
        accountId: 21,
        amount: '2500.00',
        payerName: 'Globex Payroll',
        rail: 'ACH',
        reference: 'PAY-11',
      }),
    );
    expect(await form.findByText(/"journalId": 9/)).toBeInTheDocument();
  });

  it('an ACH return needs a transfer id, then sends it with the code', async () => {
    const returned = vi.fn(() => ({}));
    renderPage({ 'adminSimulations.returnTransfer': returned });
    const form = await card('ACH return');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    expect(await form.findByText('Transfer ID is required')).toBeInTheDocument();
    expect(returned).not.toHaveBeenCalled();
    fill(form, /^Transfer ID/, '5');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(returned).toHaveBeenCalledWith({ transferId: 5, returnCode: 'R01' }),
    );
  });

  it('a card authorization needs a merchant, then sends the purchase', async () => {
    const authorize = vi.fn(() => ({ status: 'DECLINED' }));
    renderPage({ 'adminSimulations.authorizeCard': authorize });
    const form = await card('Card authorization');
    fill(form, /^Card ID/, '3');
    fill(form, /^Merchant/, '  ');
    fireEvent.click(form.getByRole('button', { name: 'Authorize' }));
    expect(await form.findByText('Merchant is required')).toBeInTheDocument();
    expect(authorize).not.toHaveBeenCalled();
    fill(form, /^Merchant/, 'Book Shop');
    fill(form, /^Amount/, '4.04');
    fireEvent.click(form.getByRole('button', { name: 'Authorize' }));
    await waitFor(() =>
      expect(authorize).toHaveBeenCalledWith({ cardId: 3, amount: '4.04', merchant: 'Book Shop' }),
    );
  });
});
