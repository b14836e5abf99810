/** A statement as CSV (csv-stringify): one header line, one line per row, amounts as decimals. */
import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../../shared/money';
import type { Statement } from './statement';

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
