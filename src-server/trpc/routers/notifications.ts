/** Notifications. */
import { z } from 'zod';
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
      return withPage(ctx, listNotifications(ctx.db, input.userId, input, ctx.language));
    }),

  /** The notifications screen's read (tRPC only): {items, nextCursor}; `userId` defaults to the session user. */
  page: customerProcedure
    .input(PageInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(NotificationSchema))
    .query(({ ctx, input }) => {
      const userId = input.userId ?? ctx.user.id;
      assertSelfOrAdmin(ctx.user, userId);
      return listNotifications(ctx.db, userId, input, ctx.language);
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
    .query(({ ctx }) => ({ count: unreadCount(ctx.db, ctx.user.id) })),

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
