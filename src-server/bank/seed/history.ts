/**
 * Deterministic statement history for the demo customers: salary, rent, utilities, card
 * purchases in several categories, monthly savings transfers, interest, and for a small
 * business its clients, suppliers and the owner's draw. The same seed gives the same amounts
 * and descriptions; dates are relative to the seeding day (midday UTC of each day) so the
 * demo always looks current, and the same seeding day gives the same history.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** A small deterministic PRNG (mulberry32): same seed, same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number of cents between min and max (inclusive), from the PRNG. */
function centsBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Which of a seeded customer's accounts a movement touches; the key is also the account type. */
export type AccountKey = 'CHECKING' | 'SAVINGS' | 'CURRENT';

/** One movement of the history, from the customer's point of view. */
export type HistoryEvent =
  | {
      kind: 'EXTERNAL';
      at: Date;
      account: AccountKey;
      /** Signed cents: positive money in (salary), negative money out (purchase). */
      amount: number;
      description: string;
      category: string;
    }
  | { kind: 'INTEREST'; at: Date; account: AccountKey; description: string }
  | {
      /** A LOCAL or WIRE transfer to one of the profile's payees, completed the same day. */
      kind: 'PAYEE';
      at: Date;
      /** Index into `profile.payees`. */
      payee: number;
      amount: number;
      description: string;
    }
  | {
      kind: 'INTERNAL';
      at: Date;
      from: AccountKey;
      to: AccountKey;
      amount: number;
      description: string;
    };

type WithoutAt<T> = T extends unknown ? Omit<T, 'at'> : never;

/** What one customer's history is made of; amounts are cents, days are days of the month. */
export interface CustomerProfile {
  /** The PRNG seed: the same seed gives the same amounts, merchants and days. */
  seed: number;
  /** Whole months of history before the current one. */
  months: number;
  /**
   * The monthly income into CHECKING; `label` heads the statement text ('Salary' unless
   * said: 'Pension', 'Wages'), `category` its category ('SALARY' unless said).
   */
  salary: { employer: string; amount: number; day: number; label?: string; category?: string };
  /** The monthly housing payment out of CHECKING; `label` defaults to 'Rent'. */
  rent: { payee: string; amount: number; day: number; label?: string };
  /** Card purchases a month, from the first to the second figure (inclusive). */
  purchasesPerMonth: [number, number];
  /** CHECKING → SAVINGS on the 25th; 0 for none. */
  monthlySavings: number;
  /** Freelance or business income and insurance on a CURRENT account, when the customer has one. */
  current?: {
    client: string;
    min: number;
    max: number;
    /** Supplier payments out of CURRENT, one of each a month (a small business). */
    suppliers?: { payee: string; min: number; max: number; day: number }[];
    /** The owner's monthly draw, CURRENT → CHECKING on the 27th (a small business). */
    draw?: number;
  };
  /** Saved beneficiaries paid once a month by LOCAL or WIRE transfer out of CHECKING. */
  payees?: SeedPayee[];
}

/** A beneficiary of the seed and the monthly transfer it receives (cents, day of month). */
export interface SeedPayee {
  name: string;
  bankName: string;
  accountNumber: string;
  /** A WIRE payee's SWIFT/BIC and ISO country code. */
  swiftCode?: string;
  country?: string;
  type: 'LOCAL' | 'WIRE';
  min: number;
  max: number;
  day: number;
  description: string;
}

const UTILITIES = [
  { payee: 'City Power & Light', day: 8, min: 6_000, max: 14_000, category: 'UTILITIES' },
  { payee: 'Metro Water', day: 12, min: 3_000, max: 5_500, category: 'UTILITIES' },
  { payee: 'FiberNet Internet', day: 15, min: 5_999, max: 5_999, category: 'UTILITIES' },
  { payee: 'Telco One Mobile', day: 20, min: 4_500, max: 4_500, category: 'UTILITIES' },
];

const MERCHANTS = [
  { name: 'FreshMart Groceries', category: 'GROCERIES', min: 2_500, max: 16_000 },
  { name: 'Green Valley Market', category: 'GROCERIES', min: 1_200, max: 9_000 },
  { name: "Luigi's Trattoria", category: 'DINING', min: 2_800, max: 9_500 },
  { name: 'Blue Door Cafe', category: 'DINING', min: 450, max: 2_400 },
  { name: 'QuickFuel Station', category: 'FUEL', min: 3_500, max: 7_800 },
  { name: 'Northgate Mall', category: 'SHOPPING', min: 1_900, max: 24_000 },
  { name: 'BookNook', category: 'SHOPPING', min: 900, max: 4_500 },
  { name: 'StreamFlix', category: 'ENTERTAINMENT', min: 1_599, max: 1_599 },
  { name: 'Cineplex Downtown', category: 'ENTERTAINMENT', min: 1_400, max: 4_200 },
  { name: 'Metro Transit', category: 'TRANSPORT', min: 250, max: 3_000 },
];

/**
 * The history of one customer over the last `profile.months` months plus the current month
 * up to `now`, in date order. Times are at midday UTC so the statement day never shifts.
 * @returns the events and the day the accounts were opened (for the opening deposits)
 */
export function buildHistory(
  profile: CustomerProfile,
  now: Date,
): { openedAt: Date; events: HistoryEvent[] } {
  const random = prng(profile.seed);
  const today = dayjs.utc(now);
  const firstMonth = today.startOf('month').subtract(profile.months, 'month');
  const openedAt = firstMonth.add(12, 'hour').toDate();
  const events: HistoryEvent[] = [];
  const on = (month: dayjs.Dayjs, day: number) =>
    month.date(Math.min(day, month.daysInMonth())).add(12, 'hour');

  for (let m = 0; m <= profile.months; m++) {
    const month = firstMonth.add(m, 'month');
    const push = (when: dayjs.Dayjs, event: WithoutAt<HistoryEvent>) => {
      if (when.isAfter(today)) return;
      events.push({ ...event, at: when.toDate() } as HistoryEvent);
    };
    push(on(month, profile.salary.day), {
      kind: 'EXTERNAL',
      account: 'CHECKING',
      amount: profile.salary.amount,
      description: `${profile.salary.label ?? 'Salary'} - ${profile.salary.employer}`,
      category: profile.salary.category ?? 'SALARY',
    });
    push(on(month, profile.rent.day), {
      kind: 'EXTERNAL',
      account: 'CHECKING',
      amount: -profile.rent.amount,
      description: `${profile.rent.label ?? 'Rent'} - ${profile.rent.payee}`,
      category: 'HOUSING',
    });
    for (const u of UTILITIES) {
      push(on(month, u.day), {
        kind: 'EXTERNAL',
        account: 'CHECKING',
        amount: -centsBetween(random, u.min, u.max),
        description: `Bill payment - ${u.payee}`,
        category: u.category,
      });
    }
    const [minBuys, maxBuys] = profile.purchasesPerMonth;
    const purchases = minBuys + Math.floor(random() * (maxBuys - minBuys + 1));
    for (let i = 0; i < purchases; i++) {
      const merchant = MERCHANTS[Math.floor(random() * MERCHANTS.length)]!;
      push(on(month, 1 + Math.floor(random() * 28)), {
        kind: 'EXTERNAL',
        account: 'CHECKING',
        amount: -centsBetween(random, merchant.min, merchant.max),
        description: `Card purchase - ${merchant.name}`,
        category: merchant.category,
      });
    }
    if (profile.monthlySavings > 0) {
      push(on(month, 25), {
        kind: 'INTERNAL',
        from: 'CHECKING',
        to: 'SAVINGS',
        amount: profile.monthlySavings,
        description: 'Monthly savings',
      });
    }
    push(month.endOf('month').startOf('day').add(12, 'hour'), {
      kind: 'INTEREST',
      account: 'SAVINGS',
      description: 'Interest earned',
    });
    if (profile.current) {
      push(on(month, 5), {
        kind: 'EXTERNAL',
        account: 'CURRENT',
        amount: centsBetween(random, profile.current.min, profile.current.max),
        description: `Freelance payment - ${profile.current.client}`,
        category: 'INCOME',
      });
      push(on(month, 18), {
        kind: 'EXTERNAL',
        account: 'CURRENT',
        amount: -8_990,
        description: 'Insurance - SafeHome Mutual',
        category: 'INSURANCE',
      });
      for (const supplier of profile.current.suppliers ?? []) {
        push(on(month, supplier.day), {
          kind: 'EXTERNAL',
          account: 'CURRENT',
          amount: -centsBetween(random, supplier.min, supplier.max),
          description: `Supplier payment - ${supplier.payee}`,
          category: 'BUSINESS',
        });
      }
      if (profile.current.draw) {
        push(on(month, 27), {
          kind: 'INTERNAL',
          from: 'CURRENT',
          to: 'CHECKING',
          amount: profile.current.draw,
          description: "Owner's draw",
        });
      }
    }
    (profile.payees ?? []).forEach((payee, index) => {
      push(on(month, payee.day), {
        kind: 'PAYEE',
        payee: index,
        amount: centsBetween(random, payee.min, payee.max),
        description: payee.description,
      });
    });
  }
  // Stable sort: same-day events keep their generation order.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { openedAt, events };
}

/** Monthly interest in cents for a balance at 3.75 % APY (simple monthly approximation). */
export function monthlyInterest(balanceCents: number): number {
  return Math.floor((balanceCents * 375) / 120_000);
}
