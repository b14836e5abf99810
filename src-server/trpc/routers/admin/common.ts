/** Shared input shapes of the admin routers. */
import { z } from 'zod';

/** The spec's paging: limit (default 25, at most 100) and offset (default 0). */
export const PageInput = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Lists stay JSON arrays; the total goes into the X-Total-Count header for REST callers. */
export function withTotal<T>(
  ctx: { resHeaders: Headers },
  page: { items: T[]; total: number },
): T[] {
  ctx.resHeaders.set('X-Total-Count', String(page.total));
  return page.items;
}
