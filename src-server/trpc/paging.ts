/**
 * Paging shared by every list that pages (admin lists, the statement): the query
 * parameters `limit` and `offset`, and the total count, which REST callers read from the
 * `X-Total-Count` header because the lists stay JSON arrays.
 */
import { z } from 'zod';

/** Largest page any list answers. */
export const MAX_PAGE_SIZE = 100;

/** A page size from the query string: an integer from 1 to 100 ("25" or 25). */
export const limitParam = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/** Rows to skip: an integer from 0 (bounded so that SQLite always gets an integer). */
export const offsetParam = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The spec's paging: limit (default 25, at most 100) and offset (default 0). */
export const PageInput = z.object({
  limit: limitParam.default(25),
  offset: offsetParam.default(0),
});

/**
 * Sets `X-Total-Count` (REST answers carry it; tRPC ignores it) and returns the page's items,
 * so a list stays a JSON array.
 * @param page the rows of one page and the number of rows matching the query
 */
export function withTotal<T>(
  ctx: { resHeaders: Headers },
  page: { items: T[]; total: number },
): T[] {
  ctx.resHeaders.set('X-Total-Count', String(page.total));
  return page.items;
}

/** The OpenAPI `responseHeaders` of a list whose procedure answers through withTotal. */
export const totalCountHeader = z.object({
  'X-Total-Count': z.string().meta({
    description: 'How many rows match the query in all pages (an integer as text)',
    example: '119',
  }),
});
