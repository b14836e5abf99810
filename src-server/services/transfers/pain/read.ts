/**
 * Reads a pain.001.001.03 bulk payments file: well-formed XML (fast-xml-parser), at most a
 * batch's worth of payments, valid against the official ISO 20022 schema (xmllint), group
 * header figures that add up. Each refusal names where the file is wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { DomainError, InvalidInput } from '../../../domain/errors';
import { PROJECT_ROOT } from '../../../paths';
import { MAX_BATCH_ITEMS } from '../../../shared/dto';
import { formatCents, parseCents } from '../../../shared/money';
import { toOneLine } from '../../../shared/text';

/** One credit transfer as the file states it. */
export interface PainPayment {
  /** The payment information block it belongs to. */
  paymentInfoId: string;
  /** The debtor account of its block: an account number (IBAN or other id). */
  debtorAccount: string;
  /** Its block's requested execution date (`ReqdExctnDt`), YYYY-MM-DD. */
  requestedExecutionDate: string;
  endToEndId: string;
  /** The amount in cents. */
  amount: number;
  creditorName: string | null;
  /** The creditor account: an account number (IBAN or other id). */
  creditorAccount: string | null;
  /** The unstructured remittance lines, joined by a space. */
  remittance: string | null;
}

/** What a pain.001 file asks for. */
export interface PainFile {
  messageId: string;
  payments: PainPayment[];
}

/**
 * The official ISO 20022 pain.001.001.03 schema, read from the source tree (as the migrations
 * are, whether the server runs from source or from the build) at the first file.
 */
export const PAIN001_SCHEMA_PATH = join(
  PROJECT_ROOT,
  'src-server',
  'services',
  'transfers',
  'pain',
  'pain.001.001.03.xsd',
);
let schemaText: string | undefined;
const painSchema = () => {
  schemaText ??= readFileSync(PAIN001_SCHEMA_PATH, 'utf8');
  return schemaText;
};

/** The currency this bank keeps its accounts in. */
const BANK_CURRENCY = 'USD';

/** A file that is not well formed or not valid: 400 with code `INVALID_FILE`. */
const invalidFile = (message: string) => new InvalidInput(message, 'INVALID_FILE');

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  trimValues: true,
  isArray: (name) => name === 'PmtInf' || name === 'CdtTrfTxInf' || name === 'Ustrd',
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;
const text = (node: unknown): string | null => {
  if (typeof node === 'string') return node;
  const inner = child(node, '#text');
  return typeof inner === 'string' ? inner : null;
};
const list = (node: unknown): unknown[] => (Array.isArray(node) ? node : []);
/** An account's id: its IBAN or its other id, with spaces dropped. */
const accountOf = (account: unknown): string | null => {
  const id = child(account, 'Id');
  const value = text(child(id, 'IBAN')) ?? text(child(child(id, 'Othr'), 'Id'));
  return value === null ? null : value.replace(/\s+/g, '');
};

/** "Element '{urn:…}NbOfTxs': …" → "Element 'NbOfTxs': …" */
const withoutNamespace = (message: string) =>
  message.replace(/^Schemas validity error : /, '').replace(/\{[^}]*\}/g, '');

/**
 * The amount text of `InstdAmt` in cents: a decimal with at most 2 significant decimals
 * (the schema allows 5; "10.500" is 10.50), more than 0.
 * @throws InvalidInput naming the payment
 */
function amountCents(value: string, where: string): number {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  const parsed = parseCents(trimmed);
  if (!parsed.ok) throw invalidFile(`${where}: ${parsed.error}`);
  if (parsed.cents <= 0) throw invalidFile(`${where}: Amount must be more than 0`);
  return parsed.cents;
}

/**
 * A block's `ReqdExctnDt` as YYYY-MM-DD. The schema has already checked it is an `xs:date`;
 * the time zone some writers add ("2026-12-01+01:00") is dropped, since the bank dates by its
 * own business day.
 * @throws InvalidInput for a date outside the years 0001–9999, which `xs:date` allows
 */
function executionDate(value: string): string {
  const date = /^(\d{4}-\d{2}-\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(value)?.[1];
  if (!date) {
    throw invalidFile(
      `The requested execution date ${value} (ReqdExctnDt) is not a date this bank can run: give it as YYYY-MM-DD`,
    );
  }
  return date;
}

/**
 * Reads and checks a pain.001.001.03 file, in this order: well-formed XML (a DOCTYPE is
 * refused), at most MAX_BATCH_ITEMS credit transfers, valid against the pain.001.001.03
 * schema, every amount in USD with at most 2 decimals, each block's requested execution date
 * a YYYY-MM-DD day, and `NbOfTxs`/`CtrlSum` of the group header and of each payment block equal
 * to what the file holds.
 * @param xml the file's text (UTF-8)
 * @returns the message id and every credit transfer in file order, amounts in cents
 * @throws InvalidInput (400, code INVALID_FILE) naming the line and column or element that is
 *   wrong, or the payment (its EndToEndId) whose figures are; DomainError TOO_LARGE (413,
 *   code TOO_MANY_PAYMENTS) for more than MAX_BATCH_ITEMS credit transfers
 */
export async function readPain001(xml: string): Promise<PainFile> {
  if (!xml.trim()) throw invalidFile('The file is empty: send a pain.001.001.03 XML document');
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    const { line, col, msg } = wellFormed.err;
    throw invalidFile(`The file is not well-formed XML: line ${line}, column ${col}: ${msg}`);
  }
  if (/<!DOCTYPE/i.test(xml)) {
    throw invalidFile('The file has a DOCTYPE: send a pain.001.001.03 document without one');
  }
  const document = child(parser.parse(xml), 'Document');
  const initiation = child(document, 'CstmrCdtTrfInitn');
  const count = list(child(initiation, 'PmtInf')).reduce<number>(
    (sum, block) => sum + list(child(block, 'CdtTrfTxInf')).length,
    0,
  );
  if (count > MAX_BATCH_ITEMS) {
    throw new DomainError(
      'TOO_LARGE',
      `The file holds ${count} payments: a batch holds at most ${MAX_BATCH_ITEMS}. Split it into files of ${MAX_BATCH_ITEMS} or fewer`,
      'TOO_MANY_PAYMENTS',
    );
  }
  const result = await validateXML({
    xml: { fileName: 'payments.xml', contents: xml },
    schema: { fileName: 'pain.001.001.03.xsd', contents: painSchema() },
  });
  if (!result.valid) {
    const first = result.errors[0];
    const where = first?.loc ? `line ${first.loc.lineNumber}: ` : '';
    const what = first ? withoutNamespace(first.message) : 'not valid';
    throw new InvalidInput(
      `The file is not a valid pain.001.001.03 document: ${where}${what}`,
      'INVALID_FILE',
      result.errors.slice(0, 20).map((error) => ({
        path: error.loc ? [`line ${error.loc.lineNumber}`] : [],
        code: 'schema',
        message: withoutNamespace(error.message),
      })),
    );
  }
  const header = child(initiation, 'GrpHdr');
  const messageId = text(child(header, 'MsgId')) ?? '';
  const payments: PainPayment[] = [];
  let total = 0;
  for (const block of list(child(initiation, 'PmtInf'))) {
    const paymentInfoId = text(child(block, 'PmtInfId')) ?? '';
    const debtorAccount = accountOf(child(block, 'DbtrAcct')) ?? '';
    const requestedExecutionDate = executionDate(text(child(block, 'ReqdExctnDt')) ?? '');
    let blockTotal = 0;
    const transfers = list(child(block, 'CdtTrfTxInf'));
    for (const item of transfers) {
      const endToEndId = text(child(child(item, 'PmtId'), 'EndToEndId')) ?? '';
      const where = `Payment ${payments.length + 1} (EndToEndId ${endToEndId})`;
      const amount = child(child(item, 'Amt'), 'InstdAmt');
      if (amount === undefined) {
        throw invalidFile(`${where}: give the amount as InstdAmt in ${BANK_CURRENCY}`);
      }
      const currency = String(child(amount, '@Ccy') ?? '');
      if (currency !== BANK_CURRENCY) {
        throw invalidFile(
          `${where}: the amount is in ${currency}; this bank pays in ${BANK_CURRENCY} only`,
        );
      }
      const cents = amountCents(text(amount) ?? '', where);
      blockTotal += cents;
      // A file's texts become statement descriptions: one line, no control characters.
      const lines = list(child(child(item, 'RmtInf'), 'Ustrd'))
        .map(text)
        .map((line) => (line === null ? '' : toOneLine(line)))
        .filter((line) => line !== '');
      const creditorName = text(child(child(item, 'Cdtr'), 'Nm'));
      payments.push({
        paymentInfoId,
        debtorAccount,
        requestedExecutionDate,
        endToEndId,
        amount: cents,
        creditorName: creditorName === null ? null : toOneLine(creditorName) || null,
        creditorAccount: accountOf(child(item, 'CdtrAcct')),
        remittance: lines.length ? lines.join(' ').slice(0, 500) : null,
      });
    }
    checkFigures(`Payment information ${paymentInfoId}`, block, transfers.length, blockTotal);
    total += blockTotal;
  }
  checkFigures('The group header', header, payments.length, total);
  return { messageId, payments };
}

/**
 * Refuses a block whose `NbOfTxs` or `CtrlSum` (when given) differ from its payments.
 * @param cents what its payments add up to
 */
function checkFigures(what: string, node: unknown, count: number, cents: number): void {
  const stated = text(child(node, 'NbOfTxs'));
  if (stated !== null && Number(stated) !== count) {
    throw invalidFile(`${what} says NbOfTxs ${stated}, but it holds ${count} payments`);
  }
  const sum = text(child(node, 'CtrlSum'));
  if (sum !== null) {
    const trimmed = sum.includes('.') ? sum.replace(/0+$/, '').replace(/\.$/, '') : sum;
    const parsed = parseCents(trimmed);
    if (!parsed.ok || parsed.cents !== cents) {
      throw invalidFile(
        `${what} says CtrlSum ${sum}, but its payments add up to ${formatCents(cents)}`,
      );
    }
  }
}
