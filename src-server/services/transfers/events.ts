/** A transfer's history: every status it took, who set it and when. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transferEvents } from '../../db/schema';

/** Appends one history entry (fromStatus null at creation). Inside the change's transaction. */
export function recordTransferEvent(
  db: Db,
  e: {
    transferId: number;
    fromStatus: string | null;
    toStatus: string;
    actorId: number | null;
    note?: string | null;
    /** When the status changed, in business time (the bank's clock). */
    at: Date;
  },
): void {
  const p = sql.placeholder;
  prepared(db, 'transferEvents.insert', (d) =>
    d
      .insert(transferEvents)
      .values({
        transferId: p('transferId'),
        fromStatus: p('fromStatus'),
        toStatus: p('toStatus'),
        actorId: p('actorId'),
        note: p('note'),
        createdAt: p('createdAt'),
      })
      .prepare(),
  ).run({
    transferId: e.transferId,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    actorId: e.actorId,
    note: e.note ?? null,
    createdAt: e.at,
  });
}

/** The history of one transfer, oldest first, times as ISO 8601. */
export function transferHistory(db: Db, transferId: number) {
  return db
    .select()
    .from(transferEvents)
    .where(eq(transferEvents.transferId, transferId))
    .orderBy(asc(transferEvents.id))
    .all()
    .map((e) => ({
      id: e.id,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorId: e.actorId,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    }));
}
