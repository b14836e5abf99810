/**
 * A statement as OFX 2.2 (the XML form personal finance software imports): a sign-on answer
 * and one STMTTRNRS/STMTRS with the account, one STMTTRN per booked statement row (its FITID
 * is the posting id, so importing the same period twice adds nothing), LEDGERBAL and
 * AVAILBAL. Built with xmlbuilder2; amounts are cents written as signed two-decimal strings.
 */
import { create } from 'xmlbuilder2';
import type { Brand } from '../../shared/brand';
import { formatCents } from '../../shared/money';
import { STATEMENT_CURRENCY } from './camt053';
import type { StatementDetail, StatementEntry } from './entries';

/** OFX's TRNTYPE of a booked row, from its journal kind and direction. */
function transactionType(e: StatementEntry): string {
  switch (e.kind) {
    case 'INTEREST':
      return 'INT';
    case 'TRANSFER_SETTLEMENT':
    case 'TRANSFER_REVERSAL':
    case 'INTERNAL_TRANSFER':
      return 'XFER';
    case 'CARD_PURCHASE':
      return 'POS';
    case 'INBOUND_ACH':
      return 'DIRECTDEP';
    case 'DEPOSIT':
    case 'OPENING_DEPOSIT':
    case 'CHECK_DEPOSIT':
    case 'CARD_DEPOSIT':
      return e.type === 'CREDIT' ? 'DEP' : 'DEBIT';
    case 'WITHDRAWAL':
      return 'CASH';
    case 'BILL_PAYMENT':
    case 'EXTERNAL_PAYMENT':
    case 'LOAN_PAYMENT':
    case 'LOAN_INSTALMENT':
      return e.type === 'DEBIT' ? 'PAYMENT' : 'CREDIT';
    default:
      return e.type === 'CREDIT' ? 'CREDIT' : 'DEBIT';
  }
}

/** OFX's date-time: YYYYMMDDHHMMSS.XXX[0:GMT]. */
function ofxDateTime(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.${iso.slice(20, 23)}[0:GMT]`;
}

/** An OFX date-time for a whole day (YYYY-MM-DD) at the given hour text, GMT. */
function ofxDay(day: string, time: string): string {
  return `${day.replaceAll('-', '')}${time}[0:GMT]`;
}

/** `text` cut to at most `max` characters (whole code points), never empty. */
function clip(text: string, max: number): string {
  const cut = Array.from(text.trim()).slice(0, max).join('');
  return cut === '' ? '-' : cut;
}

/**
 * The OFX 2.2 document of a statement, as UTF-8 XML text with the OFX processing instruction.
 * @param statement from buildStatementDetail: amounts and balances in cents
 * @param brand the bank's name and routing number (FI/ORG and BANKID)
 * @returns the OFX text; TRNAMT is signed (a debit is negative), LEDGERBAL is the closing
 *   booked balance and AVAILBAL the available balance at the end of the period
 */
export function statementOfx(statement: StatementDetail, brand: Brand): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  doc.ins(
    'OFX',
    'OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"',
  );
  const ofx = doc.ele('OFX');
  const status = (parent: Node) => {
    const s = parent.ele('STATUS');
    s.ele('CODE').txt('0');
    s.ele('SEVERITY').txt('INFO');
  };
  const sonrs = ofx.ele('SIGNONMSGSRSV1').ele('SONRS');
  status(sonrs);
  sonrs.ele('DTSERVER').txt(ofxDateTime(statement.createdAt));
  sonrs.ele('LANGUAGE').txt('ENG');
  const fi = sonrs.ele('FI');
  fi.ele('ORG').txt(clip(brand.name, 32));
  fi.ele('FID').txt(brand.routingNumber);

  const trnrs = ofx.ele('BANKMSGSRSV1').ele('STMTTRNRS');
  trnrs
    .ele('TRNUID')
    .txt(
      `${statement.accountId}-${statement.from.replaceAll('-', '')}-${statement.to.replaceAll('-', '')}`,
    );
  status(trnrs);
  const stmtrs = trnrs.ele('STMTRS');
  stmtrs.ele('CURDEF').txt(STATEMENT_CURRENCY);
  const from = stmtrs.ele('BANKACCTFROM');
  from.ele('BANKID').txt(brand.routingNumber);
  from.ele('ACCTID').txt(statement.accountNumber);
  from
    .ele('ACCTTYPE')
    .txt(statement.accountType.toUpperCase() === 'SAVINGS' ? 'SAVINGS' : 'CHECKING');

  const list = stmtrs.ele('BANKTRANLIST');
  list.ele('DTSTART').txt(ofxDay(statement.from, '000000.000'));
  list.ele('DTEND').txt(ofxDay(statement.to, '235959.999'));
  for (const e of statement.entries) {
    const trn = list.ele('STMTTRN');
    trn.ele('TRNTYPE').txt(transactionType(e));
    // When it was booked, if that is the statement day (it always is for a posting of the bank).
    const booked = e.bookedAt.toISOString().slice(0, 10) === e.date;
    trn.ele('DTPOSTED').txt(booked ? ofxDateTime(e.bookedAt) : ofxDay(e.date, '120000.000'));
    trn.ele('TRNAMT').txt(formatCents(e.type === 'CREDIT' ? e.amount : -e.amount));
    trn.ele('FITID').txt(String(e.postingId));
    if (e.reference) trn.ele('REFNUM').txt(clip(e.reference, 32));
    trn.ele('NAME').txt(clip(e.counterparty ?? e.description, 32));
    trn.ele('MEMO').txt(clip(e.description, 255));
  }

  const ledger = stmtrs.ele('LEDGERBAL');
  ledger.ele('BALAMT').txt(formatCents(statement.closing));
  ledger.ele('DTASOF').txt(ofxDay(statement.to, '235959.999'));
  const available = stmtrs.ele('AVAILBAL');
  available.ele('BALAMT').txt(formatCents(statement.available));
  available.ele('DTASOF').txt(ofxDay(statement.to, '235959.999'));
  return doc.end({ prettyPrint: true });
}

type Node = ReturnType<ReturnType<typeof create>['ele']>;
