/**
 * Announcements: an admin writes one email (product news, an offer) and the bank queues it for
 * every open customer who agreed to marketing messages. This is what the customers' Marketing
 * preference decides: with it off, no announcement reaches them.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { recordAudit } from '../audit/record';
import { queueMessage } from './queue';

/**
 * Queues `subject`/`body` as an ANNOUNCEMENT email (category marketing) for every customer
 * (role USER, not closed) whose marketing preference is on, in one transaction, and records
 * ANNOUNCEMENT_SENT in the audit log with the number of recipients.
 * @param input subject (1–150 characters) and body (1–5,000 characters), already validated
 * @returns recipients: customers who opted in; queued: emails written to the outbox
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function sendAnnouncement(
  db: Db,
  input: { subject: string; body: string },
  actorId: number,
  now: Date,
): { recipients: number; queued: number } {
  return atomically(db, () => {
    const recipients = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'USER'), eq(users.notifyMarketing, true), isNull(users.closedAt)))
      .all();
    let queued = 0;
    for (const { id } of recipients) {
      queued += queueMessage(db, {
        userId: id,
        kind: 'ANNOUNCEMENT',
        category: 'marketing',
        subject: input.subject,
        body: input.body,
        only: 'EMAIL',
      });
    }
    recordAudit(db, {
      actorId,
      action: 'ANNOUNCEMENT_SENT',
      targetType: 'outbox',
      targetId: null,
      before: null,
      after: { subject: input.subject, recipients: recipients.length },
      at: now,
    });
    return { recipients: recipients.length, queued };
  });
}
