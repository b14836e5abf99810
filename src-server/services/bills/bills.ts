/**
 * Bill Pay (Bill Pay). Paying a
 * bill is a ledger movement from the chosen account to EXTERNAL_CLEARING with a statement
 * row naming the biller; a paid recurring bill creates next month's bill.
 */
import dayjs from 'dayjs';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, bills } from '../../db/schema';
import { conflict, notFound } from '../../domain/errors';
import { atomically, postJournal } from '../../ledger/post';
import type { BillSchema, CreateBillInputSchema } from '../../shared/dto';
import { displayUsd, formatCents } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { type Order, type Page, type PageQuery, tablePage } from '../paging';
import { assertAvailable } from '../transfers/settlement';

export type BillDto = z.infer<typeof BillSchema>;
type BillRow = typeof bills.$inferSelect;

function toDto(row: BillRow): BillDto {
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
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listBills(db: Db, userId: number, q: PageQuery): Page<BillDto> {
  return tablePage(db, bills, eq(bills.userId, userId), BILL_ORDER, q, toDto);
}

export function createBill(
  db: Db,
  userId: number,
  input: Omit<z.output<typeof CreateBillInputSchema>, 'userId' | 'status'>,
): BillDto {
  return atomically(db, () => {
    const row = db
      .insert(bills)
      .values({ ...input, userId, status: 'PENDING' })
      .returning()
      .get();
    recordAudit(db, {
      actorId: userId,
      action: 'BILL_CREATED',
      targetType: 'bill',
      targetId: row.id,
      after: toDto(row),
    });
    return toDto(row);
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
 * Pays a PENDING bill of `userId` from `fromAccountId` (default: first checking account).
 * @returns the PAID bill
 * @throws NOT_FOUND for another's bill or account; CONFLICT when it is already paid;
 *   UNPROCESSABLE_CONTENT when the available balance does not cover it (the bill stays PENDING)
 */
export function payBill(
  db: Db,
  userId: number,
  billId: number,
  fromAccountId?: number | null,
  now = new Date(),
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
        })
        .run();
    }
    recordAudit(db, {
      actorId: userId,
      action: 'BILL_PAID',
      targetType: 'bill',
      targetId: bill.id,
      before: toDto(bill),
      after: toDto(paid),
      at: now,
    });
    notify(db, userId, {
      type: 'PAYMENT',
      title: 'Bill paid',
      message: `${displayUsd(bill.amount)} paid to ${bill.billerName} from ${accountLabel(account)}.`,
      at: now,
    });
    return toDto(paid);
  });
}
