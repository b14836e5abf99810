/**
 * Standing orders: the same transfer every week or month. A customer creates, lists, pauses,
 * resumes and deletes their own (another customer's id is 404); close of business runs the
 * due ones (run.ts) through the normal transfer creation path.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionRow } from '../../auth/session';
import type { Db } from '../../db/client';
import { standingOrders } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../domain/errors';
import type { CreateStandingOrderInputSchema, StandingOrderSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { getOwnedBeneficiary } from '../beneficiaries/manage';
import { newestFirst, type Page, type PageQuery, readPage } from '../paging';
import { assertStepUp } from '../users/pin';

/** A standing order row as Drizzle reads it: amount in integer cents, dates YYYY-MM-DD. */
export type StandingOrderRow = typeof standingOrders.$inferSelect;
/** A standing order on the wire (see StandingOrderSchema). */
export type StandingOrderDto = z.infer<typeof StandingOrderSchema>;
/** A standing order to create, as CreateStandingOrderInputSchema parsed it (amount in cents). */
export type NewStandingOrder = z.output<typeof CreateStandingOrderInputSchema>;

/** cents → two-decimal string, createdAt → ISO 8601. */
export function toStandingOrderDto(row: StandingOrderRow): StandingOrderDto {
  return {
    id: row.id,
    userId: row.userId,
    fromAccountId: row.fromAccountId,
    toAccountId: row.toAccountId,
    beneficiaryId: row.beneficiaryId,
    amount: formatCents(row.amount),
    transferType: row.transferType,
    description: row.description,
    frequency: row.frequency,
    startDate: row.startDate,
    endDate: row.endDate,
    count: row.count,
    runsDone: row.runsDone,
    nextRunDate: row.nextRunDate,
    lastRunDate: row.lastRunDate,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'YYYY-MM-DD' of `date` moved by `days`. */
function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The due date after `due` for an order started on `startDate`: a week later (WEEKLY), or
 * the next month on the start's day of month, the month's last day when it is shorter
 * (a MONTHLY order started on the 31st runs on Feb 28/29, then Mar 31).
 */
export function nextDueDate(
  frequency: 'WEEKLY' | 'MONTHLY',
  startDate: string,
  due: string,
): string {
  if (frequency === 'WEEKLY') return plusDays(due, 7);
  const day = Number(startDate.slice(8, 10));
  const y = Number(due.slice(0, 4));
  const m = Number(due.slice(5, 7)); // 1..12; the next month is index m (0-based)
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10);
}

/** One of `userId`'s orders. @throws NotFound (404) for none or another customer's. */
export function getOwnedStandingOrder(db: Db, id: number, userId: number): StandingOrderRow {
  const row = db.select().from(standingOrders).where(eq(standingOrders.id, id)).get();
  if (!row || row.userId !== userId) throw notFound('Standing order');
  return row;
}

/**
 * Creates an ACTIVE standing order for the session's customer; its first run is `startDate`.
 * LOCAL and WIRE orders need the PIN step-up now (the runs do not ask again).
 * @returns the order
 * @param now business time of the request: "today" for the start date, and the order's date
 * @throws InvalidInput (400) for a start before today (bank's clock), a missing or repeated
 *   destination; NotFound (404) for another customer's account or beneficiary;
 *   StepUpRequired (403) without a recent PIN for LOCAL and WIRE
 */
export function createStandingOrder(
  db: Db,
  session: SessionRow,
  input: NewStandingOrder,
  now: Date,
): StandingOrderDto {
  const userId = session.userId;
  const today = now.toISOString().slice(0, 10);
  if (input.startDate < today) {
    throw badRequest(
      `The start date ${input.startDate} is in the past: pick today (${today}) or a later day`,
    );
  }
  if (input.transferType === 'INTERNAL') {
    if (!input.toAccountId) throw badRequest('Select destination account');
    if (input.toAccountId === input.fromAccountId)
      throw badRequest('Choose two different accounts');
  } else {
    if (!input.beneficiaryId) throw badRequest('Select beneficiary');
    assertStepUp(session);
  }
  return atomically(db, () => {
    getOwnedAccount(db, input.fromAccountId, userId);
    if (input.transferType === 'INTERNAL') getOwnedAccount(db, input.toAccountId!, userId);
    else getOwnedBeneficiary(db, input.beneficiaryId!, userId);
    const row = db
      .insert(standingOrders)
      .values({
        userId,
        fromAccountId: input.fromAccountId,
        toAccountId: input.transferType === 'INTERNAL' ? input.toAccountId! : null,
        beneficiaryId: input.transferType === 'INTERNAL' ? null : input.beneficiaryId!,
        amount: input.amount,
        transferType: input.transferType,
        description: input.description?.trim() || null,
        frequency: input.frequency,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        count: input.count ?? null,
        nextRunDate: input.startDate,
        status: 'ACTIVE',
        createdAt: now,
      })
      .returning()
      .get();
    recordAudit(db, {
      actorId: userId,
      action: 'STANDING_ORDER_CREATED',
      targetType: 'standing_order',
      targetId: row.id,
      after: toStandingOrderDto(row),
      at: now,
    });
    return toStandingOrderDto(row);
  });
}

/** Newest first (creation time, then id), through the index on (user, created_at, id). */
const ORDER = newestFirst<StandingOrderRow>(standingOrders.createdAt, standingOrders.id);

/**
 * One page of `userId`'s standing orders, newest first.
 * @throws InvalidInput (400) for a cursor this list did not give
 */
export function listStandingOrders(db: Db, userId: number, q: PageQuery): Page<StandingOrderDto> {
  return readPage(
    q,
    ORDER,
    (after, orderBy, limit, offset) =>
      db
        .select()
        .from(standingOrders)
        .where(and(eq(standingOrders.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    toStandingOrderDto,
  );
}

/**
 * Pauses (PAUSED) or resumes (ACTIVE) one of `userId`'s orders. A paused order skips its due
 * dates; on resume the next run is the first due date from today on (bank's clock), and an
 * order that has passed its end date by then ends.
 * @throws NotFound (404) for another customer's order; Conflict (409) for an ENDED order
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function setStandingOrderStatus(
  db: Db,
  userId: number,
  id: number,
  status: 'ACTIVE' | 'PAUSED',
  now: Date,
): StandingOrderDto {
  return atomically(db, () => {
    const row = getOwnedStandingOrder(db, id, userId);
    if (row.status === 'ENDED') throw conflict('This standing order has ended');
    if (row.status === status) return toStandingOrderDto(row);
    let next = row.nextRunDate;
    let newStatus: StandingOrderRow['status'] = status;
    if (status === 'ACTIVE' && next !== null) {
      const today = now.toISOString().slice(0, 10);
      while (next < today) next = nextDueDate(row.frequency, row.startDate, next);
      if (row.endDate !== null && next > row.endDate) {
        newStatus = 'ENDED';
        next = null;
      }
    }
    const updated = db
      .update(standingOrders)
      .set({ status: newStatus, nextRunDate: next })
      .where(eq(standingOrders.id, id))
      .returning()
      .get()!;
    recordAudit(db, {
      actorId: userId,
      action: status === 'PAUSED' ? 'STANDING_ORDER_PAUSED' : 'STANDING_ORDER_RESUMED',
      targetType: 'standing_order',
      targetId: id,
      before: toStandingOrderDto(row),
      after: toStandingOrderDto(updated),
      at: now,
    });
    return toStandingOrderDto(updated);
  });
}

/**
 * Deletes one of `userId`'s orders: it never runs again; the transfers it made stay.
 * @throws NotFound (404) for another customer's order
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function deleteStandingOrder(db: Db, userId: number, id: number, now: Date): void {
  atomically(db, () => {
    const row = getOwnedStandingOrder(db, id, userId);
    db.delete(standingOrders).where(eq(standingOrders.id, id)).run();
    recordAudit(db, {
      actorId: userId,
      action: 'STANDING_ORDER_DELETED',
      targetType: 'standing_order',
      targetId: id,
      before: toStandingOrderDto(row),
      at: now,
    });
  });
}
