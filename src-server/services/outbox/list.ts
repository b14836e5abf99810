/** Reading the outbox: every message (admins) or one customer's. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { type Language, translateText } from '../../i18n/translate';
import type { OutboxMessage } from '../../shared/dto';
import { newestFirst, type Page, type PageQuery, tablePage } from '../paging';

type Row = typeof outboxMessages.$inferSelect;

/** Maps a row to the wire; in `language`, a subject and body the bank wrote in English are translated. */
export function toOutboxDto(r: Row, language: Language = 'en'): OutboxMessage {
  return {
    id: r.id,
    channel: r.channel,
    userId: r.userId,
    to: r.to,
    subject: r.subject === null ? r.subject : translateText(r.subject, language),
    body: translateText(r.body, language),
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  };
}

/**
 * A page of outbox messages, newest first, with the total; `userId` narrows it to one
 * person's, `channel` and `status` to one channel or delivery status (an index per filter
 * serves the order). `language` is the reader's: the bank's English texts are translated.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listOutbox(
  db: Db,
  q: PageQuery & {
    userId?: number;
    channel?: 'EMAIL' | 'SMS';
    status?: 'QUEUED' | 'SENT' | 'FAILED' | 'KEPT';
  },
  language: Language = 'en',
): Page<OutboxMessage> {
  const filters = and(
    q.userId !== undefined ? eq(outboxMessages.userId, q.userId) : undefined,
    q.channel ? eq(outboxMessages.channel, q.channel) : undefined,
    q.status ? eq(outboxMessages.status, q.status) : undefined,
  );
  return tablePage<Row, OutboxMessage>(
    db,
    outboxMessages,
    filters,
    newestFirst(outboxMessages.createdAt, outboxMessages.id),
    q,
    (row) => toOutboxDto(row, language),
  );
}
