/**
 * Notifications that events create (PRODUCT.md 6): transfers created or changed, bills
 * paid, loan payments, PIN or password changes, sign-ins from a new browser. Written in the
 * caller's transaction, so a notification exists exactly when its event happened.
 * TRANSACTION and PAYMENT notifications follow the customer's "transactions" preference;
 * SECURITY and ACCOUNT notifications are always created.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notifications, users } from '../../db/schema';

export type NotificationType = 'TRANSACTION' | 'SECURITY' | 'PAYMENT' | 'ACCOUNT';

export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  priority?: 'LOW' | 'NORMAL' | 'HIGH';
  at?: Date;
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
    createdAt: n.at ?? new Date(),
  });
}
