import { describe, expect, it } from 'vitest';
import { lastMonths, statementUrl, yearRange } from './statementFiles';

describe('statement files', () => {
  it('lists the last months with their first and last days, newest first', () => {
    const months = lastMonths(6, new Date(2026, 2, 15));
    expect(months.map((m) => [m.from, m.to])).toEqual([
      ['2026-03-01', '2026-03-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-01-01', '2026-01-31'],
      ['2025-12-01', '2025-12-31'],
      ['2025-11-01', '2025-11-30'],
      ['2025-10-01', '2025-10-31'],
    ]);
    expect(months[0]?.label).toBe('March 2026');
  });

  it('builds the download addresses', () => {
    expect(statementUrl(7, 'csv', { from: '2026-02-01', to: '2026-02-28' })).toBe(
      '/api/accounts/7/statement.csv?from=2026-02-01&to=2026-02-28',
    );
    expect(statementUrl(7, 'pdf', yearRange(2024))).toBe(
      '/api/accounts/7/statement.pdf?from=2024-01-01&to=2024-12-31',
    );
    expect(statementUrl(3, 'pdf')).toBe('/api/accounts/3/statement.pdf');
    expect(statementUrl(7, 'camt053.xml', { from: '2026-02-01', to: '2026-02-28' })).toBe(
      '/api/accounts/7/statement.camt053.xml?from=2026-02-01&to=2026-02-28',
    );
    expect(statementUrl(3, 'ofx')).toBe('/api/accounts/3/statement.ofx');
  });
});
