/** A transfer's history: every status it took, who set it and when (issue "Admin" item 4). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
    at?: Date;
  },
): void {
  db.insert(transferEvents)
    .values({
      transferId: e.transferId,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorId: e.actorId,
      note: e.note ?? null,
      ...(e.at ? { createdAt: e.at } : {}),
    })
    .run();
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
