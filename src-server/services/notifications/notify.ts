/**
 * Notifications that events create (PRODUCT.md 6): transfers created or changed, bills
 * paid, loan payments, PIN or password changes, sign-ins from a new browser. Written in the
 * caller's transaction, so a notification exists exactly when its event happened.
 * TRANSACTION and PAYMENT notifications follow the customer's "transactions" preference;
 * SECURITY and ACCOUNT notifications are always created.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  if (n.type === 'TRANSACTION' || n.type === 'PAYMENT') {
    const prefs = db
      .select({ on: users.notifyTransactions })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (prefs && !prefs.on) return;
  }
  db.insert(notifications)
    .values({
      userId,
      title: n.title,
      message: n.message,
      type: n.type,
      priority: n.priority ?? 'NORMAL',
      ...(n.at ? { createdAt: n.at } : {}),
    })
    .run();
}
