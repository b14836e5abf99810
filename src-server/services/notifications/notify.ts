/**
 * Notifications that events create: transfers created or changed, bills
 * paid, loan payments, PIN or password changes, sign-ins from a new browser. Written in the
 * caller's transaction, so a notification exists exactly when its event happened.
 * TRANSACTION and PAYMENT notifications follow the customer's "transactions" preference;
 * SECURITY and ACCOUNT notifications are always created.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notifications, users } from '../../db/schema';
import { noteUnread } from '../../events/collect';

/**
 * What a notification is about. TRANSACTION and PAYMENT follow the customer's transactions
 * preference; SECURITY and ACCOUNT are always created.
 */
export type NotificationType = 'TRANSACTION' | 'SECURITY' | 'PAYMENT' | 'ACCOUNT';

/** A notification to create: English title and message, type, priority (NORMAL by default). */
export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  priority?: 'LOW' | 'NORMAL' | 'HIGH';
  /** When it happened, in business time (the bank's clock): the date the customer reads. */
  at: Date;
}

/** Creates a notification for `userId` unless their preferences turn that type off. */
export function notify(db: Db, userId: number, n: NewNotification): void {
  const p = sql.placeholder;
  if (n.type === 'TRANSACTION' || n.type === 'PAYMENT') {
    const prefs = prepared(db, 'notify.prefs', (d) =>
      d
        .select({ on: users.notifyTransactions })
        .from(users)
        .where(eq(users.id, p('userId')))
        .prepare(),
    ).get({ userId });
    if (prefs && !prefs.on) return;
  }
  prepared(db, 'notify.insert', (d) =>
    d
      .insert(notifications)
      .values({
        userId: p('userId'),
        title: p('title'),
        message: p('message'),
        type: p('type'),
        priority: p('priority'),
        createdAt: p('createdAt'),
      })
      .prepare(),
  ).run({
    userId,
    title: n.title,
    message: n.message,
    type: n.type,
    priority: n.priority ?? 'NORMAL',
    createdAt: n.at,
  });
  addToUnread(db, userId, 1);
}

/** Moves `userId`'s unread count (the bell's figure) by `delta`. */
export function addToUnread(db: Db, userId: number, delta: number): void {
  prepared(db, 'notify.unread', (d) =>
    d
      .update(users)
      .set({ unreadNotifications: sql`${users.unreadNotifications} + ${sql.placeholder('delta')}` })
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(),
  ).run({ userId, delta });
  noteUnread(db, userId);
}

/** Sets `userId`'s unread count from the notifications themselves (after a bulk insert). */
export function recountUnread(db: Db, userId: number): void {
  db.update(users)
    .set({
      unreadNotifications: sql`(select count(*) from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.isRead} = 0)`,
    })
    .where(eq(users.id, userId))
    .run();
  noteUnread(db, userId);
}
