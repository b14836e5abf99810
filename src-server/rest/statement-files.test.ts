/**
 * Statements as bank-to-customer files, through REST on a real in-memory bank: a month with
 * every kind of movement (inbound ACH and wire, transfers in and out, a transfer with a fee
 * and its ACH return, a card purchase, a card deposit and its return, a top-up, interest),
 * then the month's camt.053 validated against the ISO 20022 schema and its OFX parsed back
 * by an outside OFX parser, each amount, total and balance equal to the ledger's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { parseSync } from 'ofx-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { accounts, creditCards, transactions } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { parseCents } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';

const XSD = readFileSync(
  fileURLToPath(new URL('../test/fixtures/iso20022/camt.053.001.08.xsd', import.meta.url)),
  'utf8',
);

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;
let checkingId: number;
let savingsId: number;
/** The month every movement happened in, YYYY-MM. */
let period: string;

type Account = { id: number; accountType: string };
// biome-ignore lint/suspicious/noExplicitAny: a parsed document's shape is what the assertions check
type Tree = any;
type Clock = { date: string };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
/** Two-decimal text to cents, exactly (no float). */
const cents = (text: string | number) => {
  const negative = String(text).trim().startsWith('-');
  const parsed = parseCents(String(text).trim().replace(/^-/, ''));
  if (!parsed.ok) throw new Error(`Not an amount: ${text}`);
  return negative ? -parsed.cents : parsed.cents;
};
const simulate = async (path: string, body?: unknown) => {
  const res = await bank.call('POST', `/api/admin/simulations/${path}`, { cookie: admin, body });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json() as Promise<{ id: number }>;
};
const advance = async (body: unknown) => {
  const res = await bank.call('POST', '/api/admin/clock/advance', { cookie: admin, body });
  expect(res.status).toBe(200);
};
const signIn = async () => {
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
    cookie: demo,
    body: { pin: '1234' },
  });
};
const transfer = async (body: Record<string, unknown>) => {
  const res = await bank.call('POST', '/api/transfers', { cookie: demo, body });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json() as Promise<{ id: number; status: string }>;
};
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The ledger's own figures for an account and days: opening, closing, each row by posting. */
function ledgerFigures(accountId: number, from: string, to: string) {
  const before = bank.db
    .select({ balance: transactions.balance })
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), lt(transactions.date, from)))
    .orderBy(desc(transactions.id))
    .get();
  const rows = bank.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        gte(transactions.date, from),
        lte(transactions.date, to),
      ),
    )
    .orderBy(asc(transactions.id))
    .all();
  const opening = before?.balance ?? 0;
  return { opening, closing: rows.at(-1)?.balance ?? opening, rows };
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const asArray = <T>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'statement.camt053.xml', contents: xml }],
    schema: [{ fileName: 'camt.053.001.08.xsd', contents: XSD }],
  });
  return result.errors.map((e) => e.message);
}

beforeAll(async () => {
  bank = await createTestBank('demo', { FEE_LOCAL: '1.50' });
  demoId = bank.userId('demo');
  await signIn();
  const mine = await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }));
  checkingId = mine.find((a) => a.accountType === 'CHECKING')!.id;
  savingsId = mine.find((a) => a.accountType === 'SAVINGS')!.id;
  // Start on the first day of next month, so the whole month is this test's.
  const clock = await json<Clock>(bank.call('GET', '/api/admin/clock', { cookie: admin }));
  period = nextMonth(clock.date.slice(0, 7));
  await advance({ until: `${period}-01` });
  await signIn();

  await simulate('inbound-transfer', {
    accountId: checkingId,
    amount: '2500.00',
    payerName: 'Globex Payroll',
    rail: 'ACH',
    reference: 'PAY-01',
  });
  await simulate('inbound-transfer', {
    accountId: checkingId,
    amount: '310.25',
    payerName: 'Aunt May & Co <Ltd>',
    rail: 'WIRE',
  });
  await transfer({
    transferType: 'INTERNAL',
    fromAccountId: checkingId,
    toAccountId: savingsId,
    amount: '400.00',
    description: 'Rainy day',
  });
  await advance({ days: 1 });
  await signIn();
  await transfer({
    transferType: 'INTERNAL',
    fromAccountId: savingsId,
    toAccountId: checkingId,
    amount: '25.50',
  });
  const payee = await json<{ id: number }>(
    bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      body: { name: 'Landlord', accountNumber: '55509876', bankName: 'Other Bank' },
    }),
  );
  const rent = await transfer({
    transferType: 'LOCAL',
    fromAccountId: checkingId,
    beneficiaryId: payee.id,
    amount: '900.00',
    description: 'Rent',
  });
  const sent = await bank.call('PATCH', `/api/transfers/${rent.id}/status`, {
    cookie: admin,
    body: { status: 'COMPLETED' },
  });
  expect(sent.status).toBe(200);
  const gift = await transfer({
    transferType: 'LOCAL',
    fromAccountId: checkingId,
    beneficiaryId: payee.id,
    amount: '40.00',
  });
  await bank.call('PATCH', `/api/transfers/${gift.id}/status`, {
    cookie: admin,
    body: { status: 'COMPLETED' },
  });
  await simulate('returns', { transferId: gift.id, returnCode: 'R01' });
  await advance({ days: 1 });
  await signIn();
  const card = bank.db
    .select({ card: creditCards })
    .from(creditCards)
    .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
    .where(eq(accounts.userId, demoId))
    .get()!.card;
  const auth = await simulate('card-authorizations', {
    cardId: card.id,
    amount: '12.34',
    merchant: 'Corner Grocery',
  });
  await simulate(`card-authorizations/${auth.id}/settle`);
  const deposit = await json<{ id: number }>(
    bank.call('POST', '/api/deposits/card', {
      cookie: demo,
      body: {
        accountId: checkingId,
        amount: '25.00',
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: Number(period.slice(0, 4)) + 1,
        cvc: '123',
      },
    }),
  );
  await bank.call('POST', `/api/admin/deposits/${deposit.id}/return`, {
    cookie: admin,
    body: { reason: 'Card payment disputed' },
  });
  await bank.call('POST', `/api/admin/accounts/${checkingId}/topup`, {
    cookie: admin,
    body: { amount: '75.00' },
  });
  // Close the month: interest on the savings and the monthly statements.
  await advance({ until: `${nextMonth(period)}-01` });
  await signIn();
  expect(verifyLedger(bank.db).violations).toEqual([]);
}, 120_000);

describe('camt.053 statements', () => {
  it('a month with every kind of movement validates against the ISO 20022 schema, each amount the ledger’s', async () => {
    for (const accountId of [checkingId, savingsId]) {
      const res = await bank.call(
        'GET',
        `/api/accounts/${accountId}/statements/${period}.camt053.xml`,
        { cookie: demo },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(
          `^attachment; filename="statement-(checking|savings)-\\d{4}-${period}\\.camt053\\.xml"$`,
        ),
      );
      const xml = await res.text();
      expect(await schemaErrors(xml)).toEqual([]);

      const ledger = ledgerFigures(accountId, `${period}-01`, lastDay(period));
      const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
      const stmt = doc.Document.BkToCstmrStmt.Stmt;
      const balance = (code: string) => {
        const bal = asArray(stmt.Bal).find((b: Tree) => b.Tp.CdOrPrtry.Cd === code);
        return (bal.CdtDbtInd === 'DBIT' ? -1 : 1) * cents(bal.Amt['#text']);
      };
      expect(balance('OPBD')).toBe(ledger.opening);
      expect(balance('CLBD')).toBe(ledger.closing);
      const entries = asArray<Tree>(stmt.Ntry);
      expect(entries.map((e) => Number(e.NtryRef))).toEqual(ledger.rows.map((r) => r.postingId));
      entries.forEach((e, i) => {
        const row = ledger.rows[i]!;
        expect(cents(e.Amt['#text'])).toBe(row.amount);
        expect(e.Amt['@_Ccy']).toBe('USD');
        expect(e.CdtDbtInd).toBe(row.type === 'CREDIT' ? 'CRDT' : 'DBIT');
        expect(e.Sts.Cd).toBe('BOOK');
        expect(e.BookgDt.Dt).toBe(row.date);
        expect(e.NtryDtls.TxDtls.RmtInf.Ustrd).toBe(row.description.slice(0, 140));
      });
      const net = entries.reduce(
        (sum, e) => sum + (e.CdtDbtInd === 'CRDT' ? 1 : -1) * cents(e.Amt['#text']),
        0,
      );
      expect(net).toBe(ledger.closing - ledger.opening);

      // The month's figures the bank lists agree.
      const months = await json<{ period: string; opening: string; closing: string }[]>(
        bank.call('GET', `/api/accounts/${accountId}/statements`, { cookie: demo }),
      );
      const month = months.find((m) => m.period === period)!;
      expect(cents(month.opening)).toBe(ledger.opening);
      expect(cents(month.closing)).toBe(ledger.closing);
    }
  });

  it('names the kinds of movement with bank transaction codes, the counterparty and the bank’s reference', async () => {
    const xml = await (
      await bank.call('GET', `/api/accounts/${checkingId}/statements/${period}.camt053.xml`, {
        cookie: demo,
      })
    ).text();
    const doc = new XMLParser({ parseTagValue: false }).parse(xml);
    const entries = asArray<Tree>(doc.Document.BkToCstmrStmt.Stmt.Ntry);
    const kinds = new Set(entries.map((e) => e.BkTxCd.Prtry.Cd));
    for (const kind of [
      'INBOUND_ACH',
      'INBOUND_WIRE',
      'TRANSFER_SETTLEMENT',
      'TRANSFER_REVERSAL',
      'CARD_PURCHASE',
      'CARD_DEPOSIT',
      'DEPOSIT',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const payroll = entries.find((e) => e.BkTxCd.Prtry.Cd === 'INBOUND_ACH')!;
    expect(payroll.NtryDtls.TxDtls.RltdPties.Dbtr.Pty.Nm).toBe('Globex Payroll');
    expect(payroll.AcctSvcrRef).toBe('PAY-01');
    expect(payroll.BkTxCd.Domn).toEqual({ Cd: 'PMNT', Fmly: { Cd: 'RCDT', SubFmlyCd: 'DMCT' } });
    const wire = entries.find((e) => e.BkTxCd.Prtry.Cd === 'INBOUND_WIRE')!;
    expect(wire.NtryDtls.TxDtls.RltdPties.Dbtr.Pty.Nm).toBe('Aunt May & Co <Ltd>');
    const rent = entries.find((e) => String(e.NtryDtls.TxDtls.RmtInf.Ustrd).endsWith('Rent'))!;
    expect(rent.NtryDtls.TxDtls.RltdPties.Cdtr.Pty.Nm).toBe('Landlord');
    expect(rent.AcctSvcrRef).toMatch(/^TRF-\d+$/);
    // The fee is part of the debit: 900.00 + 1.50.
    expect(rent.Amt).toBe('901.50');
    const card = entries.find((e) => e.BkTxCd.Prtry.Cd === 'CARD_PURCHASE')!;
    expect(card.NtryDtls.TxDtls.RltdPties.Cdtr.Pty.Nm).toBe('Corner Grocery');
    expect(card.BkTxCd.Domn.Fmly).toEqual({ Cd: 'CCRD', SubFmlyCd: 'POSD' });
    const reversal = entries.find((e) => e.BkTxCd.Prtry.Cd === 'TRANSFER_REVERSAL')!;
    expect(reversal.RvslInd).toBe('true');

    const savings = new XMLParser({ parseTagValue: false }).parse(
      await (
        await bank.call('GET', `/api/accounts/${savingsId}/statements/${period}.camt053.xml`, {
          cookie: demo,
        })
      ).text(),
    );
    const interest = asArray<Tree>(savings.Document.BkToCstmrStmt.Stmt.Ntry).find(
      (e) => e.BkTxCd.Prtry.Cd === 'INTEREST',
    );
    expect(interest.BkTxCd.Domn).toEqual({
      Cd: 'ACMT',
      Fmly: { Cd: 'MCOP', SubFmlyCd: 'INTR' },
    });
  });

  it('any from/to range, with pending card purchases (PDNG) when it runs to today', async () => {
    const card = bank.db
      .select({ card: creditCards })
      .from(creditCards)
      .where(eq(creditCards.accountId, checkingId))
      .get()!.card;
    await simulate('card-authorizations', {
      cardId: card.id,
      amount: '8.00',
      merchant: 'Night Kiosk',
    });
    const res = await bank.call(
      'GET',
      `/api/accounts/${checkingId}/statement.camt053.xml?from=${period}-02`,
      { cookie: demo },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(
        `filename="statement-checking-\\d{4}-${period}-02-to-\\d{4}-\\d{2}-\\d{2}\\.camt053\\.xml"`,
      ),
    );
    const xml = await res.text();
    expect(await schemaErrors(xml)).toEqual([]);
    const doc = new XMLParser({ parseTagValue: false }).parse(xml);
    const entries = asArray<Tree>(doc.Document.BkToCstmrStmt.Stmt.Ntry);
    const pending = entries.filter((e) => e.Sts.Cd === 'PDNG');
    expect(pending).toHaveLength(1);
    expect(pending[0].Amt).toBe('8.00');
    expect(pending[0].CdtDbtInd).toBe('DBIT');
    expect(pending[0].NtryDtls.TxDtls.RltdPties.Cdtr.Pty.Nm).toBe('Night Kiosk');
    const clock = await json<Clock>(bank.call('GET', '/api/admin/clock', { cookie: admin }));
    const ledger = ledgerFigures(checkingId, `${period}-02`, clock.date);
    expect(entries.filter((e) => e.Sts.Cd === 'BOOK')).toHaveLength(ledger.rows.length);
  });
});

describe('OFX statements', () => {
  it('parse back with an outside OFX parser: every amount and both balances the ledger’s', async () => {
    for (const accountId of [checkingId, savingsId]) {
      const res = await bank.call('GET', `/api/accounts/${accountId}/statements/${period}.ofx`, {
        cookie: demo,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/x-ofx');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="statement-(checking|savings)-\\d{4}-${period}\\.ofx"$`),
      );
      const text = await res.text();
      expect(text).toContain('<?OFX OFXHEADER="200" VERSION="220"');
      const ofx = parseSync(text).OFX;
      const stmtrs = ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS;
      expect(stmtrs.CURDEF).toBe('USD');
      const ledger = ledgerFigures(accountId, `${period}-01`, lastDay(period));
      const list = asArray<Tree>(stmtrs.BANKTRANLIST.STMTTRN);
      expect(list.map((t) => Number(t.FITID))).toEqual(ledger.rows.map((r) => r.postingId));
      list.forEach((t, i) => {
        const row = ledger.rows[i]!;
        expect(cents(t.TRNAMT)).toBe(row.type === 'CREDIT' ? row.amount : -row.amount);
        expect(t.DTPOSTED.slice(0, 8)).toBe(row.date.replaceAll('-', ''));
      });
      const total = list.reduce((sum, t) => sum + cents(t.TRNAMT), 0);
      expect(total).toBe(ledger.closing - ledger.opening);
      expect(cents(stmtrs.LEDGERBAL.BALAMT)).toBe(ledger.closing);
      // A month that has ended: nothing is held against it any more.
      expect(cents(stmtrs.AVAILBAL.BALAMT)).toBe(ledger.closing);
      expect(stmtrs.BANKACCTFROM.ACCTTYPE).toBe(accountId === savingsId ? 'SAVINGS' : 'CHECKING');
    }
  });

  it('a range to today: AVAILBAL is the available balance the bank shows, FITIDs stable between downloads', async () => {
    const get = async () =>
      parseSync(
        await (
          await bank.call('GET', `/api/accounts/${checkingId}/statement.ofx?from=${period}-01`, {
            cookie: demo,
          })
        ).text(),
      ).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    const first = await get();
    const second = await get();
    expect(asArray<Tree>(second.BANKTRANLIST.STMTTRN).map((t) => t.FITID)).toEqual(
      asArray<Tree>(first.BANKTRANLIST.STMTTRN).map((t) => t.FITID),
    );
    const account = (
      await json<{ id: number; balance: string; availableBalance: string }[]>(
        bank.call('GET', '/api/accounts', { cookie: demo }),
      )
    ).find((a) => a.id === checkingId)!;
    expect(cents(first.LEDGERBAL.BALAMT)).toBe(cents(account.balance));
    expect(cents(first.AVAILBAL.BALAMT)).toBe(cents(account.availableBalance));
  });
});

describe('refusals', () => {
  it('another customer’s account is 404, a bad month 404, bad dates 400, no session 401', async () => {
    const jane = await bank.login('jane');
    for (const path of [
      `/api/accounts/${checkingId}/statements/${period}.camt053.xml`,
      `/api/accounts/${checkingId}/statements/${period}.ofx`,
      `/api/accounts/${checkingId}/statement.camt053.xml`,
      `/api/accounts/${checkingId}/statement.ofx`,
    ]) {
      const res = await bank.call('GET', path, { cookie: jane });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Account not found', code: 'NOT_FOUND' });
      expect((await bank.call('GET', path)).status, path).toBe(401);
    }
    for (const month of ['1999-01', `${period.slice(0, 4)}-13`]) {
      for (const ext of ['camt053.xml', 'ofx']) {
        const res = await bank.call(
          'GET',
          `/api/accounts/${checkingId}/statements/${month}.${ext}`,
          { cookie: demo },
        );
        expect(res.status, `${month}.${ext}`).toBe(404);
      }
    }
    for (const ext of ['camt053.xml', 'ofx']) {
      const bad = await bank.call(
        'GET',
        `/api/accounts/${checkingId}/statement.${ext}?from=2026-02-30`,
        { cookie: demo },
      );
      expect(bad.status).toBe(400);
      const reversed = await bank.call(
        'GET',
        `/api/accounts/${checkingId}/statement.${ext}?from=2026-05-01&to=2026-04-01`,
        { cookie: demo },
      );
      expect(reversed.status).toBe(400);
    }
    // An admin may read any account's file.
    expect(
      (await bank.call('GET', `/api/accounts/${checkingId}/statement.ofx`, { cookie: admin }))
        .status,
    ).toBe(200);
  });
});
