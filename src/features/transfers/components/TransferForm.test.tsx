import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { TransferForm, type TransferType } from './TransferForm';

// The toasts this form shows, recorded (the toast viewport itself is not rendered here).
const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  showToast: toasts.show,
}));

/** The dialog once the accounts are known, as the transfer pages' loaders make sure. */
function Dialog({ type, onDone = () => {} }: { type: TransferType; onDone?: () => void }) {
  const { accounts } = useAccountOptions();
  if (accounts.length === 0) return null;
  return <TransferForm types={[type]} successMessage="Done" onDone={onDone} />;
}

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

const account = (id: number, accountType: string, balance: string) => ({
  id,
  userId: 7,
  accountType,
  accountNumber: `10000000${id}`,
  balance,
  availableBalance: balance,
  totalCredit: '0.00',
  totalDebit: '0.00',
  monthlyCredit: '0.00',
  monthlyDebit: '0.00',
  createdAt: '2026-11-01T09:00:00.000Z',
});

const accounts = [account(1, 'checking', '500.00'), account(2, 'savings', '80.00')];

const payee = {
  id: 3,
  userId: 7,
  name: 'Rossi Srl',
  accountNumber: 'IT60X0542811101000000123456',
  bankName: 'Banca Demo',
  routingNumber: null,
  beneficiaryType: 'WIRE',
  swiftCode: 'BCITITMM',
  address: null,
  country: 'IT',
  createdAt: '2026-11-01T09:00:00.000Z',
};

function answers(extra: Record<string, unknown>) {
  return {
    'auth.me': me,
    'accounts.mine': accounts,
    'beneficiaries.byUser': [payee],
    'transfers.limits': { dailyRemaining: '50000.00', monthlyRemaining: '250000.00' },
    ...extra,
  };
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * Picks `option` in the combobox labelled `label`. jsdom runs no transitions, so the opened
 * list stays display: none and its options count as hidden.
 */
async function pick(label: string, option: RegExp) {
  const field = screen.getByRole('textbox', { name: label });
  fireEvent.click(field);
  await waitFor(() => expect(field).toHaveAttribute('aria-controls'));
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
  fireEvent.click(within(list as HTMLElement).getByRole('option', { name: option, hidden: true }));
}

describe('the transfer dialog form', () => {
  it('refuses an amount of 0 and sends nothing', async () => {
    const create = vi.fn(() => ({}));
    render(<Dialog type="INTERNAL" />, {
      answers: answers({ 'transfers.create': create }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From Account' })).toHaveValue(
        'CHECKING - $500.00',
      ),
    );
    await pick('To Account', /^SAVINGS/);
    fill(/^Amount/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transfer' }));
    expect(await screen.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a description holding a control character before sending, as the server would', async () => {
    const create = vi.fn(() => ({}));
    render(<Dialog type="INTERNAL" />, {
      answers: answers({ 'transfers.create': create }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From Account' })).toHaveValue(
        'CHECKING - $500.00',
      ),
    );
    await pick('To Account', /^SAVINGS/);
    fill(/^Amount/, '12.50');
    fill(/^Description/, 'Rent\u0007 share');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transfer' }));
    expect(
      await screen.findByText('Description: no tabs, line breaks or control characters'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('asks a wire transfer for a PIN of 4 to 6 digits before checking it', async () => {
    const verifyPin = vi.fn(() => ({ verified: true }));
    const create = vi.fn(() => ({}));
    render(<Dialog type="WIRE" />, {
      answers: answers({ 'users.verifyPin': verifyPin, 'transfers.create': create }),
    });
    await screen.findByRole('textbox', { name: 'Beneficiary' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Transfer' }));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('PIN must be 4 to 6 digits')).toBeInTheDocument();
    expect(verifyPin).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends an internal transfer between the picked accounts, in two decimals', async () => {
    const create = vi.fn(() => ({}));
    const onDone = vi.fn();
    render(<Dialog type="INTERNAL" onDone={onDone} />, {
      answers: answers({ 'transfers.create': create }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From Account' })).toHaveValue(
        'CHECKING - $500.00',
      ),
    );
    await pick('To Account', /^SAVINGS/);
    fill(/^Amount/, '12.5');
    fill(/^Description/, '  Rent share ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transfer' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        fromAccountId: 1,
        transferType: 'INTERNAL',
        amount: '12.50',
        description: 'Rent share',
        toAccountId: 2,
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('says an internal transfer the answer gives as COMPLETED was completed, not initiated', async () => {
    toasts.show.mockClear();
    const create = vi.fn(() => ({ status: 'COMPLETED', transferType: 'INTERNAL' }));
    const onDone = vi.fn();
    render(<Dialog type="INTERNAL" onDone={onDone} />, {
      answers: answers({ 'transfers.create': create }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From Account' })).toHaveValue(
        'CHECKING - $500.00',
      ),
    );
    await pick('To Account', /^SAVINGS/);
    fill(/^Amount/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts.show).toHaveBeenCalledWith({
      title: 'Success',
      message: 'Internal transfer completed',
    });
  });

  it('verifies the PIN, then sends a wire transfer to the picked beneficiary on its day', async () => {
    const verifyPin = vi.fn(() => ({ verified: true }));
    const create = vi.fn(() => ({}));
    render(<Dialog type="WIRE" />, {
      answers: answers({ 'users.verifyPin': verifyPin, 'transfers.create': create }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Beneficiary' })).toHaveAttribute(
        'placeholder',
        'Select beneficiary',
      ),
    );
    await pick('Beneficiary', /^Rossi Srl/);
    fill(/^Amount/, '250');
    fill(/^Send on/, '2026-12-01');
    fill(/^PIN/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transfer' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        fromAccountId: 1,
        transferType: 'WIRE',
        amount: '250.00',
        scheduledDate: '2026-12-01',
        beneficiaryId: 3,
      }),
    );
    expect(verifyPin).toHaveBeenCalledWith({ id: 7, pin: '1234' });
  });
});

describe('the transfer dialog in a bug hunt', () => {
  /** Fills an internal transfer of 5.00 and clicks Create Transfer twice at once. */
  async function doubleClick(on: string[]) {
    const create = vi.fn(() => ({ status: 'COMPLETED', transferType: 'INTERNAL' }));
    render(<Dialog type="INTERNAL" />, {
      answers: answers({
        'transfers.create': create,
        'defects.active': { on, hunting: on.length > 0 },
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From Account' })).toHaveValue(
        'CHECKING - $500.00',
      ),
    );
    await pick('To Account', /^SAVINGS/);
    fill(/^Amount/, '5');
    const button = screen.getByRole('button', { name: 'Create Transfer' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(create).toHaveBeenCalled());
    return create;
  }

  it('sends one transfer for a double click while no defect is on', async () => {
    const create = await doubleClick([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("'transfer-double-click-sends-two': a double click sends two transfers when on", async () => {
    const create = await doubleClick(['transfer-double-click-sends-two']);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  });

  it('names the account types in Italian, as the account cards do', async () => {
    await setLanguage('it');
    try {
      render(<Dialog type="INTERNAL" />, { answers: answers({}) });
      const from = await screen.findByRole('textbox', { name: 'Dal conto' });
      await waitFor(() => expect(from).toHaveValue('CORRENTE - $500.00'));
      const to = screen.getByRole('textbox', { name: 'Al conto' });
      fireEvent.click(to);
      await waitFor(() => expect(to).toHaveAttribute('aria-controls'));
      const list = document.getElementById(to.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(
        within(list).getByRole('option', { name: /^RISPARMIO - \$80\.00/, hidden: true }),
      ).toBeInTheDocument();
      expect(within(list).queryByRole('option', { name: /SAVINGS/, hidden: true })).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });
});
