/**
 * Interest on savings, in exact integers.
 *
 * - The brand's savings APY (`SAVINGS_APY_BP`, basis points: 375 = 3.75 %) becomes a daily
 *   rate once per process: r_d = (1 + APY)^(1/365) − 1 as a fixed-point integer in parts per
 *   10^12, `savingsDailyRatePpt()` = floor(10^12 × (1 + APY)^(1/365)) − 10^12, found exactly with
 *   BigInt (the largest x with (10^12 + x)^365 ≤ 10^(12·365) × (1 + APY)).
 * - Each closed day every open SAVINGS account with a positive posted balance accrues
 *   floor(balance_cents × r_d_ppt / 10^6) micro-cents (10^-6 cent), that is
 *   floor(balance × r_d × 10^6), into `accounts.accrued_interest_micros`. The balance is the
 *   posted balance when the day closes.
 * - On the month's last day the accrual is posted: cents = accrual / 10^6 rounded half to
 *   even; the remainder (accrual − cents × 10^6, possibly negative) stays for next month. The
 *   posting credits the account ("Interest earned") and debits INTEREST_EXPENSE.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { postJournal } from '../ledger/post';
import { SAVINGS_APY_BP } from '../shared/interest';

const PPT = 10n ** 12n;
/** Micro-cents per cent. */
export const MICROS_PER_CENT = 1_000_000n;

/**
 * The daily rate of an APY in parts per 10^12: floor(10^12 × (1 + apy)^(1/365)) − 10^12.
 * @param apyBp the annual percentage yield in basis points (375 = 3.75 %)
 */
export function dailyRatePpt(apyBp: number): bigint {
  const target = PPT ** 365n * (10_000n + BigInt(apyBp));
  // Largest x with (PPT + x)^365 ≤ PPT^365 × (1 + apy): binary search on x.
  let lo = 0n;
  let hi = PPT;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    const power = (PPT + mid) ** 365n;
    // (PPT + mid)^365 ≤ PPT^365 × (10^4 + bp) / 10^4  ⇔  power × 10^4 ≤ target
    if (power * 10_000n <= target) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
}

let savingsRate: bigint | undefined;

/** The savings daily rate in parts per 10^12, computed on first use (then kept). */
export function savingsDailyRatePpt(): bigint {
  savingsRate ??= dailyRatePpt(SAVINGS_APY_BP);
  return savingsRate;
}

/**
 * Splits an accrual (micro-cents) into whole cents, rounded half to even, and the remainder
 * carried to the next month.
 */
export function roundAccrual(micros: bigint): { cents: bigint; remainder: bigint } {
  let q = micros / MICROS_PER_CENT;
  let r = micros - q * MICROS_PER_CENT;
  if (r < 0n) {
    q -= 1n;
    r += MICROS_PER_CENT;
  }
  if (r * 2n > MICROS_PER_CENT || (r * 2n === MICROS_PER_CENT && q % 2n !== 0n)) q += 1n;
  return { cents: q, remainder: micros - q * MICROS_PER_CENT };
}

/**
 * COB step: every open SAVINGS account with a positive balance accrues one day of interest,
 * in one UPDATE (SQLite's 64-bit integer arithmetic: exact while balance × rate < 2^63,
 * that is balances under $900 million).
 * @returns how many accounts accrued
 */
export function accrueInterest(db: Db, _date: string): number {
  // An integer literal: a bound JS number would be a REAL, and the product a float.
  const rate = sql.raw(savingsDailyRatePpt().toString());
  return db
    .update(accounts)
    .set({
      accruedInterestMicros: sql`${accounts.accruedInterestMicros} + (${accounts.balance} * ${rate}) / 1000000`,
    })
    .where(
      and(eq(accounts.accountType, 'SAVINGS'), isNull(accounts.closedAt), gt(accounts.balance, 0)),
    )
    .run().changes;
}

/** The instant a business day ends ('YYYY-MM-DD' → its last millisecond, UTC). */
export function endOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999Z`);
}

/** True when `date` ('YYYY-MM-DD') is the last day of its month. */
export function isMonthEnd(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCMonth() !== new Date(`${date}T00:00:00Z`).getUTCMonth();
}

/**
 * COB step, on a month's last day only: posts each SAVINGS account's accrued interest as
 * "Interest earned" dated that day (see postAccruedInterest).
 * @returns how many accounts were paid interest (0 on other days)
 */
export function postInterest(db: Db, date: string): number {
  return isMonthEnd(date) ? postAccruedInterest(db, endOfDay(date)).accounts : 0;
}

/**
 * Posts each SAVINGS account's accrued interest (rounded half to even to cents; the
 * remainder is kept for later) as one "Interest earned" entry from INTEREST_EXPENSE, at `at`.
 * An accrual under half a cent posts nothing and stays accrued.
 * @returns how many accounts were paid and the total paid, in cents
 */
export function postAccruedInterest(db: Db, at: Date): { accounts: number; total: number } {
  const due = db
    .select({ id: accounts.id, accrued: accounts.accruedInterestMicros })
    .from(accounts)
    .where(and(eq(accounts.accountType, 'SAVINGS'), ne(accounts.accruedInterestMicros, 0)))
    .all();
  const period = at.toISOString().slice(0, 7);
  let paid = 0;
  let total = 0;
  for (const account of due) {
    const { cents, remainder } = roundAccrual(BigInt(account.accrued));
    if (cents <= 0n) continue;
    postJournal(db, {
      kind: 'INTEREST',
      description: `Interest earned ${period}`,
      at,
      lines: [
        {
          accountId: account.id,
          amount: Number(cents),
          description: 'Interest earned',
          category: 'Interest',
        },
        { ledger: 'INTEREST_EXPENSE', amount: -Number(cents) },
      ],
    });
    db.update(accounts)
      .set({ accruedInterestMicros: Number(remainder) })
      .where(eq(accounts.id, account.id))
      .run();
    paid++;
    total += Number(cents);
  }
  return { accounts: paid, total };
}
