/**
 * Reading and managing notifications (operations-and-admin.md, Notifications; §7 calls).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { NotificationSchema } from '../../shared/dto';

export type NotificationDto = z.infer<typeof NotificationSchema>;

function toDto(row: typeof notifications.$inferSelect): NotificationDto {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    message: row.message,
    type: row.type,
    isRead: row.isRead ? 'true' : 'false',
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The notifications of `userId`, newest first. */
export function listNotifications(db: Db, userId: number): NotificationDto[] {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .all()
    .map(toDto);
}

/** How many of `userId`'s notifications are unread (the bell's count). */
export function unreadCount(db: Db, userId: number): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .get();
  return row?.n ?? 0;
}

/**
 * Marks one notification of `userId` read.
 * @throws NOT_FOUND when it is not theirs
 */
export function markRead(db: Db, userId: number, id: number): NotificationDto {
  const row = db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning()
    .get();
  if (!row) throw notFound('Notification');
  return toDto(row);
}

/** Marks every notification of `userId` read; returns how many changed. */
export function markAllRead(db: Db, userId: number): number {
  return db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .run().changes;
}

/**
 * Deletes one notification of `userId`.
 * @throws NOT_FOUND when it is not theirs
 */
export function deleteNotification(db: Db, userId: number, id: number): void {
  const result = db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .run();
  if (result.changes === 0) throw notFound('Notification');
}
