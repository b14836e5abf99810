/** A statement as CSV (csv-stringify): one header line, one line per row, amounts as decimals. */
import { stringify } from 'csv-stringify/sync';
import { formatDay, type Language, serverT, translateText } from '../../i18n/translate';
import { formatCents } from '../../shared/money';
import { spreadsheetText } from '../../shared/text';
import type { Statement } from './statement';
import type { TaxSummary } from './tax';

/**
 * The CSV text of `statement`: Date, Description, Type, Amount, Balance, Reference. In
 * Italian the headers, descriptions, types and dates (DD/MM/YYYY) are Italian; amounts stay
 * plain decimals (a debit's minus sign included). The description and the reference are text
 * cells (spreadsheetText): one line, never read as a formula.
 */
export function statementCsv(statement: Statement, language: Language = 'en'): string {
  const t = (text: string) => serverT(text, language);
  return stringify(
    statement.rows.map((r) => [
      formatDay(r.date, language),
      spreadsheetText(translateText(r.description, language)),
      t(r.type),
      formatCents(r.amount),
      formatCents(r.balance),
      spreadsheetText(r.reference ?? ''),
    ]),
    {
      header: true,
      columns: ['Date', 'Description', 'Type', 'Amount', 'Balance', 'Reference'].map(t),
    },
  );
}

/**
 * The CSV text of a yearly tax summary: a header `Item,Amount`, then one line per figure
 * (amounts as two-decimal strings; the period and the account as text), in `language`.
 */
export function taxSummaryCsv(s: TaxSummary, language: Language = 'en'): string {
  const t = (text: string) => serverT(text, language);
  const rows: [string, string][] = [
    [
      'Account',
      `${language === 'en' ? s.accountType : t(s.accountType.toUpperCase())} ${s.accountNumber}`,
    ],
    ['Year', String(s.year)],
    ['From', formatDay(s.from, language)],
    ['To', formatDay(s.to, language)],
    ['Opening balance', formatCents(s.opening)],
    ['Total credits', formatCents(s.totalCredit)],
    ['Total debits', formatCents(s.totalDebit)],
    ['Interest earned', formatCents(s.interestEarned)],
    ['Fees paid', formatCents(s.feesPaid)],
    ['Closing balance', formatCents(s.closing)],
  ];
  return stringify(
    rows.map(([label, value]) => [t(label), value]),
    { header: true, columns: ['Item', 'Amount'].map(t) },
  );
}
