/**
 * Statement file addresses (statement downloads as CSV and PDF): the REST
 * download `/api/accounts/{id}/statement.csv|pdf?from=&to=`, month ranges, and the yearly tax
 * summary files.
 */

import dayjs from 'dayjs';
import { dayjsLocaleOf } from '@/i18n/format';
import { BASE_PATH } from '@/lib/base-path';

export type StatementFormat = 'csv' | 'pdf';

export interface StatementPeriod {
  /** e.g. 'November 2026'. */
  label: string;
  from: string;
  to: string;
}

/** The address of one statement file; without dates the server uses the whole history. */
export function statementUrl(
  accountId: number,
  format: StatementFormat,
  range?: { from: string; to: string },
): string {
  const base = `${BASE_PATH}/api/accounts/${accountId}/statement.${format}`;
  if (!range) return base;
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `${base}?${query.toString()}`;
}

/**
 * The address of one yearly tax summary file (`/api/accounts/{id}/tax-summaries/{year}.csv|pdf`);
 * the years an account has are those `statements.taxSummaries` lists.
 */
export function taxSummaryUrl(accountId: number, year: number, format: StatementFormat): string {
  return `${BASE_PATH}/api/accounts/${accountId}/tax-summaries/${year}.${format}`;
}

/**
 * The last `count` calendar months, newest first, this month included: YYYY-MM-01 to its last
 * day, each labelled with its month name in `language` ('July 2026', 'luglio 2026').
 */
export function lastMonths(
  count: number,
  now: Date = new Date(),
  language = 'en',
): StatementPeriod[] {
  return Array.from({ length: count }, (_, i) => {
    const month = dayjs(now).startOf('month').subtract(i, 'month');
    return {
      label: month.locale(dayjsLocaleOf(language)).format('MMMM YYYY'),
      from: month.format('YYYY-MM-DD'),
      to: month.endOf('month').format('YYYY-MM-DD'),
    };
  });
}

/** A whole calendar year, for the tax summary. */
export function yearRange(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
