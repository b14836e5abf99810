/**
 * A statement as PDF (pdfkit): the brand, the account and holder, the period, opening and
 * closing balances, totals and every row, with the brand's disclosure at the end.
 */
import type PDFKit from 'pdfkit';
import {
  accountLabelIn,
  formatDay,
  type Language,
  serverT,
  translateText,
} from '../../i18n/translate';
import type { Brand } from '../../shared/brand';
import { displayUsd } from '../../shared/money';
import type { Statement } from './statement';
import type { TaxSummary } from './tax';

const COLUMNS = [
  { title: 'Date', x: 50, width: 70, align: 'left' as const },
  { title: 'Description', x: 122, width: 228, align: 'left' as const },
  { title: 'Debit', x: 352, width: 65, align: 'right' as const },
  { title: 'Credit', x: 419, width: 65, align: 'right' as const },
  { title: 'Balance', x: 486, width: 76, align: 'right' as const },
];

/**
 * pdfkit and its font tables, loaded on the first PDF rather than at start: most processes
 * never render one, and the library would otherwise sit in the heap all along.
 */
let pdfkit: Promise<typeof PDFKit> | undefined;

/**
 * Renders `statement` to a PDF buffer (every row of its period; amounts from cents), its
 * labels, descriptions and dates in `language`.
 * @returns the PDF file's bytes
 */
export async function statementPdf(
  statement: Statement,
  brand: Brand,
  language: Language = 'en',
): Promise<Buffer> {
  const t = (text: string, params?: Record<string, string>) => serverT(text, language, params);
  pdfkit ??= import('pdfkit').then((m) => m.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: t('{{bank}} statement', { bank: brand.name }), Author: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.fillColor(brand.colors.primary).fontSize(18).font('Helvetica-Bold').text(brand.name);
  doc
    .fillColor('#000')
    .fontSize(11)
    .font('Helvetica')
    .text(
      t('Account statement, {{from}} to {{to}}', {
        from: formatDay(statement.from, language),
        to: formatDay(statement.to, language),
      }),
    );
  doc.moveDown(0.5);
  doc.text(t('Account holder: {{holder}}', { holder: statement.holder }));
  doc.text(
    t('Account: {{account}}', {
      account: accountLabelIn(statement.accountType, statement.accountNumber, language),
    }),
  );
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`${t('Opening balance')}: ${displayUsd(statement.opening)}`);
  doc.text(`${t('Closing balance')}: ${displayUsd(statement.closing)}`);
  doc
    .font('Helvetica')
    .text(
      `${t('Total credits')}: ${displayUsd(statement.totalCredit)}    ${t('Total debits')}: ${displayUsd(statement.totalDebit)}`,
    );
  doc.moveDown();

  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    for (const c of COLUMNS) doc.text(t(c.title), c.x, y, { width: c.width, align: c.align });
    doc
      .moveTo(50, doc.y + 2)
      .lineTo(562, doc.y + 2)
      .stroke('#999');
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(9);
  };
  header();
  if (statement.rows.length === 0) doc.text(t('No transactions in this period.'), 50);
  for (const r of statement.rows) {
    if (doc.y > 700) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells = [
      formatDay(r.date, language),
      translateText(r.description, language),
      r.type === 'DEBIT' ? displayUsd(r.amount) : '',
      r.type === 'CREDIT' ? displayUsd(r.amount) : '',
      displayUsd(r.balance),
    ];
    let bottom = y;
    COLUMNS.forEach((c, i) => {
      doc.text(cells[i] ?? '', c.x, y, { width: c.width, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 2;
  }
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555').text(brand.footerDisclosure, 50, doc.y, { width: 512 });
  doc.end();
  return done;
}

/**
 * Renders a yearly tax summary to a PDF buffer: the brand, the account and holder, the
 * period, and each figure (amounts from cents), with the brand's disclosure at the end; its
 * labels and dates in `language`.
 * @returns the PDF file's bytes
 */
export async function taxSummaryPdf(
  summary: TaxSummary,
  holder: string,
  brand: Brand,
  language: Language = 'en',
): Promise<Buffer> {
  const t = (text: string, params?: Record<string, string>) => serverT(text, language, params);
  pdfkit ??= import('pdfkit').then((m) => m.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: t('{{bank}} tax summary {{year}}', { bank: brand.name, year: String(summary.year) }),
      Author: brand.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.fillColor(brand.colors.primary).fontSize(18).font('Helvetica-Bold').text(brand.name);
  doc
    .fillColor('#000')
    .fontSize(11)
    .font('Helvetica')
    .text(
      t('Tax summary {{year}}, {{from}} to {{to}}', {
        year: String(summary.year),
        from: formatDay(summary.from, language),
        to: formatDay(summary.to, language),
      }),
    );
  if (!summary.complete) doc.text(t('The year is in progress: figures to date.'));
  doc.moveDown(0.5);
  doc.text(t('Account holder: {{holder}}', { holder }));
  doc.text(
    t('Account: {{account}}', {
      account: accountLabelIn(summary.accountType, summary.accountNumber, language),
    }),
  );
  doc.moveDown();
  const lines: [string, number][] = [
    ['Opening balance', summary.opening],
    ['Total credits', summary.totalCredit],
    ['Total debits', summary.totalDebit],
    ['Interest earned', summary.interestEarned],
    ['Fees paid', summary.feesPaid],
    ['Closing balance', summary.closing],
  ];
  for (const [label, cents] of lines) {
    const y = doc.y;
    doc.text(t(label), 50, y, { width: 250 });
    doc.text(displayUsd(cents), 300, y, { width: 150, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555').text(brand.footerDisclosure, 50, doc.y, { width: 512 });
  doc.end();
  return done;
}
