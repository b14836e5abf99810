import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { StatementsTab } from './StatementsTab';

const accounts = [{ id: 11, accountType: 'CHECKING', accountNumber: '1000200030004000' }];

const summary = (year: number, complete = true) => ({
  year,
  from: `${year}-01-01`,
  to: complete ? `${year}-12-31` : `${year}-06-30`,
  complete,
  opening: '0.00',
  closing: '100.00',
  totalCredit: '100.00',
  totalDebit: '0.00',
  interestEarned: '0.00',
  feesPaid: '0.00',
  rowCount: 1,
});

describe('the Statements tab’s tax summaries', () => {
  it('lists the years the API gives, each as a CSV and a PDF download', async () => {
    render(<StatementsTab />, {
      answers: {
        'accounts.mine': accounts,
        'statements.taxSummaries': (input: { id: number }) =>
          input.id === 11 ? [summary(2026, false), summary(2019), summary(2017)] : [],
      },
    });
    const current = await screen.findByText(
      '2026 Tax Summary (year to date)',
      {},
      { timeout: 5000 },
    );
    expect(screen.getByText('2019 Tax Summary')).toBeInTheDocument();
    expect(screen.getByText('2017 Tax Summary')).toBeInTheDocument();
    // No fixed years: a year the API does not list is not offered.
    expect(screen.queryByText('2024 Tax Summary')).not.toBeInTheDocument();
    expect(screen.queryByText('2023 Tax Summary')).not.toBeInTheDocument();

    const row = current.closest('li') as HTMLElement;
    expect(within(row).getByRole('link', { name: /CSV/ })).toHaveAttribute(
      'href',
      '/api/accounts/11/tax-summaries/2026.csv',
    );
    expect(within(row).getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      '/api/accounts/11/tax-summaries/2026.pdf',
    );
    const older = screen.getByText('2017 Tax Summary').closest('li') as HTMLElement;
    expect(within(older).getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      '/api/accounts/11/tax-summaries/2017.pdf',
    );
  });

  it('says so when an account has no postings yet', async () => {
    render(<StatementsTab />, {
      answers: { 'accounts.mine': accounts, 'statements.taxSummaries': [] },
    });
    expect(
      await screen.findByText(
        'No tax summaries yet: this account has no postings.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('offers each month as CSV, PDF, camt.053 (XML) and OFX, and tax summaries as CSV and PDF only', async () => {
    render(<StatementsTab />, {
      answers: { 'accounts.mine': accounts, 'statements.taxSummaries': [summary(2019)] },
    });
    const tax = (await screen.findByText('2019 Tax Summary', {}, { timeout: 5000 })).closest(
      'li',
    ) as HTMLElement;
    expect(
      within(tax)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['CSV', 'PDF']);
    const month = screen.getAllByRole('listitem')[0] as HTMLElement;
    const links = within(month).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['CSV', 'PDF', 'camt.053 (XML)', 'OFX']);
    expect(links[2]).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/api\/accounts\/11\/statement\.camt053\.xml\?from=\d{4}-\d{2}-01&to=/,
      ),
    );
    expect(links[2]).toHaveAccessibleName(/^Download camt\.053 \(XML\): CHECKING/);
    expect(links[3]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/accounts\/11\/statement\.ofx\?from=/),
    );
  });
});
