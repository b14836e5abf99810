/**
 * A statement as an ISO 20022 bank-to-customer statement, camt.053.001.08: the group header,
 * one Stmt with the account, the opening and closing booked balances and one entry per
 * statement row (plus the pending debits of a period that runs to today). Built with
 * xmlbuilder2, which escapes every text; amounts are cents written as two-decimal strings.
 */
import { create } from 'xmlbuilder2';
import type { Brand } from '../../shared/brand';
import { formatCents } from '../../shared/money';
import type { PendingEntry, StatementDetail, StatementEntry } from './entries';

/** The schema's namespace, which the Document element declares. */
export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

/** The bank's only currency. */
export const STATEMENT_CURRENCY = 'USD';

/** An ISO 20022 bank transaction code: domain, family, sub-family. */
type Code = readonly [string, string, string];

/** The standard bank transaction code of a journal entry's kind, seen from a debit or a credit. */
function transactionCode(kind: string, type: 'DEBIT' | 'CREDIT', description: string): Code {
  const debit = type === 'DEBIT';
  switch (kind) {
    case 'TRANSFER_SETTLEMENT':
    case 'INTERNAL_TRANSFER': {
      const family = debit ? 'ICDT' : 'RCDT';
      if (/^(Reversal: )?Transfer (to|from) /.test(description)) return ['PMNT', family, 'BOOK'];
      if (/^(Reversal: )?Wire transfer /.test(description)) return ['PMNT', family, 'PRCT'];
      return ['PMNT', family, 'DMCT'];
    }
    case 'TRANSFER_REVERSAL':
      return ['PMNT', debit ? 'RCDT' : 'ICDT', 'RRTN'];
    case 'INBOUND_ACH':
      return ['PMNT', 'RCDT', 'DMCT'];
    case 'INBOUND_WIRE':
      return ['PMNT', 'RCDT', 'PRCT'];
    case 'EXTERNAL_PAYMENT':
    case 'BILL_PAYMENT':
      return ['PMNT', debit ? 'ICDT' : 'RCDT', 'DMCT'];
    case 'CARD_PURCHASE':
      return ['PMNT', 'CCRD', 'POSD'];
    case 'CARD_DEPOSIT':
      return ['PMNT', 'RCDT', 'OTHR'];
    case 'CHECK_DEPOSIT':
      return ['PMNT', 'RCHQ', 'CCHQ'];
    case 'CHECK_RETURN':
    case 'RETURNED_DEPOSIT':
      return ['PMNT', 'RCHQ', 'UPCQ'];
    case 'DEPOSIT':
    case 'OPENING_DEPOSIT':
      return ['PMNT', 'CNTR', 'CDPT'];
    case 'WITHDRAWAL':
      return ['PMNT', 'CNTR', 'CWDL'];
    case 'INTEREST':
      return ['ACMT', debit ? 'MDOP' : 'MCOP', 'INTR'];
    case 'ADJUSTMENT':
      return ['ACMT', debit ? 'MDOP' : 'MCOP', 'ADJT'];
    case 'LOAN_DISBURSEMENT':
      return ['LDAS', 'CSLN', 'DDWN'];
    case 'LOAN_PAYMENT':
    case 'LOAN_INSTALMENT':
      return ['LDAS', 'CSLN', 'PPAY'];
    default:
      return ['ACMT', debit ? 'MDOP' : 'MCOP', 'OTHR'];
  }
}

/** `text` cut to at most `max` characters (whole code points), never empty. */
function clip(text: string, max: number): string {
  const cut = Array.from(text.trim()).slice(0, max).join('');
  return cut === '' ? '-' : cut;
}

/** A balance as camt writes it: the unsigned amount and CRDT or DBIT. */
function signed(cents: number): { amount: string; indicator: 'CRDT' | 'DBIT' } {
  return { amount: formatCents(Math.abs(cents)), indicator: cents < 0 ? 'DBIT' : 'CRDT' };
}

/** A date-time without milliseconds, in UTC: 2026-11-26T09:30:00Z. */
function dateTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

/**
 * The camt.053.001.08 document of a statement, as UTF-8 XML text.
 * @param statement from buildStatementDetail: balances and amounts in cents
 * @param brand the bank's name and routing number (the account servicer)
 * @returns the XML text; valid against the camt.053.001.08 schema
 */
export function statementCamt053(statement: StatementDetail, brand: Brand): string {
  const id = `STMT-${statement.accountId}-${statement.from.replaceAll('-', '')}-${statement.to.replaceAll('-', '')}`;
  const created = dateTime(statement.createdAt);
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(
    CAMT053_NAMESPACE,
    'Document',
  );
  const root = doc.ele('BkToCstmrStmt');
  const header = root.ele('GrpHdr');
  // Unique per file: the account and the moment it was made, to the millisecond.
  const stamp = statement.createdAt.toISOString().replace(/\D/g, '');
  header.ele('MsgId').txt(clip(`MSG-${statement.accountId}-${stamp}`, 35));
  header.ele('CreDtTm').txt(created);

  const stmt = root.ele('Stmt');
  stmt.ele('Id').txt(clip(id, 35));
  stmt.ele('CreDtTm').txt(created);
  const period = stmt.ele('FrToDt');
  period.ele('FrDtTm').txt(`${statement.from}T00:00:00Z`);
  period.ele('ToDtTm').txt(`${statement.to}T23:59:59Z`);

  const account = stmt.ele('Acct');
  account.ele('Id').ele('Othr').ele('Id').txt(statement.accountNumber);
  account
    .ele('Tp')
    .ele('Cd')
    .txt(statement.accountType.toUpperCase() === 'SAVINGS' ? 'SVGS' : 'CACC');
  account.ele('Ccy').txt(STATEMENT_CURRENCY);
  if (statement.holder) account.ele('Ownr').ele('Nm').txt(clip(statement.holder, 140));
  const servicer = account.ele('Svcr').ele('FinInstnId');
  const member = servicer.ele('ClrSysMmbId');
  member.ele('ClrSysId').ele('Cd').txt('USABA');
  member.ele('MmbId').txt(brand.routingNumber);
  servicer.ele('Nm').txt(clip(brand.name, 140));

  const balance = (code: 'OPBD' | 'CLBD', cents: number, day: string) => {
    const { amount, indicator } = signed(cents);
    const bal = stmt.ele('Bal');
    bal.ele('Tp').ele('CdOrPrtry').ele('Cd').txt(code);
    bal.ele('Amt', { Ccy: STATEMENT_CURRENCY }).txt(amount);
    bal.ele('CdtDbtInd').txt(indicator);
    bal.ele('Dt').ele('Dt').txt(day);
  };
  balance('OPBD', statement.opening, statement.from);
  balance('CLBD', statement.closing, statement.to);

  const summary = stmt.ele('TxsSummry');
  const total = summary.ele('TtlNtries');
  total.ele('NbOfNtries').txt(String(statement.entries.length));
  total.ele('Sum').txt(formatCents(statement.totalCredit + statement.totalDebit));
  const net = signed(statement.totalCredit - statement.totalDebit);
  const netEl = total.ele('TtlNetNtry');
  netEl.ele('Amt').txt(net.amount);
  netEl.ele('CdtDbtInd').txt(net.indicator);
  const side = (name: 'TtlCdtNtries' | 'TtlDbtNtries', type: 'CREDIT' | 'DEBIT') => {
    const el = summary.ele(name);
    el.ele('NbOfNtries').txt(String(statement.entries.filter((e) => e.type === type).length));
    el.ele('Sum').txt(
      formatCents(type === 'CREDIT' ? statement.totalCredit : statement.totalDebit),
    );
  };
  side('TtlCdtNtries', 'CREDIT');
  side('TtlDbtNtries', 'DEBIT');

  for (const entry of statement.entries) writeEntry(stmt, entry);
  for (const entry of statement.pending) writePending(stmt, entry);
  return doc.end({ prettyPrint: true });
}

type Node = ReturnType<ReturnType<typeof create>['ele']>;

/** One booked Ntry: amount, direction, BOOK, dates, reference, code, parties and remittance text. */
function writeEntry(stmt: Node, e: StatementEntry): void {
  const ntry = stmt.ele('Ntry');
  ntry.ele('NtryRef').txt(String(e.postingId));
  ntry.ele('Amt', { Ccy: STATEMENT_CURRENCY }).txt(formatCents(e.amount));
  ntry.ele('CdtDbtInd').txt(e.type === 'CREDIT' ? 'CRDT' : 'DBIT');
  if (e.kind === 'TRANSFER_REVERSAL') ntry.ele('RvslInd').txt('true');
  ntry.ele('Sts').ele('Cd').txt('BOOK');
  ntry.ele('BookgDt').ele('Dt').txt(e.date);
  ntry.ele('ValDt').ele('Dt').txt(e.date);
  const reference = clip(e.reference ?? `POSTING-${e.postingId}`, 35);
  ntry.ele('AcctSvcrRef').txt(reference);
  writeCode(ntry, transactionCode(e.kind, e.type, e.description), e.kind);
  writeDetails(ntry, {
    reference,
    amount: e.amount,
    credit: e.type === 'CREDIT',
    counterparty: e.counterparty,
    description: e.description,
  });
}

/** One pending Ntry (PDNG): a debit set aside by a hold, dated the day it was placed. */
function writePending(stmt: Node, p: PendingEntry): void {
  const ntry = stmt.ele('Ntry');
  ntry.ele('NtryRef').txt(`HOLD-${p.id}`);
  ntry.ele('Amt', { Ccy: STATEMENT_CURRENCY }).txt(formatCents(p.amount));
  ntry.ele('CdtDbtInd').txt('DBIT');
  ntry.ele('Sts').ele('Cd').txt('PDNG');
  const day = p.placedAt.toISOString().slice(0, 10);
  ntry.ele('BookgDt').ele('Dt').txt(day);
  ntry.ele('ValDt').ele('Dt').txt(day);
  const reference = clip(p.reference ?? `HOLD-${p.id}`, 35);
  ntry.ele('AcctSvcrRef').txt(reference);
  const card = p.reference === null;
  writeCode(
    ntry,
    card ? ['PMNT', 'CCRD', 'POSD'] : ['PMNT', 'ICDT', 'DMCT'],
    card ? 'CARD_AUTHORIZATION' : 'TRANSFER_HOLD',
  );
  writeDetails(ntry, {
    reference,
    amount: p.amount,
    credit: false,
    counterparty: p.counterparty,
    description: p.description,
  });
}

/** BkTxCd: the standard domain code, and the bank's own code (the journal kind). */
function writeCode(ntry: Node, [domain, family, subFamily]: Code, kind: string): void {
  const code = ntry.ele('BkTxCd');
  const domn = code.ele('Domn');
  domn.ele('Cd').txt(domain);
  const fmly = domn.ele('Fmly');
  fmly.ele('Cd').txt(family);
  fmly.ele('SubFmlyCd').txt(subFamily);
  const own = code.ele('Prtry');
  own.ele('Cd').txt(clip(kind, 35));
}

/** NtryDtls/TxDtls: the reference, amount, the counterparty (creditor of a debit, debtor of a credit) and Ustrd. */
function writeDetails(
  ntry: Node,
  d: {
    reference: string;
    amount: number;
    credit: boolean;
    counterparty: string | null;
    description: string;
  },
): void {
  const tx = ntry.ele('NtryDtls').ele('TxDtls');
  tx.ele('Refs').ele('AcctSvcrRef').txt(d.reference);
  tx.ele('Amt', { Ccy: STATEMENT_CURRENCY }).txt(formatCents(d.amount));
  tx.ele('CdtDbtInd').txt(d.credit ? 'CRDT' : 'DBIT');
  if (d.counterparty) {
    tx.ele('RltdPties')
      .ele(d.credit ? 'Dbtr' : 'Cdtr')
      .ele('Pty')
      .ele('Nm')
      .txt(clip(d.counterparty, 140));
  }
  tx.ele('RmtInf').ele('Ustrd').txt(clip(d.description, 140));
}
