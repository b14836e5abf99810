/**
 * Reading and managing notifications: list, unread count, mark read, mark all read, delete.
 */
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notifications, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { notFound } from '../../domain/errors';
import { type Language, translateText } from '../../i18n/translate';
import type { NotificationSchema } from '../../shared/dto';
import { newestFirst, orderTerms, type Page, type PageQuery, readPage } from '../paging';
import { addToUnread } from './notify';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification on the wire (see NotificationSchema), in the reader's language. */
export type NotificationDto = z.infer<typeof NotificationSchema>;

function toDto(row: NotificationRow, language: Language = 'en'): NotificationDto {
  return {
    id: row.id,
    userId: row.userId,
    title: translateText(row.title, language),
    message: translateText(row.message, language),
    type: row.type,
    isRead: row.isRead ? 'true' : 'false',
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first: creation time, then id (index on (user, created_at)). */
const ORDER = newestFirst<NotificationRow>(notifications.createdAt, notifications.id);

/**
 * One page of `userId`'s notifications, newest first. No total: the bell reads the unread
 * count, and counting every row would read the customer's whole history.
 * @param q limit, cursor (the previous page's nextCursor), offset
 * @param language the reader's language: titles and messages are translated when read
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listNotifications(
  db: Db,
  userId: number,
  q: PageQuery,
  language: Language = 'en',
): Page<NotificationDto> {
  return readPage(
    q,
    ORDER,
    (after, _orderBy, limit, offset) =>
      after
        ? notificationRows(db, userId, after, limit, offset).all()
        : prepared(db, 'notifications.first', (d) =>
            notificationRows(
              d,
              sql.placeholder('userId'),
              undefined,
              sql.placeholder('limit'),
              sql.placeholder('offset'),
            ).prepare(),
          ).all({ userId, limit, offset }),
    (row) => toDto(row, language),
  );
}

/**
 * The select of a notification page: `userId`'s rows after the cursor condition, newest first.
 * A first page (no cursor) runs it prepared once per connection, with placeholders, so the
 * screens' and the API's usual read builds no SQL.
 */
function notificationRows(
  db: Db,
  userId: number | Placeholder,
  after: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(...orderTerms(ORDER))
    .limit(limit)
    .offset(offset);
}

/** How many of `userId`'s notifications are unread (the bell's count): a kept figure. */
export function unreadCount(db: Db, userId: number): number {
  const row = prepared(db, 'notifications.unread', (d) =>
    d
      .select({ n: users.unreadNotifications })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(),
  ).get({ userId });
  return row?.n ?? 0;
}

/**
 * Marks one notification of `userId` read.
 * @throws NOT_FOUND when it is not theirs
 */
export function markRead(db: Db, userId: number, id: number): NotificationDto {
  return atomically(db, () => {
    const changed = db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, userId),
          eq(notifications.isRead, false),
        ),
      )
      .returning()
      .get();
    if (changed) {
      addToUnread(db, userId, -1);
      return toDto(changed);
    }
    const row = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .get();
    if (!row) throw notFound('Notification');
    return toDto(row);
  });
}

/** Marks every notification of `userId` read; returns how many changed. */
export function markAllRead(db: Db, userId: number): number {
  return atomically(db, () => {
    const changes = db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .run().changes;
    addToUnread(db, userId, -changes);
    return changes;
  });
}

/**
 * Deletes one notification of `userId`.
 * @throws NOT_FOUND when it is not theirs
 */
export function deleteNotification(db: Db, userId: number, id: number): void {
  atomically(db, () => {
    const row = db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ isRead: notifications.isRead })
      .get();
    if (!row) throw notFound('Notification');
    if (!row.isRead) addToUnread(db, userId, -1);
  });
}
