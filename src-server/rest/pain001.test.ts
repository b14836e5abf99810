/**
 * Bulk payments from a pain.001.001.03 file over REST: each credit transfer an item of the
 * batch, once per Idempotency-Key, refusals of bad files naming where they are wrong, and
 * nothing half-applied; the answer as JSON or as a pain.002 status report.
 */
import { readFileSync } from 'node:fs';
import { count, eq, inArray } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { journalEntries, transfers } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { decimalToCents } from '../shared/money';
import { type Pain001Payment, pain001Document } from '../shared/pain001';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';
import { interestSince, statementMark } from '../test/interest';

let bank: TestBank;
type Account = {
  id: number;
  accountType: string;
  accountNumber: string;
  balance: string;
  availableBalance: string;
};
type Result =
  | { index: number; status: 'ok'; transfer: { id: number; amount: string; status: string } }
  | { index: number; status: 'error'; error: { code: string; message: string } };
type Refusal = { message: string; code: string; issues?: { path: string[]; message: string }[] };

const cents = decimalToCents;

const SCHEMA = readFileSync(
  new URL('../test/fixtures/iso20022/pain.001.001.03.xsd', import.meta.url),
  'utf8',
);

beforeAll(async () => {
  bank = await createTestBank();
});

async function accountsOf(cookie: string) {
  const list = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as Account[];
  const byType = (t: string) => list.find((a) => a.accountType === t)!;
  return { checking: byType('CHECKING'), savings: byType('SAVINGS') };
}

/** Sends `xml` as a browser would, and checks the answer against the OpenAPI document. */
async function send(cookie: string, xml: string, headers: Record<string, string> = {}) {
  const path = '/api/transfers/batch';
  const res = await bank.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
      'Content-Type': 'application/xml',
      ...headers,
    },
    body: xml,
  });
  await assertMatchesContract('POST', path, res);
  return res;
}

/** How many transfers and journal entries the bank holds. */
function ledgerCounts() {
  return {
    transfers: bank.db.select({ n: count() }).from(transfers).get()!.n,
    entries: bank.db.select({ n: count() }).from(journalEntries).get()!.n,
  };
}

/** A file from `debtor` with `payments`, to run on `executionDate` (a day already past by default). */
const file = (
  debtor: string,
  payments: Pain001Payment[],
  messageId = 'MSG-1',
  executionDate = '2026-11-26',
) =>
  pain001Document({
    messageId,
    createdAt: '2026-11-26T09:00:00',
    debtorName: 'Demo Customer',
    debtorAccount: debtor,
    executionDate,
    payments,
  });

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `n` payments of `amount` to `creditor`, numbered from 1. */
const many = (n: number, creditor: string, amount = '0.01'): Pain001Payment[] =>
  Array.from({ length: n }, (_, i) => ({
    endToEndId: `E2E-${i + 1}`,
    amount,
    creditorName: 'Demo Savings',
    creditorAccount: creditor,
    remittance: `Payment ${i + 1}`,
  }));

describe('POST /api/transfers/batch with a pain.001 file', () => {
  it('the files it writes are valid pain.001.001.03 documents (the fixture schema is the one the server uses)', async () => {
    const xml = file('1000000001', many(3, 'GB29NWBK60161331926819'));
    const result = await validateXML({
      xml: { fileName: 'payments.xml', contents: xml },
      schema: { fileName: 'pain.001.001.03.xsd', contents: SCHEMA },
    });
    expect(result.errors).toEqual([]);
  });

  it('applies a file of 500 payments once; a retry with its Idempotency-Key moves nothing again', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const xml = file(checking.accountNumber, many(500, savings.accountNumber), 'PAYROLL-500');
    const headers = { 'Idempotency-Key': 'pain-500-once' };
    const res = await send(cookie, xml, headers);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results).toHaveLength(500);
    expect(results.every((r, i) => r.status === 'ok' && r.index === i)).toBe(true);
    const once = ledgerCounts();
    expect(once.transfers).toBe(before.transfers + 500);
    expect(once.entries).toBeGreaterThanOrEqual(before.entries + 500);
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 500);
    expect(cents(after.savings.balance)).toBe(cents(savings.balance) + 500);

    const again = await send(cookie, xml, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as { results: Result[] }).results).toEqual(results);
    expect(ledgerCounts()).toEqual(once);
    const still = await accountsOf(cookie);
    expect(still.checking.balance).toBe(after.checking.balance);
    // The same key for another file is a conflict, and moves nothing.
    const other = await send(
      cookie,
      file(checking.accountNumber, many(2, savings.accountNumber)),
      headers,
    );
    expect(other.status).toBe(409);
    expect(ledgerCounts()).toEqual(once);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuses a file that is not well-formed with 400 naming the line and column, and moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const xml = file(checking.accountNumber, many(3, savings.accountNumber)).replace(
      '<Nm>Demo Savings</Nm></Cdtr>',
      '<Nm>Demo Savings</Cdtr>',
    );
    const res = await send(cookie, xml);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe('INVALID_FILE');
    // The first payment's creditor is on line 23 of the written file.
    expect(body.message).toMatch(/not well-formed XML: line 23, column \d+: .*'Nm'/);
    expect(ledgerCounts()).toEqual(before);
    expect((await accountsOf(cookie)).checking.balance).toBe(checking.balance);
  });

  it('refuses a file that breaks the schema with 400 naming the line and element, and moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const xml = file(checking.accountNumber, many(3, savings.accountNumber)).replace(
      '<InstdAmt Ccy="USD">0.01</InstdAmt></Amt>',
      '<InstdAmt Ccy="USD">one cent</InstdAmt></Amt>',
    );
    const res = await send(cookie, xml);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe('INVALID_FILE');
    expect(body.message).toMatch(/^The file is not a valid pain\.001\.001\.03 document: line 22: /);
    expect(body.message).toContain("Element 'InstdAmt'");
    expect(body.message).not.toContain('urn:iso');
    expect(body.issues?.[0]).toMatchObject({ path: ['line 22'] });
    // An element the schema does not have.
    const stray = await send(
      cookie,
      file(checking.accountNumber, many(1, savings.accountNumber)).replace(
        '<PmtMtd>TRF</PmtMtd>',
        '<PmtMtd>TRF</PmtMtd><Urgent>yes</Urgent>',
      ),
    );
    expect(stray.status).toBe(400);
    expect(((await stray.json()) as Refusal).message).toMatch(/line 13: Element 'Urgent'/);
    expect(ledgerCounts()).toEqual(before);
    expect((await accountsOf(cookie)).checking.balance).toBe(checking.balance);
  });

  it('refuses figures that do not add up, another currency and sub-cent amounts with 400, and moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const good = file(checking.accountNumber, many(2, savings.accountNumber));
    const cases: [string, RegExp][] = [
      [good.replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>3</NbOfTxs>'), /NbOfTxs 3, but it holds 2/],
      [good.replaceAll('<CtrlSum>0.02</CtrlSum>', '<CtrlSum>0.03</CtrlSum>'), /add up to 0\.02/],
      [good.replace('Ccy="USD"', 'Ccy="EUR"'), /EndToEndId E2E-1.*in EUR.*USD only/],
      [good.replaceAll('>0.01<', '>0.005<'), /EndToEndId E2E-1.*at most 2 decimals/],
    ];
    for (const [xml, message] of cases) {
      const res = await send(cookie, xml);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Refusal).message).toMatch(message);
    }
    expect(ledgerCounts()).toEqual(before);
  });

  it('makes a payment file’s texts one line without control characters in the description', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const [one] = many(1, savings.accountNumber, '1.00');
    const res = await send(
      cookie,
      file(
        checking.accountNumber,
        [{ ...one!, remittance: 'Rent\u009b\tNovember\u202e', endToEndId: 'E2E-TEXT' }],
        'MSG-TEXT',
      ),
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results[0]!.status).toBe('ok');
    const id = (results[0] as { transfer: { id: number } }).transfer.id;
    const stored = bank.db
      .select({ description: transfers.description })
      .from(transfers)
      .where(eq(transfers.id, id))
      .get()!;
    expect(stored.description).toBe('Rent November');
  });

  it('refuses a payment to an unknown account on its own: the others run, it moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const payments = many(3, savings.accountNumber, '1.00');
    payments[1] = { ...payments[1]!, creditorAccount: '9999999999' };
    const res = await send(cookie, file(checking.accountNumber, payments));
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results.map((r) => r.status)).toEqual(['ok', 'error', 'ok']);
    expect(results[1]).toMatchObject({
      index: 1,
      error: { code: 'NOT_FOUND', message: expect.stringContaining('9999999999') },
    });
    expect(ledgerCounts().transfers).toBe(before.transfers + 2);
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 200);
    expect(cents(after.savings.balance)).toBe(cents(savings.balance) + 200);

    // A debtor account that is not the caller's: every payment refused, nothing moves.
    const jane = await accountsOf(await bank.login('jane'));
    const mid = ledgerCounts();
    const foreign = await send(
      cookie,
      file(jane.checking.accountNumber, many(2, savings.accountNumber)),
    );
    expect(foreign.status).toBe(200);
    const refused = ((await foreign.json()) as { results: Result[] }).results;
    expect(refused.map((r) => r.status)).toEqual(['error', 'error']);
    expect(ledgerCounts()).toEqual(mid);
    expect((await accountsOf(await bank.login('jane'))).checking.balance).toBe(
      jane.checking.balance,
    );
  });

  it('refuses one payment over the daily limit on its own, and answers it as AM02 in a pain.002 report', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const payee = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie,
        body: {
          name: 'Big Supplier',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
          swiftCode: 'NWBKGB2L',
        },
      })
    ).json()) as { id: number };
    expect(payee.id).toBeGreaterThan(0);
    await bank.call('POST', `/api/users/${bank.userId('demo')}/verify-pin`, {
      cookie,
      body: { pin: '1234' },
    });
    const before = ledgerCounts();
    const payments: Pain001Payment[] = [
      {
        endToEndId: 'OK-1',
        amount: '2.00',
        creditorName: 'Me',
        creditorAccount: savings.accountNumber,
      },
      {
        endToEndId: 'HUGE-1',
        amount: '60000.00',
        creditorName: 'Big Supplier',
        creditorAccount: 'GB29 NWBK 6016 1331 9268 19',
        remittance: 'Invoice 77',
      },
      { endToEndId: 'GONE-1', amount: '1.00', creditorName: 'Nobody', creditorAccount: '12345' },
    ];
    const res = await send(cookie, file(checking.accountNumber, payments, 'LIMITS-1'), {
      Accept: 'application/xml',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const report = new XMLParser({
      removeNSPrefix: true,
      isArray: (n) => n === 'TxInfAndSts',
    }).parse(await res.text());
    const status = report.Document.CstmrPmtStsRpt;
    expect(status.OrgnlGrpInfAndSts).toMatchObject({
      OrgnlMsgId: 'LIMITS-1',
      OrgnlMsgNmId: 'pain.001.001.03',
      GrpSts: 'PART',
    });
    const txs = status.OrgnlPmtInfAndSts.TxInfAndSts as {
      OrgnlEndToEndId: string;
      TxSts: string;
      StsRsnInf?: { Rsn: { Cd: string }; AddtlInf: string };
    }[];
    expect(txs.map((t) => [t.OrgnlEndToEndId, t.TxSts, t.StsRsnInf?.Rsn.Cd])).toEqual([
      ['OK-1', 'ACSC', undefined],
      ['HUGE-1', 'RJCT', 'AM02'],
      ['GONE-1', 'RJCT', 'AC01'],
    ]);
    expect(txs[1]!.StsRsnInf!.AddtlInf).toMatch(/daily limit/);
    expect(ledgerCounts().transfers).toBe(before.transfers + 1);
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 200);
  });

  it('answers insufficient funds as AM04 and a file with nothing accepted as RJCT', async () => {
    const cookie = await bank.login('jane');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const res = await send(
      cookie,
      file(checking.accountNumber, many(1, savings.accountNumber, '999999999.00'), 'BROKE-1'),
      { Accept: 'application/xml' },
    );
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<GrpSts>RJCT</GrpSts>');
    expect(xml).toContain('<Cd>AM04</Cd>');
    expect(ledgerCounts()).toEqual(before);
  });

  it('refuses a file over the batch limit with 413 and moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const res = await send(cookie, file(checking.accountNumber, many(1001, savings.accountNumber)));
    expect(res.status).toBe(413);
    const body = (await res.json()) as Refusal;
    expect(body).toMatchObject({ code: 'TOO_MANY_PAYMENTS' });
    expect(body.message).toMatch(/1001 payments: a batch holds at most 1000/);
    expect(ledgerCounts()).toEqual(before);
    expect((await accountsOf(cookie)).checking.balance).toBe(checking.balance);
  });

  it('keeps the JSON batch for JSON bodies and the money gate for files', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const json = await bank.call('POST', '/api/transfers/batch', {
      cookie,
      body: {
        items: [
          {
            fromAccountId: checking.id,
            toAccountId: savings.id,
            amount: '0.01',
            transferType: 'INTERNAL',
          },
        ],
      },
    });
    expect(json.status).toBe(200);
    const before = ledgerCounts();
    const anonymous = await bank.app.request(`${ORIGIN}/api/transfers/batch`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/xml' },
      body: file(checking.accountNumber, many(1, savings.accountNumber)),
    });
    expect(anonymous.status).toBe(401);
    const mint = async (scopes: string[]) =>
      (
        (await (
          await bank.call('POST', '/api/tokens', {
            cookie,
            body: { name: `pain ${scopes.join('+')}`, scopes, expiresInDays: 1 },
          })
        ).json()) as { token: string }
      ).token;
    const xml = file(checking.accountNumber, many(1, savings.accountNumber));
    const readOnly = await send('', xml, { Authorization: `Bearer ${await mint(['read'])}` });
    expect(readOnly.status).toBe(403);
    expect(((await readOnly.json()) as Refusal).code).toBe('TOKEN_SCOPE');
    expect(ledgerCounts()).toEqual(before);
    const payer = await send('', xml, { Authorization: `Bearer ${await mint(['transfer'])}` });
    expect(payer.status).toBe(200);
    expect(ledgerCounts().transfers).toBe(before.transfers + 1);
  });

  it("stores the payments of a file dated after today as SCHEDULED (PDNG) and runs them at that day's close of business", async () => {
    const admin = await bank.login('admin');
    const clock = await bank.call('GET', '/api/admin/clock', { cookie: admin });
    const today = ((await clock.json()) as { date: string }).date;
    const tomorrow = nextDay(today);
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();

    const res = await send(
      cookie,
      file(checking.accountNumber, many(2, savings.accountNumber, '3.00'), 'LATER-1', tomorrow),
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: {
        status: string;
        transfer: { id: number; status: string; scheduledDate: string };
      }[];
    };
    expect(results.map((r) => [r.status, r.transfer.status, r.transfer.scheduledDate])).toEqual([
      ['ok', 'SCHEDULED', tomorrow],
      ['ok', 'SCHEDULED', tomorrow],
    ]);
    const report = await send(
      cookie,
      file(checking.accountNumber, many(1, savings.accountNumber, '4.00'), 'LATER-2', tomorrow),
      { Accept: 'application/xml' },
    );
    const xml = await report.text();
    expect(xml).toContain('<GrpSts>ACCP</GrpSts>');
    expect(xml).toContain('<TxSts>PDNG</TxSts>');
    // Stored, not posted: no journal entry, the balances as they were.
    expect(ledgerCounts()).toEqual({ transfers: before.transfers + 3, entries: before.entries });
    expect((await accountsOf(cookie)).checking.balance).toBe(checking.balance);

    const mark = statementMark(bank.db);
    const advanced = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { until: nextDay(tomorrow) },
    });
    expect(advanced.status).toBe(200);
    const after = await accountsOf(cookie);
    expect(cents(after.checking.balance)).toBe(cents(checking.balance) - 1000);
    // Closing a month's last day also credits savings interest.
    expect(cents(after.savings.balance) - interestSince(bank.db, savings.id, mark)).toBe(
      cents(savings.balance) + 1000,
    );
    const ids = results.map((r) => r.transfer.id);
    const rows = bank.db.select().from(transfers).where(inArray(transfers.id, ids)).all();
    expect(rows.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuses a requested execution date the schema allows but no day of the bank is (a five-digit year), and moves nothing', async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const before = ledgerCounts();
    const res = await send(
      cookie,
      file(checking.accountNumber, many(1, savings.accountNumber), 'FAR-1', '12026-01-01'),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe('INVALID_FILE');
    expect(body.message).toBe(
      'The requested execution date 12026-01-01 (ReqdExctnDt) is not a date this bank can run: give it as YYYY-MM-DD',
    );
    expect(ledgerCounts()).toEqual(before);
  });

  it("answers in the caller's language: a refused payment and a refused file in Italian, codes unchanged, the replay in the replayer's", async () => {
    const cookie = await bank.login('demo');
    const { checking, savings } = await accountsOf(cookie);
    const italian = { 'Accept-Language': 'it' };
    const payments: Pain001Payment[] = [
      {
        endToEndId: 'IT-1',
        amount: '1.00',
        creditorName: 'Me',
        creditorAccount: savings.accountNumber,
      },
      { endToEndId: 'IT-2', amount: '1.00', creditorName: 'Nobody', creditorAccount: '12345' },
    ];
    const xml = file(checking.accountNumber, payments, 'ITALIAN-1');
    const key = { 'Idempotency-Key': 'pain-italian-1' };
    const res = await send(cookie, xml, { ...italian, ...key });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results[0]!.status).toBe('ok');
    expect(results[1]).toEqual({
      index: 1,
      status: 'error',
      error: {
        code: 'NOT_FOUND',
        message:
          'Il conto di accredito 12345 non è né uno dei tuoi conti né un beneficiario salvato: aggiungilo prima come beneficiario',
      },
    });
    const replay = await send(cookie, xml, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const replayed = ((await replay.json()) as { results: Result[] }).results[1]!;
    expect(replayed.status === 'error' && replayed.error.message).toBe(
      'Creditor account 12345 is neither one of your accounts nor a saved payee: add it as a payee first',
    );

    const euros = pain001Document({
      messageId: 'EUR-1',
      createdAt: '2026-11-26T09:00:00',
      debtorName: 'Demo Customer',
      debtorAccount: checking.accountNumber,
      executionDate: '2026-11-26',
      currency: 'EUR',
      payments: payments.slice(0, 1),
    });
    const refused = await send(cookie, euros, italian);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'INVALID_FILE',
      message: "Pagamento 1 (EndToEndId IT-1): l'importo è in EUR; questa banca paga solo in USD",
    });

    const json = await bank.call('POST', '/api/transfers/batch', {
      cookie,
      headers: italian,
      body: {
        items: [
          {
            transferType: 'INTERNAL',
            fromAccountId: checking.id,
            toAccountId: savings.id,
            amount: '999999999.00',
          },
        ],
      },
    });
    expect(json.status).toBe(200);
    const [item] = ((await json.json()) as { results: Result[] }).results;
    expect(item!.status === 'error' && item!.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(item!.status === 'error' && item!.error.message).toMatch(/^Fondi insufficienti/);
  });
});
