/**
 * Check deposits over multipart: the hold (posted at once, available only after
 * releaseDueCheckHolds at a later business time), the images' content and size checks, the
 * admin's deposits list and return while held (refused after release), idempotency and the
 * ledger's invariants.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessNow } from '../clock/clock';
import { verifyLedger } from '../ledger/verify';
import { DUE_WORK } from '../scheduler/scheduler';
import { releaseDueCheckHolds } from '../services/deposits/check';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';

let bank: TestBank;
let demo: string;
let admin: string;
let uploads: string;

// The smallest real images: the content decides, not the name or the declared type.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Deposit = {
  id: number;
  kind: string;
  status: string;
  amount: string;
  holdReleaseAt: string | null;
  returnReason: string | null;
};

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const SECOND = 1000;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'bank-checks-'));
  bank = await createTestBank('demo', { UPLOAD_DIR: uploads });
  demo = await bank.login('demo');
  admin = await bank.login('admin');
});

const savings = async () =>
  (await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }))).find(
    (a) => a.accountType === 'SAVINGS',
  )!;
const cents = (text: string) => Math.round(Number(text) * 100);
const later = (seconds: number) => new Date(businessNow(bank.db).getTime() + seconds * SECOND);

async function deposit(
  fields: Record<string, string> = {},
  files: { front?: Blob | null; back?: Blob | null } = {},
  headers: Record<string, string> = {},
) {
  const a = await savings();
  const fd = new FormData();
  for (const [k, v] of Object.entries({ accountId: String(a.id), amount: '125.00', ...fields }))
    fd.append(k, v);
  const front = files.front === undefined ? new Blob([JPEG], { type: 'image/jpeg' }) : files.front;
  const back = files.back === undefined ? new Blob([PNG], { type: 'image/png' }) : files.back;
  if (front) fd.append('front', front, 'front.jpg');
  if (back) fd.append('back', back, 'back.png');
  const res = await bank.app.request(`${ORIGIN}/api/deposits/check`, {
    method: 'POST',
    body: fd,
    headers: { Origin: ORIGIN, Cookie: demo, ...headers },
  });
  await assertMatchesContract('POST', '/api/deposits/check', res);
  return res;
}
const counts = () =>
  bank.db.$client
    .prepare('select (select count(*) from deposits) d, (select count(*) from journal_entries) j')
    .get();

describe('check deposits', () => {
  it('post at once and hold the amount: available only after the hold is released', async () => {
    const before = await savings();
    const res = await deposit({ amount: '125.00' });
    expect(res.status).toBe(201);
    const d = await json<Deposit>(res);
    expect(d).toMatchObject({ kind: 'CHECK', status: 'HELD', amount: '125.00' });
    // The trainer's default hold: 60 s of business time.
    const held = Date.parse(d.holdReleaseAt!) - businessNow(bank.db).getTime();
    expect(held).toBeGreaterThan(50 * SECOND);
    expect(held).toBeLessThanOrEqual(60 * SECOND);
    const during = await savings();
    expect(cents(during.balance) - cents(before.balance)).toBe(12500);
    expect(cents(during.availableBalance)).toBe(cents(before.availableBalance));
    expect(verifyLedger(bank.db).violations).toEqual([]);

    expect(releaseDueCheckHolds(bank.db, later(30))).toBe(0);
    expect((await savings()).availableBalance).toBe(during.availableBalance);
    expect(releaseDueCheckHolds(bank.db, later(61))).toBe(1);
    const after = await savings();
    expect(cents(after.availableBalance) - cents(before.availableBalance)).toBe(12500);
    expect(after.balance).toBe(during.balance);
    // Run again: nothing left to release.
    expect(releaseDueCheckHolds(bank.db, later(120))).toBe(0);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('show as "Check deposit" on the statement and in the admin transaction list', async () => {
    const a = await savings();
    const rows = await json<{ description: string; type: string }[]>(
      bank.call('GET', `/api/transactions/${a.id}?q=${encodeURIComponent('Check deposit')}`, {
        cookie: demo,
      }),
    );
    expect(rows.map((r) => [r.description, r.type])).toContainEqual(['Check deposit', 'CREDIT']);
    const all = await json<{ description: string }[]>(
      bank.call('GET', `/api/admin/transactions?accountId=${a.id}&limit=5`, { cookie: admin }),
    );
    expect(all.map((r) => r.description)).toContain('Check deposit');
  });

  it('are released by the scheduler’s due work', async () => {
    const d = await json<Deposit>(deposit({ amount: '3.00' }));
    const now = new Date(Date.parse(d.holdReleaseAt!) + SECOND);
    for (const work of DUE_WORK) work(bank.db, now);
    const list = await json<Deposit[]>(
      bank.call('GET', '/api/admin/deposits?kind=CHECK', { cookie: admin }),
    );
    expect(list.find((x) => x.id === d.id)?.status).toBe('RELEASED');
  });

  it('can be returned by an admin while held: reversed, hold ended, customer told, audited', async () => {
    const before = await savings();
    const d = await json<Deposit>(deposit({ amount: '40.00' }));
    const held = await json<Deposit[]>(
      bank.call('GET', '/api/admin/deposits?status=HELD', { cookie: admin }),
    );
    expect(held.map((x) => x.id)).toContain(d.id);
    const res = await bank.call('POST', `/api/admin/deposits/${d.id}/return`, {
      cookie: admin,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(await json<Deposit>(res)).toMatchObject({
      status: 'RETURNED',
      returnReason: 'returned item',
    });
    const after = await savings();
    expect(after.balance).toBe(before.balance);
    expect(after.availableBalance).toBe(before.availableBalance);
    const rows = await json<{ description: string; type: string; amount: string }[]>(
      bank.call('GET', `/api/transactions/${after.id}?q=${encodeURIComponent('returned item')}`, {
        cookie: demo,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        description: 'Check returned - returned item',
        type: 'DEBIT',
        amount: '40.00',
      }),
    );
    const notes = await json<{ title: string }[]>(
      bank.call('GET', `/api/notifications/${bank.userId('demo')}?limit=5`, { cookie: demo }),
    );
    expect(notes.map((n) => n.title)).toContain('Check returned');
    const audit = await json<{ action: string; targetId: string }[]>(
      bank.call('GET', '/api/admin/audit?action=DEPOSIT_RETURNED', { cookie: admin }),
    );
    expect(audit.map((a) => a.targetId)).toContain(String(d.id));
    // Twice is refused; the books stay balanced.
    const again = await bank.call('POST', `/api/admin/deposits/${d.id}/return`, {
      cookie: admin,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('cannot be returned once the hold was released (409, HOLD_RELEASED), nor by a customer', async () => {
    const d = await json<Deposit>(deposit({ amount: '9.00' }));
    const customer = await bank.call('POST', `/api/admin/deposits/${d.id}/return`, {
      cookie: demo,
      body: {},
    });
    expect(customer.status).toBe(403);
    releaseDueCheckHolds(bank.db, new Date(Date.parse(d.holdReleaseAt!) + SECOND));
    const res = await bank.call('POST', `/api/admin/deposits/${d.id}/return`, {
      cookie: admin,
      body: { reason: 'stale' },
    });
    expect(res.status).toBe(409);
    const body = await json<{ code: string; message: string }>(res);
    expect(body.code).toBe('HOLD_RELEASED');
    expect(body.message).toMatch(/can no longer be returned/);
    const missing = await bank.call('POST', '/api/admin/deposits/999999/return', {
      cookie: admin,
      body: {},
    });
    expect(missing.status).toBe(404);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuse a card deposit’s return with 409', async () => {
    const a = await savings();
    const card = await json<Deposit>(
      bank.call('POST', '/api/deposits/card', {
        cookie: demo,
        body: {
          accountId: a.id,
          amount: '5.00',
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: businessNow(bank.db).getUTCFullYear() + 2,
          cvc: '123',
        },
      }),
    );
    const res = await bank.call('POST', `/api/admin/deposits/${card.id}/return`, {
      cookie: admin,
      body: {},
    });
    expect(res.status).toBe(409);
  });

  it('check the images by content: a PDF named .jpg is 400, a missing back is 400, nothing stored', async () => {
    const before = counts();
    const files = readdirSync(uploads).length;
    const pdf = await deposit({}, { front: new Blob([PDF], { type: 'image/jpeg' }) });
    expect(pdf.status).toBe(400);
    expect((await json<{ message: string }>(pdf)).message).toMatch(/front.*JPEG or PNG/);
    const missing = await deposit({}, { back: null });
    expect(missing.status).toBe(400);
    expect(counts()).toEqual(before);
    expect(readdirSync(uploads).length).toBe(files);
  });

  it('refuse an image over 5 MB with 413 and a bad amount with 400 and its field', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG.subarray(0, 4));
    const before = counts();
    const res = await deposit({}, { front: new Blob([big], { type: 'image/jpeg' }) });
    expect(res.status).toBe(413);
    const bad = await deposit({ amount: '-1' });
    expect(bad.status).toBe(400);
    const body = await json<{ issues: { path: string[] }[] }>(bad);
    expect(body.issues.map((i) => i.path[0])).toContain('amount');
    expect(counts()).toEqual(before);
  });

  it('refuse another customer’s account (404), no session (401) and a JSON body (415)', async () => {
    const jane = await bank.login('jane');
    const janes = (await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: jane })))[0]!;
    expect((await deposit({ accountId: String(janes.id) })).status).toBe(404);
    const anonymous = await bank.app.request(`${ORIGIN}/api/deposits/check`, {
      method: 'POST',
      body: new FormData(),
      headers: { Origin: ORIGIN },
    });
    expect(anonymous.status).toBe(401);
    const asJson = await bank.call('POST', '/api/deposits/check', {
      cookie: demo,
      body: { accountId: 1, amount: '1.00' },
    });
    expect(asJson.status).toBe(415);
  });

  it('answer a repeated Idempotency-Key with the first deposit and keep one pair of images', async () => {
    const before = await savings();
    const files = readdirSync(uploads).length;
    const first = await json<Deposit>(
      deposit({ amount: '11.00' }, {}, { 'Idempotency-Key': 'chk-1' }),
    );
    const again = await json<Deposit>(
      deposit({ amount: '11.00' }, {}, { 'Idempotency-Key': 'chk-1' }),
    );
    expect(again.id).toBe(first.id);
    expect(cents((await savings()).balance) - cents(before.balance)).toBe(1100);
    expect(readdirSync(uploads).length).toBe(files + 2);
    const other = await deposit({ amount: '12.00' }, {}, { 'Idempotency-Key': 'chk-1' });
    expect(other.status).toBe(409);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
