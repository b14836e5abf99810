import { describe, expect, it } from 'vitest';
import { nextSort, paginate, type StatementRow, searchRows, sortRows } from './statementRows';

function row(
  id: number,
  date: string,
  type: 'DEBIT' | 'CREDIT',
  amount: string,
  description = '',
): StatementRow {
  return {
    id,
    accountId: 1,
    type,
    amount,
    description,
    date,
    balance: '0.00',
    category: null,
    reference: null,
    createdAt: `${date}T00:00:00.000Z`,
  };
}

const rows = [
  row(1, '2026-01-05', 'CREDIT', '1000.00', 'Salary'),
  row(2, '2026-01-03', 'DEBIT', '99.50', 'Groceries'),
  row(3, '2026-01-05', 'DEBIT', '9.99', 'Coffee'),
];

describe('statement rows', () => {
  it('searches date, description, type and amount, ignoring case', () => {
    expect(searchRows(rows, 'salary').map((r) => r.id)).toEqual([1]);
    expect(searchRows(rows, 'debit').map((r) => r.id)).toEqual([2, 3]);
    expect(searchRows(rows, '2026-01-03').map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, '1,000').map((r) => r.id)).toEqual([1]);
  });

  it('sorts amounts as money, not text, and keeps ties in posting order', () => {
    expect(sortRows(rows, 'amount', 'asc').map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortRows(rows, 'date', 'asc').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, 'date', 'desc').map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('flips the same column and starts a new one ascending', () => {
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({
      key: 'date',
      direction: 'desc',
    });
    expect(nextSort({ key: 'date', direction: 'desc' }, 'amount')).toEqual({
      key: 'amount',
      direction: 'asc',
    });
  });

  it('pages with 1-based positions and 0 to 0 of 0 when empty', () => {
    const many = Array.from({ length: 23 }, (_, i) => row(i + 1, '2026-01-01', 'CREDIT', '1.00'));
    expect(paginate(many, 3, 10)).toMatchObject({
      from: 21,
      to: 23,
      total: 23,
      pageCount: 3,
      page: 3,
    });
    expect(paginate([], 1, 10)).toMatchObject({ from: 0, to: 0, total: 0, page: 1 });
  });
});
