/** A customer's transfers (GET /api/transfers/{userId}). */
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transfers } from '../../db/schema';
import { type Language, translateText } from '../../i18n/translate';
import { newestFirst, orderTerms, type Page, type PageQuery, readPage } from '../paging';
import { type TransferDto, type TransferRow, toTransferDto } from './dto';
import type { TransferType } from './fees';

/** Newest first, as the transfer screens show them. */
export const TRANSFER_ORDER = newestFirst<TransferRow>(transfers.createdAt, transfers.id);

/**
 * One page of `userId`'s transfers, newest first (creation time, then id), optionally of one
 * type; read through the index on (user, created_at) or (user, type, created_at). No total:
 * counting would read the customer's whole history.
 * @param q limit, cursor (the previous page's nextCursor) and offset; type INTERNAL, LOCAL or
 *   WIRE (all types when omitted)
 * @param language the reader's language: a description the bank wrote in English (the demo's
 *   own, a standing order's) is translated when read; a customer's own text matches no
 *   template and is answered as written
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listTransfers(
  db: Db,
  userId: number,
  q: PageQuery & { type?: TransferType },
  language: Language = 'en',
): Page<TransferDto> {
  const type = q.type;
  return readPage(
    q,
    TRANSFER_ORDER,
    (after, _orderBy, limit, offset) =>
      after
        ? transferRows(db, userId, type, after, limit, offset).all()
        : prepared(db, `transfers.first.${type ?? 'all'}`, (d) =>
            transferRows(
              d,
              sql.placeholder('userId'),
              type ? sql.placeholder('type') : undefined,
              undefined,
              sql.placeholder('limit'),
              sql.placeholder('offset'),
            ).prepare(),
          ).all({ userId, type, limit, offset }),
    (row) => {
      const dto = toTransferDto(row);
      // Stored in English like the statement rows, and translated when read as they are, so
      // the transfer list and the statement name a movement the same way.
      return dto.description === null
        ? dto
        : { ...dto, description: translateText(dto.description, language) };
    },
  );
}

/**
 * The select of a transfer page: `userId`'s transfers (of `type` when given) after the cursor
 * condition, newest first. A first page (no cursor) runs it prepared once per connection and
 * type, with placeholders, so the screens' usual read builds no SQL.
 */
function transferRows(
  db: Db,
  userId: number | Placeholder,
  type: TransferType | Placeholder | undefined,
  after: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select()
    .from(transfers)
    .where(
      and(
        eq(transfers.userId, userId),
        type === undefined ? undefined : eq(transfers.transferType, type),
        after,
      ),
    )
    .orderBy(...orderTerms(TRANSFER_ORDER))
    .limit(limit)
    .offset(offset);
}
