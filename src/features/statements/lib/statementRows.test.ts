import { describe, expect, it } from 'vitest';
import { nextSort, pageSummary } from './statementRows';

describe('statement table rules', () => {
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
    expect(pageSummary(23, 3, 10, 3)).toMatchObject({
      from: 21,
      to: 23,
      total: 23,
      pageCount: 3,
      page: 3,
    });
    expect(pageSummary(0, 1, 10, 0)).toMatchObject({ from: 0, to: 0, total: 0, page: 1 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(pageSummary(23, 7, 10, 0)).toMatchObject({ page: 3, pageCount: 3 });
    expect(pageSummary(100, 1, 25, 25)).toMatchObject({ from: 1, to: 25, pageCount: 4 });
  });
});
