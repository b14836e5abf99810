/** A statement as CSV (csv-stringify): one header line, one line per row, amounts as decimals. */
import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../../shared/money';
import type { Statement } from './statement';
import type { TaxSummary } from './tax';

/** The CSV text of `statement`: Date, Description, Type, Amount, Balance, Reference. */
export function statementCsv(statement: Statement): string {
  return stringify(
    statement.rows.map((r) => [
      r.date,
      r.description,
      r.type,
      formatCents(r.amount),
      formatCents(r.balance),
      r.reference ?? '',
    ]),
    { header: true, columns: ['Date', 'Description', 'Type', 'Amount', 'Balance', 'Reference'] },
  );
}

/**
 * The CSV text of a yearly tax summary: a header `Item,Amount`, then one line per figure
 * (amounts as two-decimal strings; the period and the account as text).
 */
export function taxSummaryCsv(s: TaxSummary): string {
  return stringify(
    [
      ['Account', `${s.accountType} ${s.accountNumber}`],
      ['Year', String(s.year)],
      ['From', s.from],
      ['To', s.to],
      ['Opening balance', formatCents(s.opening)],
      ['Total credits', formatCents(s.totalCredit)],
      ['Total debits', formatCents(s.totalDebit)],
      ['Interest earned', formatCents(s.interestEarned)],
      ['Fees paid', formatCents(s.feesPaid)],
      ['Closing balance', formatCents(s.closing)],
    ],
    { header: true, columns: ['Item', 'Amount'] },
  );
}
