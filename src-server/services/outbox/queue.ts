/**
 * Writing to the outbox: an email (and an SMS where the customer has a phone) in the caller's
 * transaction, so a message exists exactly when its event happened. The customer's
 * preferences decide: `transactions` (alerts for large transfers) follow notify_transactions, `security` messages (new sign-ins, password and PIN changes) follow
 * notify_security, `statements` notices notify_statements, `marketing` notify_marketing;
 * `required` ones (a reset link the person asked for) always go. An email is QUEUED for the
 * SMTP worker, kicked after commit, when the bank has one; otherwise it is KEPT, as every SMS.
 * A customer who chose Italian gets the texts in Italian (i18n/translate.ts); English otherwise.
 */
import { eq } from 'drizzle-orm';
import { realNow } from '../../clock/real-time';
import type { Db } from '../../db/client';
import { outboxMessages, users } from '../../db/schema';
import { noteAfterCommit } from '../../events/collect';
import { customerLanguage, translateText } from '../../i18n/translate';
import { outboxWorkerOf } from './worker';

/** Which preference lets a message through. */
export type MessageCategory = 'transactions' | 'security' | 'statements' | 'marketing' | 'required';

/** An email (and optional SMS copy) to queue for a user, with what caused it and its category. */
export interface NewMessage {
  userId: number;
  /** What caused it, e.g. PASSWORD_CHANGED. */
  kind: string;
  category: MessageCategory;
  subject: string;
  body: string;
  /** A short text for an SMS copy (sent only when the user has a phone number). */
  sms?: string;
  /** Only this channel (a sign-in code goes where the customer chose); both by default. */
  only?: 'EMAIL' | 'SMS';
}

/**
 * Queues `m` for its user unless their preference for its category is off.
 * @returns how many messages were written (0 when the preference is off or the user is gone)
 */
export function queueMessage(db: Db, m: NewMessage): number {
  const user = db.select().from(users).where(eq(users.id, m.userId)).get();
  if (!user) return 0;
  const allowed = {
    transactions: user.notifyTransactions,
    security: user.notifySecurity,
    statements: user.notifyStatements,
    marketing: user.notifyMarketing,
    required: true,
  }[m.category];
  if (!allowed) return 0;
  const language = customerLanguage(user.language);
  const subject = translateText(m.subject, language);
  const worker = outboxWorkerOf(db);
  const now = realNow();
  let written = 0;
  if (m.only !== 'SMS') {
    db.insert(outboxMessages)
      .values({
        channel: 'EMAIL',
        userId: m.userId,
        to: user.email,
        subject,
        body: translateText(m.body, language),
        kind: m.kind,
        status: worker ? 'QUEUED' : 'KEPT',
        nextAttemptAt: worker ? now : null,
        createdAt: now,
      })
      .run();
    written += 1;
  }
  if (m.sms && user.phone && m.only !== 'EMAIL') {
    db.insert(outboxMessages)
      .values({
        channel: 'SMS',
        userId: m.userId,
        to: user.phone,
        subject,
        body: translateText(m.sms, language),
        kind: m.kind,
        status: 'KEPT',
        createdAt: now,
      })
      .run();
    written += 1;
  }
  if (worker && written > 0) noteAfterCommit(db, worker.kickNow);
  return written;
}
