/**
 * Statement file addresses (statement downloads as CSV, PDF, ISO 20022 camt.053 and OFX): the
 * REST download `/api/accounts/{id}/statement.csv|pdf|camt053.xml|ofx?from=&to=`, month
 * ranges, and the yearly tax summary files (CSV and PDF only).
 */

import dayjs from 'dayjs';
import { dayjsLocaleOf } from '@/i18n/format';
import { BASE_PATH } from '@/lib/base-path';

/** A statement file's format: CSV, PDF, ISO 20022 camt.053 (XML) or OFX. */
export type StatementFormat = 'csv' | 'pdf' | 'camt053.xml' | 'ofx';

/** Every statement format, in the order the download buttons show them. */
export const STATEMENT_FORMATS: StatementFormat[] = ['csv', 'pdf', 'camt053.xml', 'ofx'];

/** The short name of a format, the same in every language: 'CSV', 'camt.053 (XML)', 'OFX'. */
export function formatName(format: StatementFormat): string {
  return format === 'camt053.xml' ? 'camt.053 (XML)' : format.toUpperCase();
}

/** A period a statement can be downloaded for: its label and first and last day (YYYY-MM-DD). */
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
export function taxSummaryUrl(accountId: number, year: number, format: 'csv' | 'pdf'): string {
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
