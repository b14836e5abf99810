import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CryptoHolding, CryptoMarket } from '@/features/crypto/lib/cryptoMath';
import { render } from '@/test/render';
import { CryptoOrderModal } from './CryptoOrderModal';

const bitcoin: CryptoMarket = {
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  price: '50000.00',
  change24h: '1.25',
  sample: true,
};

const held: CryptoHolding = {
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  price: '50000.00',
  change24h: '1.25',
  holdings: '0.500000',
  value: '25000.00',
};

const checking = {
  id: 11,
  userId: 7,
  accountType: 'CHECKING',
  accountNumber: '1000000011',
  balance: '900.00',
  availableBalance: '900.00',
  totalCredit: '900.00',
  totalDebit: '0.00',
  monthlyCredit: '0.00',
  monthlyDebit: '0.00',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const order = {
  id: 1,
  side: 'BUY',
  cryptoId: 'bitcoin',
  accountId: 11,
  amount: '25.00',
  units: '0.000500',
  price: '50000.00',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the Buy and Sell Crypto dialogs', () => {
  it('without an account or an amount says what is missing and sends nothing', async () => {
    const place = vi.fn(() => order);
    render(<CryptoOrderModal side="BUY" markets={[bitcoin]} holdings={[]} onClose={() => {}} />, {
      answers: { 'accounts.mine': [], 'crypto.placeOrder': place },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Select an account')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(place).not.toHaveBeenCalled();
  });

  it('refuses to sell 0 units', async () => {
    const place = vi.fn(() => order);
    render(
      <CryptoOrderModal side="SELL" markets={[bitcoin]} holdings={[held]} onClose={() => {}} />,
      { answers: { 'accounts.mine': [checking], 'crypto.placeOrder': place } },
    );
    await screen.findAllByText('Available: $900.00');
    fill(/^Amount \(units\)/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    expect(
      await screen.findByText('Amount must be more than 0 with at most 6 decimals'),
    ).toBeInTheDocument();
    expect(place).not.toHaveBeenCalled();
  });

  it('buys with USD in two decimals from the checking account by default, and closes', async () => {
    const place = vi.fn(() => order);
    const onClose = vi.fn();
    render(<CryptoOrderModal side="BUY" markets={[bitcoin]} holdings={[]} onClose={onClose} />, {
      answers: { 'accounts.mine': [checking], 'crypto.placeOrder': place },
    });
    await screen.findAllByText('Available: $900.00');
    fill(/^Amount \(USD\)/, '25');
    expect(await screen.findByText('≈ 0.000500 BTC')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() =>
      expect(place).toHaveBeenCalledWith({
        side: 'BUY',
        cryptoId: 'bitcoin',
        accountId: 11,
        amount: '25.00',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
