/**
 * The paging convention every list follows, on REST and tRPC alike (services/paging.ts does
 * the reading):
 * - `limit`: rows per page, 1 to 100, default 50 (the statement: every row up to 1,000
 *   without it);
 * - `cursor`: the opaque `nextCursor` of the previous page; the next page starts strictly
 *   after its last row, so rows that arrive meanwhile neither shift nor repeat a walk;
 * - `offset`: rows to skip, on the lists that documented it before cursors existed;
 * - REST answers stay plain JSON arrays, as before paging existed, with `X-Total-Count` (rows
 *   matching in all pages, where an index counts them) and `Link: <…>; rel="next"` whenever
 *   more rows follow; tRPC's `*.page` procedures answer `{items, nextCursor, total?}` for
 *   TanStack Query's `useInfiniteQuery`.
 */
import { z } from 'zod';
import type { Page } from '../services/paging';
import { wholeNumberParam } from '../shared/dto/common';

/** Largest page any list answers. */
export const MAX_PAGE_SIZE = 100;

/** Rows per page when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 50;

/** A page size from the query string: an integer from 1 to 100 ("25" or 25). */
export const limitParam = wholeNumberParam(1, MAX_PAGE_SIZE);

/** Rows to skip: an integer from 0 (bounded so that SQLite always gets an integer). */
export const offsetParam = wholeNumberParam(0);

/** An opaque cursor a list gave as `nextCursor` (base64url text). */
export const cursorParam = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be a nextCursor this list gave')
  .meta({
    description:
      'Where the next page starts: the nextCursor of the previous page, or the cursor in the Link header of the previous answer. Opaque; omit it for the first page.',
  });

/** `limit` (default 50) and `cursor`: the input of every list. */
export const ListInput = z.object({
  limit: limitParam.default(DEFAULT_PAGE_SIZE).meta({
    description: 'Rows per page, 1 to 100; default 50.',
  }),
  cursor: cursorParam.optional(),
});

/** ListInput plus `offset`, for the lists that documented offset paging. */
export const PageInput = ListInput.extend({
  offset: offsetParam.default(0).meta({
    description: 'Rows to skip (after the cursor when one is given); default 0.',
  }),
});

/** What a tRPC `*.page` procedure answers: the rows, the next cursor, the count when cheap. */
export function pageOutput<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0).optional(),
  });
}

/**
 * For a REST list: sets `X-Total-Count` (when the page has a total) and `Link: <…>;
 * rel="next"` (when more rows follow: the request's own path and query with `cursor`
 * replaced and `offset` dropped), and returns the page's items, so the answer stays a JSON
 * array. tRPC callers ignore the headers.
 */
export function withPage<T>(ctx: { resHeaders: Headers; requestUrl?: string }, page: Page<T>): T[] {
  if (page.total !== undefined) ctx.resHeaders.set('X-Total-Count', String(page.total));
  if (page.nextCursor !== null && ctx.requestUrl) {
    const url = new URL(ctx.requestUrl);
    url.searchParams.delete('offset');
    url.searchParams.set('cursor', page.nextCursor);
    ctx.resHeaders.set('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
}

/** The OpenAPI `responseHeaders` of a paged list: the count and the next page's link. */
export const listHeaders = z.object({
  'X-Total-Count': z
    .string()
    .meta({
      description:
        'How many rows match the query in all pages (an integer as text); sent where an index counts them',
      example: '119',
    })
    .optional(),
  Link: z
    .string()
    .meta({
      description:
        'The next page, `<path?…&cursor=…>; rel="next"`, sent whenever more rows follow; absent on the last page',
      example: '</api/transfers/2?limit=50&cursor=WzE3NjM5NTIwMDAwMDAsMTJd>; rel="next"',
    })
    .optional(),
});

/** The OpenAPI description every paged list carries. */
export const LIST_DESCRIPTION =
  'Paged: `limit` rows (default 50, at most 100), newest first; the next page through `cursor` (the `Link: <…>; rel="next"` header gives its URL whenever more rows follow). `X-Total-Count` where the list counts its rows.';
