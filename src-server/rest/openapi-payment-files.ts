/**
 * The pain.001 form of POST /transfers/batch in the OpenAPI document: the generated JSON
 * operation gains an `application/xml` request body (a pain.001.001.03 file) and an
 * `application/xml` answer (the pain.002.001.03 status report, with `Accept: application/xml`).
 */

import { pain001Document } from '../shared/pain001';
import { MAX_BODY_BYTES } from './body';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON being extended
type Json = any;

/** A two-payment file: to the customer's own savings account and to a saved payee. */
const REQUEST_EXAMPLE = pain001Document({
  messageId: 'PAYROLL-2026-11',
  createdAt: '2026-11-26T09:00:00',
  debtorName: 'Alex Morgan',
  debtorAccount: '4820193746',
  executionDate: '2026-11-26',
  payments: [
    {
      endToEndId: 'SAL-001',
      amount: '100.00',
      creditorName: 'Alex Morgan',
      creditorAccount: '4820551208',
      remittance: 'Savings November',
    },
    {
      endToEndId: 'SAL-002',
      amount: '1250.00',
      creditorName: 'Jane Smith',
      creditorAccount: 'GB29NWBK60161331926819',
      remittance: 'Salary November',
    },
  ],
});

const ANSWER_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>STS-PAYROLL-2026-11</MsgId>
      <CreDtTm>2026-11-26T09:00:01</CreDtTm>
      <InitgPty><Nm>Acme Bank</Nm></InitgPty>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>PAYROLL-2026-11</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>
      <OrgnlNbOfTxs>2</OrgnlNbOfTxs>
      <GrpSts>PART</GrpSts>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>PAYROLL-2026-11-1</OrgnlPmtInfId>
      <TxInfAndSts>
        <OrgnlEndToEndId>SAL-001</OrgnlEndToEndId>
        <TxSts>ACSC</TxSts>
        <AcctSvcrRef>TRF-20261126-000123</AcctSvcrRef>
      </TxInfAndSts>
      <TxInfAndSts>
        <OrgnlEndToEndId>SAL-002</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf>
          <Rsn><Cd>AM04</Cd></Rsn>
          <AddtlInf>Insufficient funds</AddtlInf>
        </StsRsnInf>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`;

/** How a file is read and answered, appended to the operation's description. */
const FILE_TEXT =
  '\n\n**As a pain.001 file.** Send an ISO 20022 pain.001.001.03 document with ' +
  '`Content-Type: application/xml`: each `CdtTrfTxInf` becomes one item, in file order. ' +
  '`DbtrAcct` must be one of your accounts (its account number, as `IBAN` or `Othr/Id`); ' +
  '`CdtrAcct` one of your accounts (an internal transfer) or the account number of a saved ' +
  'payee (a local or wire transfer); `InstdAmt` in USD; `RmtInf/Ustrd` becomes the ' +
  "description. `ReqdExctnDt` after today (the bank's business day) stores the block's " +
  'payments as SCHEDULED transfers for that day, run by close of business then with the ' +
  'funds and limits of that day; today or a past day runs them now. ' +
  'A payment whose account is unknown is refused on its own (`NOT_FOUND`). ' +
  'A file that is not well formed, does not validate against the pain.001.001.03 schema, or ' +
  'whose `NbOfTxs`/`CtrlSum` do not add up is 400 (`INVALID_FILE`, naming the line and ' +
  'element); more than 1,000 payments is 413 (`TOO_MANY_PAYMENTS`); either way nothing runs. ' +
  'The answer is the JSON result, or with `Accept: application/xml` a pain.002.001.03 status ' +
  'report: `GrpSts` ACCP (all accepted), PART or RJCT; per payment `TxSts` ACSC (settled), ' +
  'ACSP (accepted, settling), PDNG (scheduled for its execution date) or RJCT with a reason code (AM04 insufficient funds, AM02 over ' +
  'a limit, AC01 unknown account, AG01 not allowed, e.g. no PIN step-up).';

/**
 * Adds the pain.001 request body and the pain.002 answer to POST /transfers/batch.
 * @throws Error when the generated operation is missing
 */
export function addPaymentFileContent(doc: Json): void {
  const operation = doc.paths?.['/transfers/batch']?.post;
  if (!operation) throw new Error('POST /transfers/batch must be documented first');
  operation.description = `${operation.description}${FILE_TEXT}`;
  operation.requestBody.content['application/xml'] = {
    schema: {
      type: 'string',
      // A character is at least one byte, so the byte limit bounds the length too.
      maxLength: MAX_BODY_BYTES,
      description:
        'An ISO 20022 pain.001.001.03 document (CstmrCdtTrfInitn), UTF-8, at most 1 MiB (413 beyond)',
    },
    example: REQUEST_EXAMPLE,
  };
  operation.responses['200'].content['application/xml'] = {
    schema: {
      type: 'string',
      description:
        'An ISO 20022 pain.002.001.03 status report (CstmrPmtStsRpt), with `Accept: application/xml`',
    },
    example: ANSWER_EXAMPLE,
  };
}
