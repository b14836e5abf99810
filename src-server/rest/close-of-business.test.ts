/**
 * The business clock a trainer moves and close of business, through REST on a real
 * in-memory bank: reading and advancing the clock, interest to the cent against an
 * independent BigInt computation of the documented formula, idempotent days, a crash in the
 * middle of an advance, and the monthly statements with their PDF.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COB_STEPS, runCloseOfBusiness } from '../cob/close-of-business';
import { accounts, cobRuns, notifications, transactions } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;

type Clock = { now: string; offsetSeconds: number; date: string; closedThrough: string | null };

const advance = (body: unknown) =>
  bank.call('POST', '/api/admin/clock/advance', { cookie: admin, body });
const readClock = async () =>
  (await (await bank.call('GET', '/api/admin/clock', { cookie: admin })).json()) as Clock;

// The documented formula, computed here on its own: r = floor(10^12 (1 + 0.0375)^(1/365)) − 10^12
// by bisection on (10^12 + r)^365 × 10000 ≤ 10^(12·365) × 10375.
const E12 = 10n ** 12n;
const RATE = (() => {
  const limit = E12 ** 365n * 10_375n;
  let lo = 0n;
  let hi = 10n ** 9n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if ((E12 + mid) ** 365n * 10_000n <= limit) lo = mid;
    else hi = mid;
  }
  return lo;
})();
const MICRO = 1_000_000n;
const nextDay = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthEnd = (d: string) => nextDay(d).slice(5, 7) !== d.slice(5, 7);
function halfEven(micros: bigint): bigint {
  const q = micros >= 0n ? micros / MICRO : -((-micros + MICRO - 1n) / MICRO);
  const r = micros - q * MICRO;
  if (2n * r > MICRO || (2n * r === MICRO && q % 2n !== 0n)) return q + 1n;
  return q;
}
/** Balance, accrual and interest posted after closing the days after `from` through `to`. */
function expected(balance: bigint, accrued: bigint, from: string, to: string) {
  let posted = 0n;
  for (let d = nextDay(from); d <= to; d = nextDay(d)) {
    if (balance > 0n) accrued += (balance * RATE) / MICRO;
    if (monthEnd(d)) {
      const cents = halfEven(accrued);
      if (cents > 0n) {
        balance += cents;
        posted += cents;
        accrued -= cents * MICRO;
      }
    }
  }
  return { balance, accrued, posted };
}

const savings = () =>
  bank.db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.accountType, 'SAVINGS'), isNull(accounts.closedAt), gt(accounts.balance, 0)),
    )
    .all();

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the business clock', () => {
  it('reads the clock, refuses to go back, and closes each day passed', async () => {
    const start = await readClock();
    expect(start.offsetSeconds).toBe(0);
    expect(Math.abs(Date.parse(start.now) - Date.now())).toBeLessThan(5_000);
    expect((await advance({ until: start.date })).status).toBe(409);
    expect((await advance({ until: '2020-01-01' })).status).toBe(409);
    // A day more than a year ahead would hold the bank for hours: refused, nothing moved.
    const far = await advance({ until: '9999-12-31' });
    expect(far.status).toBe(400);
    expect((await far.json()).message).toMatch(/at most 366 days/);
    expect((await readClock()).offsetSeconds).toBe(start.offsetSeconds);
    expect((await advance({ days: 0 })).status).toBe(400);
    expect((await advance({ days: 367 })).status).toBe(400);
    expect((await advance({})).status).toBe(400);
    const customer = await bank.call('GET', '/api/admin/clock', { cookie: demo });
    expect(customer.status).toBe(403);

    const res = await advance({ days: 1 });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Clock;
    expect(after.offsetSeconds).toBe(86_400);
    expect(after.closedThrough).toBe(start.date);
    expect(verifyLedger(bank.db).ok).toBe(true);
    const audit = await bank.call('GET', '/api/admin/audit?action=CLOCK_ADVANCED', {
      cookie: admin,
    });
    expect(((await audit.json()) as unknown[]).length).toBe(1);
  });

  it('posts exactly the documented interest over 31 days, to the cent', async () => {
    const before = await readClock();
    const snapshot = savings();
    expect(snapshot.length).toBeGreaterThan(0);
    const res = await advance({ days: 31 });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Clock;
    expect(verifyLedger(bank.db).ok).toBe(true);
    let anyPosted = 0n;
    for (const account of snapshot) {
      const want = expected(
        BigInt(account.balance),
        BigInt(account.accruedInterestMicros),
        before.closedThrough!,
        after.closedThrough!,
      );
      const now = bank.db.select().from(accounts).where(eq(accounts.id, account.id)).get()!;
      const interestRows = bank.db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.accountId, account.id),
            eq(transactions.description, 'Interest earned'),
            gt(transactions.date, before.closedThrough!),
          ),
        )
        .all();
      const posted = interestRows.reduce((s, r) => s + BigInt(r.amount), 0n);
      expect(posted).toBe(want.posted);
      expect(BigInt(now.balance)).toBe(want.balance);
      expect(BigInt(now.accruedInterestMicros)).toBe(want.accrued);
      anyPosted += posted;
    }
    expect(anyPosted).toBeGreaterThan(0n);
  });

  it('running close of business for a closed day again changes nothing', async () => {
    const { closedThrough } = await readClock();
    const balances = JSON.stringify(bank.db.select().from(accounts).all());
    const runs = bank.db.select().from(cobRuns).all().length;
    expect(runCloseOfBusiness(bank.db, closedThrough!)).toBe(0);
    expect(JSON.stringify(bank.db.select().from(accounts).all())).toBe(balances);
    expect(bank.db.select().from(cobRuns).all().length).toBe(runs);
  });

  it('resumes after a step failed mid-advance, running nothing twice', async () => {
    const before = await readClock();
    const snapshot = savings();
    const accrual = COB_STEPS.find((s) => s.name === 'interestAccrual')!;
    let calls = 0;
    const original = accrual.run;
    vi.spyOn(accrual, 'run').mockImplementation((db, date) => {
      calls++;
      if (calls === 2) throw new Error('Simulated crash');
      original(db, date);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await advance({ days: 3 })).status).toBe(500);
    const crashed = await readClock();
    expect(crashed.closedThrough).toBe(nextDay(before.closedThrough!));
    expect(verifyLedger(bank.db).ok).toBe(true);

    const res = await advance({ days: 1 });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Clock;
    expect(verifyLedger(bank.db).ok).toBe(true);
    // Days closed: 4; the accrual ran once per day plus the failed attempt.
    expect(calls).toBe(5);
    for (let d = nextDay(before.closedThrough!); d <= after.closedThrough!; d = nextDay(d)) {
      const steps = bank.db
        .select()
        .from(cobRuns)
        .where(eq(cobRuns.date, d))
        .orderBy(asc(cobRuns.id))
        .all();
      expect(steps.map((s) => s.step)).toEqual(COB_STEPS.map((s) => s.name));
    }
    for (const account of snapshot) {
      const want = expected(
        BigInt(account.balance),
        BigInt(account.accruedInterestMicros),
        before.closedThrough!,
        after.closedThrough!,
      );
      const now = bank.db.select().from(accounts).where(eq(accounts.id, account.id)).get()!;
      expect(BigInt(now.balance)).toBe(want.balance);
      expect(BigInt(now.accruedInterestMicros)).toBe(want.accrued);
    }
  });

  it('lists the monthly statements and serves each as PDF', async () => {
    const mine = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
      accountType: string;
    }[];
    const account = mine.find((a) => a.accountType === 'SAVINGS')!;
    const res = await bank.call('GET', `/api/accounts/${account.id}/statements`, { cookie: demo });
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      period: string;
      opening: string;
      closing: string;
      rowCount: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    const latest = list[0]!;
    expect(latest.rowCount).toBeGreaterThan(0);
    const pdf = await bank.call(
      'GET',
      `/api/accounts/${account.id}/statements/${latest.period}.pdf`,
      {
        cookie: demo,
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const missing = await bank.call('GET', `/api/accounts/${account.id}/statements/1999-01.pdf`, {
      cookie: demo,
    });
    expect(missing.status).toBe(404);
    const other = await bank.login('admin');
    expect(
      (await bank.call('GET', `/api/accounts/${account.id}/statements`, { cookie: other })).status,
    ).toBe(200);
    const notes = bank.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Your statement is ready'))
      .all();
    expect(notes.length).toBeGreaterThan(0);
  });
});
