/**
 * The pain.002.001.03 customer payment status report answering a pain.001 file: the group's
 * status and one status per credit transfer, with ISO 20022 reason codes for refusals.
 */
import { create } from 'xmlbuilder2';
import type { BatchResult } from '../batch';
import type { PainFile } from './read';

/** The namespace of a pain.002.001.03 document. */
export const PAIN002_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03';

/**
 * The ISO 20022 status reason code for a refused item's domain error code: AM04 insufficient
 * funds, AM02 an amount over a limit, AC01 an account that is not found, AG01 a transfer not
 * allowed (a missing PIN step-up, an unverified customer), AC04 a closed account, NARR
 * (reason in the text) for anything else.
 */
export function reasonCode(code: string): string {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'AM04';
    case 'LIMIT_EXCEEDED':
      return 'AM02';
    case 'NOT_FOUND':
      return 'AC01';
    case 'ACCOUNT_CLOSED':
      return 'AC04';
    case 'STEP_UP_REQUIRED':
    case 'FORBIDDEN':
      return 'AG01';
    default:
      return 'NARR';
  }
}

/**
 * The group status: ACCP when every payment was accepted, RJCT when none was, PART otherwise.
 */
export function groupStatus(results: readonly BatchResult[]): 'ACCP' | 'PART' | 'RJCT' {
  const ok = results.filter((r) => r.status === 'ok').length;
  if (ok === results.length) return 'ACCP';
  return ok === 0 ? 'RJCT' : 'PART';
}

/**
 * Writes the pain.002.001.03 status report for `file` and its batch `results`: GrpHdr (a
 * message id derived from the original one, the creation time), OrgnlGrpInfAndSts (the
 * original message id and name, number of payments, GrpSts), then per payment information
 * block an OrgnlPmtInfAndSts with one TxInfAndSts per payment: OrgnlEndToEndId, TxSts (ACSC
 * settled, ACSP accepted and settling, PDNG scheduled, RJCT refused with StsRsnInf: the
 * reason code and the refusal's message, cut to 105 characters), the bank's reference as
 * AcctSvcrRef.
 * @param results one per payment of `file`, in its order (as applyPain001 gives them)
 * @param now business time of the answer (CreDtTm)
 * @returns the XML text
 */
export function pain002Document(
  file: PainFile,
  results: readonly BatchResult[],
  bankName: string,
  now: Date,
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(PAIN002_NAMESPACE, 'Document');
  const report = doc.ele('CstmrPmtStsRpt');
  const header = report.ele('GrpHdr');
  header.ele('MsgId').txt(`STS-${file.messageId}`.slice(0, 35));
  header.ele('CreDtTm').txt(now.toISOString().slice(0, 19));
  header.ele('InitgPty').ele('Nm').txt(bankName.slice(0, 140));
  const group = report.ele('OrgnlGrpInfAndSts');
  group.ele('OrgnlMsgId').txt(file.messageId);
  group.ele('OrgnlMsgNmId').txt('pain.001.001.03');
  group.ele('OrgnlNbOfTxs').txt(String(file.payments.length));
  group.ele('GrpSts').txt(groupStatus(results));
  let block: ReturnType<typeof report.ele> | null = null;
  let blockId: string | null = null;
  file.payments.forEach((payment, index) => {
    if (block === null || payment.paymentInfoId !== blockId) {
      blockId = payment.paymentInfoId;
      block = report.ele('OrgnlPmtInfAndSts');
      block.ele('OrgnlPmtInfId').txt(payment.paymentInfoId);
    }
    const result = results[index];
    const tx = block.ele('TxInfAndSts');
    tx.ele('OrgnlEndToEndId').txt(payment.endToEndId);
    if (!result || result.status === 'error') {
      tx.ele('TxSts').txt('RJCT');
      const reason = tx.ele('StsRsnInf');
      reason
        .ele('Rsn')
        .ele('Cd')
        .txt(reasonCode(result?.error.code ?? ''));
      reason.ele('AddtlInf').txt((result?.error.message ?? 'Not processed').slice(0, 105));
      return;
    }
    const status = result.transfer.status;
    tx.ele('TxSts').txt(status === 'COMPLETED' ? 'ACSC' : status === 'SCHEDULED' ? 'PDNG' : 'ACSP');
    tx.ele('AcctSvcrRef').txt(
      (result.transfer.reference ?? String(result.transfer.id)).slice(0, 35),
    );
  });
  return doc.end({ prettyPrint: true });
}
