/**
 * The admin overview's figures: customer deposits at each month's end, transfer volume per
 * day and type, and the queues waiting for an admin. Each reads kept figures or a range of
 * an index, never the postings, so its cost follows the window asked for, not the history.
 */
import { count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountMonthTotals,
  applications,
  ledgerAccounts,
  loanApplications,
  supportTickets,
  transferDayTotals,
  transfers,
} from '../../db/schema';

/** One month of customer deposits; cents. */
export interface DepositMonth {
  /** UTC month, 'YYYY-MM'. */
  month: string;
  /** Sum of every customer account's posted balance at the month's end (cents). */
  deposits: number;
  /** Money into customer accounts during the month (cents, ≥ 0). */
  credits: number;
  /** Money out of customer accounts during the month (cents, ≥ 0). */
  debits: number;
}

/** 'YYYY-MM' of `date` in UTC, moved by `delta` months. */
function monthOf(date: Date, delta = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + delta, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Customer deposits at the end of each of the `months` UTC months up to `now`'s (oldest
 * first; the current month's figure is today's). The rule: every journal entry sums to
 * zero, so all customer balances together are minus the bank's own ledger accounts (four
 * rows); a month's end is that total less the net credits of every later month, read from
 * the kept month totals (`account_month_totals`, a range of its month index).
 * @param now business time (the bank's clock): its month is the last one
 */
export function depositsByMonth(db: Db, now: Date, months = 12): DepositMonth[] {
  const first = monthOf(now, -(months - 1));
  const ledger = db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .get();
  const rows = db
    .select({
      month: accountMonthTotals.month,
      credits: sql<number>`sum(${accountMonthTotals.credit})`,
      debits: sql<number>`sum(${accountMonthTotals.debit})`,
    })
    .from(accountMonthTotals)
    .where(gte(accountMonthTotals.month, first))
    .groupBy(accountMonthTotals.month)
    .all();
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  // Walk back from today's total; months after `now`'s (a business clock ahead) count too.
  let end = -(ledger?.total ?? 0);
  for (const r of rows) if (r.month > monthOf(now)) end -= r.credits - r.debits;
  const out: DepositMonth[] = [];
  for (let i = 0; i < months; i++) {
    const month = monthOf(now, -i);
    const r = byMonth.get(month);
    const credits = r?.credits ?? 0;
    const debits = r?.debits ?? 0;
    out.push({ month, deposits: end, credits, debits });
    end -= credits - debits;
  }
  return out.reverse();
}

/** One UTC day's transfer volume by type: amounts in cents, counts of transfers. */
export interface TransferDay {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  LOCAL: number;
  WIRE: number;
  INTERNAL: number;
  count: number;
}

/**
 * The amount (cents) of transfers created on each of the `days` UTC days up to `now`'s
 * (oldest first, every day present, zero when quiet), by type; FAILED and CANCELLED transfers
 * moved no money and are left out. Reads the kept day totals (`transfer_day_totals`, up to 3
 * rows a day), so the cost does not grow with the number of transfers.
 * @param now business time (the bank's clock): its day is the last one
 */
export function transferVolumeByDay(db: Db, now: Date, days = 30): TransferDay[] {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1));
  const rows = db
    .select()
    .from(transferDayTotals)
    .where(gte(transferDayTotals.day, new Date(start).toISOString().slice(0, 10)))
    .all();
  const out: TransferDay[] = [];
  const index = new Map<string, TransferDay>();
  for (let i = 0; i < days; i++) {
    const d = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const entry = { day: d, LOCAL: 0, WIRE: 0, INTERNAL: 0, count: 0 };
    index.set(d, entry);
    out.push(entry);
  }
  for (const r of rows) {
    const entry = index.get(r.day);
    if (!entry) continue; // created after `now` (a clock moved back): not in the window
    entry[r.transferType] += r.amount;
    entry.count += r.count;
  }
  return out;
}

/** What waits for an admin. */
export interface Queues {
  /** PENDING transfers by type (INTERNAL ones complete at once, so LOCAL and WIRE). */
  pendingTransfers: { LOCAL: number; WIRE: number };
  /** Enrollment applications with status PENDING. */
  pendingEnrollments: number;
  /** Loan applications with status PENDING. */
  pendingLoanApplications: number;
  /** Support tickets with status OPEN. */
  openTickets: number;
}

/** Counts each queue from its status index (only the waiting rows are read). */
export function adminQueues(db: Db): Queues {
  const pending = db
    .select({ type: transfers.transferType, n: count() })
    .from(transfers)
    .where(eq(transfers.status, 'PENDING'))
    .groupBy(transfers.transferType)
    .all();
  const n = (type: 'LOCAL' | 'WIRE') => pending.find((r) => r.type === type)?.n ?? 0;
  const countWhere = (table: typeof applications | typeof loanApplications, status: string) =>
    db.select({ n: count() }).from(table).where(eq(table.status, status)).get()?.n ?? 0;
  return {
    pendingTransfers: { LOCAL: n('LOCAL'), WIRE: n('WIRE') },
    pendingEnrollments: countWhere(applications, 'PENDING'),
    pendingLoanApplications: countWhere(loanApplications, 'PENDING'),
    openTickets:
      db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'OPEN')).get()
        ?.n ?? 0,
  };
}
