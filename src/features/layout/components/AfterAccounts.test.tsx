import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { AccountsCarousel } from './AccountsCarousel';
import { AfterAccounts } from './AfterAccounts';

const checking = {
  id: 1,
  userId: 1,
  accountType: 'CHECKING',
  accountNumber: '1234567890',
  balance: '1250.00',
  availableBalance: '1200.00',
  totalCredit: '2000.00',
  totalDebit: '750.00',
  monthlyCredit: '300.00',
  monthlyDebit: '120.00',
  month: '2026-07',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the signed-in frame while the accounts load', () => {
  it('holds the panels back until the accounts have been read', async () => {
    render(
      <AfterAccounts>
        <p>Side panel</p>
      </AfterAccounts>,
      { answers: { 'accounts.mine': 'pending' } },
    );
    // Longer than the latest the panels wait once the accounts are here.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Side panel')).not.toBeInTheDocument();
  });

  it('shows the panels once the accounts are here', async () => {
    render(
      <AfterAccounts>
        <p>Side panel</p>
      </AfterAccounts>,
      { answers: { 'accounts.mine': [checking] } },
    );
    expect(await screen.findByText('Side panel')).toBeInTheDocument();
  });

  it('shows placeholder cards that name no account while the accounts load', async () => {
    render(<AccountsCarousel accounts={undefined} />);
    const region = await screen.findByRole('region', { name: 'Your accounts' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('CHECKING')).not.toBeInTheDocument();
  });

  it('shows the accounts in their place once they are here', async () => {
    render(<AccountsCarousel accounts={[checking]} />);
    expect(await screen.findByRole('group', { name: 'CHECKING account' })).toBeInTheDocument();
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your accounts' })).not.toHaveAttribute('aria-busy');
  });
});
