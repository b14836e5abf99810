/**
 * Writes an ISO 20022 pain.001.001.03 credit transfer initiation (a bulk payments file), the
 * file `POST /api/transfers/batch` takes as `application/xml`. Shared with the client, which
 * offers a sample file built from the customer's own accounts.
 */

/** The namespace of a pain.001.001.03 document. */
export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** One credit transfer of a pain.001 file. */
export interface Pain001Payment {
  /** The payer's own reference, echoed in the status report (at most 35 characters). */
  endToEndId: string;
  /** A two-decimal amount text, e.g. "12.34". */
  amount: string;
  /** The creditor's name (at most 140 characters). */
  creditorName: string;
  /** An account number of this bank or a saved payee's account number (IBAN or other). */
  creditorAccount: string;
  /** Free remittance text (at most 140 characters): it becomes the transfer's description. */
  remittance?: string;
}

/** What a pain.001 file says: the debtor's account and its credit transfers. */
export interface Pain001Input {
  /** The file's message id (at most 35 characters). */
  messageId: string;
  /** When the file was made, ISO date-time. */
  createdAt: string;
  /** The initiating party and debtor's name. */
  debtorName: string;
  /** The account number every payment is taken from. */
  debtorAccount: string;
  /** Requested execution date, YYYY-MM-DD. */
  executionDate: string;
  /** ISO 4217 currency of every amount: USD for this bank. */
  currency?: string;
  payments: readonly Pain001Payment[];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** An IBAN (two letters, two digits, up to 30 letters or digits) goes in `IBAN`, anything else in `Othr/Id`. */
const accountId = (number: string) =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(number)
    ? `<IBAN>${escapeXml(number)}</IBAN>`
    : `<Othr><Id>${escapeXml(number)}</Id></Othr>`;

/** Adds cents of two-decimal texts without floats ("12.34" → 1234). */
const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/**
 * Writes the pain.001.001.03 document for `input`: one group header (message id, creation
 * time, number of transactions, control sum), one payment information block with the
 * debtor's account, one `CdtTrfTxInf` per payment, one element per line.
 * @returns the XML text (UTF-8 declaration, valid against the pain.001.001.03 schema when the
 *   texts keep to its lengths)
 */
export function pain001Document(input: Pain001Input): string {
  const currency = input.currency ?? 'USD';
  const total = input.payments.reduce((sum, p) => sum + centsOf(p.amount), 0);
  const controlSum = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
  const count = String(input.payments.length);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${PAIN001_NAMESPACE}">`,
    '  <CstmrCdtTrfInitn>',
    '    <GrpHdr>',
    `      <MsgId>${escapeXml(input.messageId)}</MsgId>`,
    `      <CreDtTm>${escapeXml(input.createdAt)}</CreDtTm>`,
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${controlSum}</CtrlSum>`,
    `      <InitgPty><Nm>${escapeXml(input.debtorName)}</Nm></InitgPty>`,
    '    </GrpHdr>',
    '    <PmtInf>',
    `      <PmtInfId>${escapeXml(input.messageId)}-1</PmtInfId>`,
    '      <PmtMtd>TRF</PmtMtd>',
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${controlSum}</CtrlSum>`,
    `      <ReqdExctnDt>${escapeXml(input.executionDate)}</ReqdExctnDt>`,
    `      <Dbtr><Nm>${escapeXml(input.debtorName)}</Nm></Dbtr>`,
    `      <DbtrAcct><Id>${accountId(input.debtorAccount)}</Id></DbtrAcct>`,
    '      <DbtrAgt><FinInstnId/></DbtrAgt>',
  ];
  for (const payment of input.payments) {
    lines.push(
      '      <CdtTrfTxInf>',
      `        <PmtId><EndToEndId>${escapeXml(payment.endToEndId)}</EndToEndId></PmtId>`,
      `        <Amt><InstdAmt Ccy="${escapeXml(currency)}">${escapeXml(payment.amount)}</InstdAmt></Amt>`,
      `        <Cdtr><Nm>${escapeXml(payment.creditorName)}</Nm></Cdtr>`,
      `        <CdtrAcct><Id>${accountId(payment.creditorAccount)}</Id></CdtrAcct>`,
    );
    if (payment.remittance)
      lines.push(`        <RmtInf><Ustrd>${escapeXml(payment.remittance)}</Ustrd></RmtInf>`);
    lines.push('      </CdtTrfTxInf>');
  }
  lines.push('    </PmtInf>', '  </CstmrCdtTrfInitn>', '</Document>', '');
  return lines.join('\n');
}
