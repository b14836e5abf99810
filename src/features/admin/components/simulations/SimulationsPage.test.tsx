import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** Types `text` in the picker labelled `label` (focused, as a person's typing is). */
function type(form: Awaited<ReturnType<typeof card>>, label: RegExp, text: string) {
  const input = form.getByLabelText(label);
  act(() => input.focus());
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

/** Types `text` in the picker labelled `label`, waits for the search and picks `option`. */
async function pick(
  form: Awaited<ReturnType<typeof card>>,
  label: RegExp,
  text: string,
  option: string,
  search: ReturnType<typeof lookup>,
) {
  const input = type(form, label, text);
  await waitFor(() => expect(search).toHaveBeenCalledWith(expect.objectContaining({ q: text })), {
    timeout: 3000,
  });
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error('the list is not open');
    return element;
  });
  fireEvent.click(
    await within(list).findByRole('option', { name: option, hidden: true }, { timeout: 3000 }),
  );
}

const ALEX = {
  id: 1,
  name: 'Alex Morgan',
  username: 'demo',
  email: 'a@example.com',
  label: 'Alex Morgan (demo)',
};
const CHECKING = {
  id: 21,
  userId: 1,
  customerName: 'Alex Morgan',
  accountType: 'CHECKING',
  accountNumber: '4820193746',
  balance: '100.00',
  label: 'Alex Morgan · Checking ····3746',
};
const CARD = {
  id: 3,
  accountId: 21,
  userId: 1,
  customerName: 'Alex Morgan',
  lastFour: '0366',
  label: 'Alex Morgan · Debit card ····0366 (Checking ····3746)',
};
const TRANSFER = {
  id: 5,
  userId: 1,
  customerName: 'Alex Morgan',
  amount: '3.21',
  transferType: 'LOCAL',
  status: 'COMPLETED',
  label: 'Transfer 5 · Alex Morgan · $3.21 LOCAL to E2E Payee · COMPLETED',
};

/** A search answering `all` when the input's id or text matches one of them. */
function lookup<T extends { id: number; label: string }>(all: T[]) {
  return vi.fn((input: { q?: string; id?: number }) => ({
    items: all.filter(
      (c) =>
        (input.id === undefined || c.id === input.id) &&
        (!input.q || c.label.toLowerCase().includes(input.q.toLowerCase())),
    ),
    nextCursor: null,
  }));
}

/** The page with `answers`, the searches, and no lessons to load. */
function renderPage(answers: Record<string, unknown>) {
  render(<SimulationsPage />, {
    answers: {
      'adminSimulations.scenarios': [],
      'adminLookup.customers': lookup([ALEX]),
      'adminLookup.accounts': lookup([CHECKING]),
      'adminLookup.cards': lookup([CARD]),
      'adminLookup.transfers': lookup([TRANSFER]),
      ...answers,
    },
  });
}

describe('the simulation forms', () => {
  it('an inbound transfer without an account or with 0 is refused before it is sent', async () => {
    const inbound = vi.fn(() => ({}));
    renderPage({ 'adminSimulations.inboundTransfer': inbound });
    const form = await card('Inbound transfer');
    fill(form, /^Amount/, '0');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    expect(await form.findByText('Choose an account')).toBeInTheDocument();
    expect(form.getByText('Amount must be more than 0')).toBeInTheDocument();
    expect(inbound).not.toHaveBeenCalled();
  });

  it('an inbound transfer picks the account by name, sends its id and tells what happened', async () => {
    const accounts = lookup([CHECKING]);
    const inbound = vi.fn(() => ({
      journalId: 9,
      transactionId: 77,
      accountId: 21,
      amount: '2500.00',
      rail: 'ACH',
      payerName: 'Globex Payroll',
      description: 'ACH credit from Globex Payroll',
      reference: 'PAY-11',
      balance: '2600.00',
      postedAt: '2026-11-21T09:30:00.000Z',
    }));
    renderPage({ 'adminSimulations.inboundTransfer': inbound, 'adminLookup.accounts': accounts });
    const form = await card('Inbound transfer');
    await pick(form, /^Account/, 'morgan', CHECKING.label, accounts);
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
    expect(
      await form.findByText(
        "Inbound transfer of $2,500.00 from Globex Payroll credited to Alex Morgan's Checking ····3746 (statement row 77). New balance $2,600.00.",
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('link', { name: "View the account's statement rows" })).toHaveAttribute(
      'href',
      '/admin/transactions?account=21',
    );
  });

  it('picking a customer narrows the account search to their accounts', async () => {
    const accounts = lookup([CHECKING]);
    const customers = lookup([ALEX]);
    renderPage({ 'adminLookup.accounts': accounts, 'adminLookup.customers': customers });
    const form = await card('Inbound transfer');
    await pick(form, /^Customer/, 'alex', ALEX.label, customers);
    type(form, /^Account/, '3746');
    await waitFor(() => expect(accounts).toHaveBeenCalledWith({ q: '3746', userId: 1 }), {
      timeout: 3000,
    });
  });

  it('picking an account fills in its customer; choosing another customer clears the account', async () => {
    const JANE = { ...ALEX, id: 2, name: 'Jane Doe', username: 'jane', label: 'Jane Doe (jane)' };
    const accounts = lookup([CHECKING]);
    const customers = lookup([ALEX, JANE]);
    renderPage({ 'adminLookup.accounts': accounts, 'adminLookup.customers': customers });
    const form = await card('Inbound transfer');
    await pick(form, /^Account/, 'morgan', CHECKING.label, accounts);
    await waitFor(() => expect(form.getByLabelText(/^Customer/)).toHaveValue(ALEX.label), {
      timeout: 3000,
    });
    await pick(form, /^Customer/, 'jane', JANE.label, customers);
    await waitFor(() => expect(form.getByLabelText(/^Account/)).toHaveValue(''));
  });

  it('an ACH return needs a transfer, then sends its id with the code and links to it', async () => {
    const returned = vi.fn(() => ({
      ...TRANSFER,
      status: 'FAILED',
      returnCode: 'R01',
      returnReason: 'Insufficient funds',
    }));
    const transfers = lookup([TRANSFER]);
    renderPage({ 'adminSimulations.returnTransfer': returned, 'adminLookup.transfers': transfers });
    const form = await card('ACH return');
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    expect(await form.findByText('Choose a transfer')).toBeInTheDocument();
    expect(returned).not.toHaveBeenCalled();
    await pick(form, /^Transfer/, 'Alex', TRANSFER.label, transfers);
    fireEvent.click(form.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(returned).toHaveBeenCalledWith({ transferId: 5, returnCode: 'R01' }),
    );
    expect(await form.findByRole('link', { name: 'Open transfer 5' })).toHaveAttribute(
      'href',
      '/admin/transfers/5',
    );
  });

  it('a card authorization needs a merchant, then sends the purchase and names the card', async () => {
    const authorize = vi.fn(() => ({
      id: 8,
      cardId: 3,
      accountId: 21,
      amount: '4.04',
      merchant: 'Book Shop',
      status: 'DECLINED',
      declineReason: 'DO_NOT_HONOR',
      createdAt: '2026-11-21T09:30:00.000Z',
      endedAt: null,
    }));
    const cards = lookup([CARD]);
    renderPage({ 'adminSimulations.authorizeCard': authorize, 'adminLookup.cards': cards });
    const form = await card('Card authorization');
    await pick(form, /^Card/, '0366', CARD.label, cards);
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
    expect(
      await form.findByText(
        "Card authorization of $4.04 at Book Shop declined on Alex Morgan's Debit card ····0366 (Checking ····3746): do not honor (authorization 8).",
      ),
    ).toBeInTheDocument();
  });
});
