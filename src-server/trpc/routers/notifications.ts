/** Notifications. */
import { desc, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { defectOn } from '../../defects/switches';
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../../services/notifications/manage';
import { idParam, NotificationSchema } from '../../shared/dto';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

type PageQuery = z.infer<typeof PageInput>;

/**
 * A page of `userId`'s notifications as the bank shows it, with the list's planted defects
 * (bug-hunt mode): a page after the first starting one row early, and another customer's
 * newest notification slipped into the first page.
 */
function notificationPage(
  ctx: { db: Db; language?: 'en' | 'it' },
  userId: number,
  input: PageQuery,
) {
  const offset = input.offset ?? 0;
  // Planted defect: offset N starts at row N-1, so one row shows twice.
  const query =
    defectOn(ctx, 'notifications-page-repeats-row') && offset > 0
      ? { ...input, offset: offset - 1 }
      : input;
  const page = listNotifications(ctx.db, userId, query, ctx.language);
  // Planted defect: the first page leaks another customer's newest notification.
  if (defectOn(ctx, 'notification-leak') && offset === 0 && !input.cursor) {
    const other = ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(ne(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1)
      .get();
    if (other) {
      const leaked = listNotifications(ctx.db, other.userId, { limit: 1 }, ctx.language).items;
      return { ...page, items: [...leaked, ...page.items] };
    }
  }
  return page;
}

/** Waits `ms` milliseconds (a planted slow read). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notifications: list (GET /api/notifications/{userId}), unread count (/api/notification-count),
 * mark read, mark all read, delete.
 */
export const notificationsRouter = router({
  /**
   * GET /api/notifications/{userId}?limit=&cursor=&offset= → a page of notifications, newest
   * first (default 50, at most 100), `Link` to the next page; 404 unless self or admin.
   */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications/{userId}',
        tags: ['notifications'],
        summary: "A user's notifications",
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.extend({ userId: idParam }))
    .output(z.array(NotificationSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return withPage(ctx, notificationPage(ctx, input.userId, input));
    }),

  /** The notifications screen's read (tRPC only): {items, nextCursor}; `userId` defaults to the session user. */
  page: customerProcedure
    .input(PageInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(NotificationSchema))
    .query(({ ctx, input }) => {
      const userId = input.userId ?? ctx.user.id;
      assertSelfOrAdmin(ctx.user, userId);
      return notificationPage(ctx, userId, input);
    }),

  /** GET /api/notification-count → {count} for the session user (the bell). */
  unreadCount: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notification-count',
        tags: ['notifications'],
        summary: 'Unread notifications of the signed-in user',
      },
    })
    .input(z.void())
    .output(z.object({ count: z.number().int().min(0) }))
    .query(async ({ ctx }) => {
      // Planted defect: a slow count.
      if (defectOn(ctx, 'notification-count-slow')) await pause(600);
      const count = unreadCount(ctx.db, ctx.user.id);
      // Planted defect: one unread too many.
      return { count: defectOn(ctx, 'notification-count-off-by-one') ? count + 1 : count };
    }),

  /** PATCH /api/notifications/{id}/read → the notification; 404 for another's. */
  markRead: customerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/notifications/{id}/read',
        tags: ['notifications'],
        summary: 'Mark a notification read',
      },
    })
    .input(z.object({ id: idParam }))
    .output(NotificationSchema)
    .mutation(({ ctx, input }) => markRead(ctx.db, ctx.user.id, input.id)),

  /** POST /api/notifications/read-all → {updated}: marks every unread one read. */
  markAllRead: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/notifications/read-all',
        tags: ['notifications'],
        summary: 'Mark all notifications read',
      },
    })
    .input(z.void())
    .output(z.object({ updated: z.number().int() }))
    .mutation(({ ctx }) => ({ updated: markAllRead(ctx.db, ctx.user.id) })),

  /** DELETE /api/notifications/{id} → {ok}; 404 for another's. */
  delete: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/notifications/{id}',
        tags: ['notifications'],
        summary: 'Delete a notification',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      deleteNotification(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
