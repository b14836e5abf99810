/**
 * Bill Pay (Bill Pay). Paying a
 * bill is a ledger movement from the chosen account to EXTERNAL_CLEARING with a statement
 * row naming the biller; a paid recurring bill creates next month's bill.
 */
import dayjs from 'dayjs';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, bills } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { businessRule, conflict, DomainError, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import type { BillSchema, CreateBillInputSchema } from '../../shared/dto';
import { displayUsd, formatCents } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { type Order, type Page, type PageQuery, tablePage } from '../paging';
import { assertAvailable } from '../transfers/settlement';

/** A bill on the wire (see BillSchema): amount a two-decimal string, `overdue` derived. */
export type BillDto = z.infer<typeof BillSchema>;

/** The business day (YYYY-MM-DD) of business time `now`: what Overdue is judged by. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
type BillRow = typeof bills.$inferSelect;

/**
 * Whether a bill is overdue on business day `today` (YYYY-MM-DD): still PENDING and due
 * before that day. Derived when read, never stored, so advancing the clock makes it so.
 */
export function isOverdue(bill: Pick<BillRow, 'status' | 'dueDate'>, today: string): boolean {
  return bill.status === 'PENDING' && bill.dueDate < today;
}

/** Whether `bill` is overdue at business time `now` (see isOverdue). */
export function overdueAt(bill: Pick<BillRow, 'status' | 'dueDate'>, now: Date): boolean {
  return isOverdue(bill, dayOf(now));
}

function toDto(row: BillRow, today: string): BillDto {
  return {
    id: row.id,
    userId: row.userId,
    billerName: row.billerName,
    accountNumber: row.accountNumber,
    category: row.category,
    amount: formatCents(row.amount),
    dueDate: row.dueDate,
    status: row.status,
    isRecurring: row.isRecurring ? 'true' : 'false',
    autopay: row.autopay,
    overdue: isOverdue(row, today),
    paidAt: row.paidAt?.toISOString() ?? null,
    paidFromAccountId: row.paidFromAccountId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** By due date, soonest first, then id (index on (user, due date)). */
const BILL_ORDER: Order<BillRow> = [
  { column: bills.dueDate, dir: 'asc', kind: 'text', value: (r) => r.dueDate },
  { column: bills.id, dir: 'asc', kind: 'integer', value: (r) => r.id },
];

/**
 * One page of the bills of `userId`, by due date (soonest first), with their count.
 * @param now business time: a PENDING bill due before its day shows Overdue
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listBills(db: Db, userId: number, q: PageQuery, now: Date): Page<BillDto> {
  const today = dayOf(now);
  return tablePage(db, bills, eq(bills.userId, userId), BILL_ORDER, q, (row: BillRow) =>
    toDto(row, today),
  );
}

/**
 * Adds a PENDING bill for `userId` (amount in cents) and audits it.
 * @param now business time: the bill's creation and audit date, and the day Overdue is judged by
 * @returns the bill
 */
export function createBill(
  db: Db,
  userId: number,
  input: Omit<z.output<typeof CreateBillInputSchema>, 'userId' | 'status'>,
  now: Date,
): BillDto {
  return atomically(db, () => {
    const row = db
      .insert(bills)
      .values({ ...input, userId, status: 'PENDING', createdAt: now })
      .returning()
      .get();
    recordAudit(db, {
      actorId: userId,
      action: 'BILL_CREATED',
      targetType: 'bill',
      targetId: row.id,
      after: toDto(row, dayOf(now)),
      at: now,
    });
    return toDto(row, dayOf(now));
  });
}

/** The customer's first open CHECKING account: where bills are paid from by default. */
function defaultAccount(db: Db, userId: number): number {
  const row = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.accountType, 'CHECKING'),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.id))
    .get();
  if (!row) throw notFound('Checking account');
  return row.id;
}

/**
 * Pays a PENDING bill of `userId` from `fromAccountId` (null or absent: the first checking
 * account).
 * @param now business time: the payment's posting, statement and paid date
 * @returns the PAID bill
 * @throws NOT_FOUND for another's bill or account; CONFLICT when it is already paid;
 *   UNPROCESSABLE_CONTENT when the available balance does not cover it (the bill stays PENDING)
 */
export function payBill(
  db: Db,
  userId: number,
  billId: number,
  fromAccountId: number | null | undefined,
  now: Date,
): BillDto {
  return atomically(db, () => {
    const bill = db.select().from(bills).where(eq(bills.id, billId)).get();
    if (!bill || bill.userId !== userId) throw notFound('Bill');
    if (bill.status !== 'PENDING') throw conflict('This bill is already paid');
    const account = getOwnedAccount(db, fromAccountId ?? defaultAccount(db, userId), userId);
    assertAvailable(db, account.id, bill.amount);
    postJournal(db, {
      kind: 'BILL_PAYMENT',
      description: `Bill payment ${bill.id} to ${bill.billerName}`,
      createdBy: userId,
      at: now,
      lines: [
        {
          accountId: account.id,
          amount: -bill.amount,
          description: `Bill payment - ${bill.billerName}`,
          category: bill.category,
          reference: `BILL-${bill.id}`,
        },
        { ledger: 'EXTERNAL_CLEARING', amount: bill.amount },
      ],
    });
    const paid = db
      .update(bills)
      .set({ status: 'PAID', paidAt: now, paidFromAccountId: account.id })
      .where(eq(bills.id, bill.id))
      .returning()
      .get()!;
    if (bill.isRecurring) {
      db.insert(bills)
        .values({
          userId,
          billerName: bill.billerName,
          accountNumber: bill.accountNumber,
          category: bill.category,
          amount: bill.amount,
          dueDate: dayjs(bill.dueDate).add(1, 'month').format('YYYY-MM-DD'),
          isRecurring: true,
          autopay: bill.autopay,
          createdAt: now,
        })
        .run();
    }
    recordAudit(db, {
      actorId: userId,
      action: 'BILL_PAID',
      targetType: 'bill',
      targetId: bill.id,
      before: toDto(bill, dayOf(now)),
      after: toDto(paid, dayOf(now)),
      at: now,
    });
    notify(db, userId, {
      type: 'PAYMENT',
      title: 'Bill paid',
      message: `${displayUsd(bill.amount)} paid to ${bill.billerName} from ${accountLabel(account)}.`,
      at: now,
    });
    return toDto(paid, dayOf(now));
  });
}

/**
 * Turns autopay on or off for a bill of `userId`. Only a recurring, PENDING bill can be on
 * autopay; close of business then pays it on its due date from the first checking account
 * (the next period's bill keeps autopay).
 * @param now business time: the audit date and the day Overdue is judged by
 * @returns the bill
 * @throws NOT_FOUND for another's bill; CONFLICT when it is already paid;
 *   UNPROCESSABLE_CONTENT when turning it on for a bill that is not recurring
 */
export function setBillAutopay(
  db: Db,
  userId: number,
  billId: number,
  autopay: boolean,
  now: Date,
): BillDto {
  return atomically(db, () => {
    const bill = db.select().from(bills).where(eq(bills.id, billId)).get();
    if (!bill || bill.userId !== userId) throw notFound('Bill');
    if (bill.status !== 'PENDING') throw conflict('This bill is already paid');
    if (autopay && !bill.isRecurring)
      throw businessRule('Only a recurring bill can be paid automatically');
    const updated = db
      .update(bills)
      .set({ autopay })
      .where(eq(bills.id, bill.id))
      .returning()
      .get()!;
    const today = dayOf(now);
    recordAudit(db, {
      actorId: userId,
      action: autopay ? 'BILL_AUTOPAY_ON' : 'BILL_AUTOPAY_OFF',
      targetType: 'bill',
      targetId: bill.id,
      before: toDto(bill, today),
      after: toDto(updated, today),
      at: now,
    });
    return toDto(updated, today);
  });
}

/**
 * COB step `billsAutopay` for the business day `date` (YYYY-MM-DD): pays every PENDING bill on
 * autopay due on or before `date` from its owner's first checking account, through the ledger,
 * dated the end of that day (a recurring one renews to the next month, on autopay). Short of
 * funds (or no checking account) it stays PENDING, shows Overdue, is retried on each next
 * close of business, and the customer is told once, on its due date. Idempotent: a paid bill
 * is never paid again.
 */
export function payAutopayBills(db: Db, date: string): void {
  const at = new Date(`${date}T23:59:59.000Z`);
  const due = db
    .select()
    .from(bills)
    .where(and(eq(bills.status, 'PENDING'), lte(bills.dueDate, date), eq(bills.autopay, true)))
    .orderBy(asc(bills.dueDate), asc(bills.id))
    .all();
  for (const bill of due) {
    try {
      payBill(db, bill.userId, bill.id, null, at);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (bill.dueDate === date) {
        notify(db, bill.userId, {
          type: 'PAYMENT',
          title: 'Bill autopay failed',
          message: `${displayUsd(bill.amount)} to ${bill.billerName}, due ${bill.dueDate}, could not be paid automatically: ${error.message}. We will try again each business day.`,
          at,
        });
      }
    }
  }
}
