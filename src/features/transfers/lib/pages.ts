/**
 * The transfer lists' cache entry, shared by the routes' loaders (which fill the first page)
 * and the list that reads it, so both use the same key.
 */
import type { TransferTypeSchema } from '@shared/dto';
import type { z } from 'zod';
import { nextCursor } from '@/lib/paging';
import type { Trpc } from '@/lib/trpc';

/** A transfer type, or none for every type. */
export type TransferType = z.infer<typeof TransferTypeSchema>;

/**
 * The signed-in user's transfers of one type (or every type), newest first, page by page
 * from `transfers.page`; the next page starts at the previous page's `nextCursor`.
 */
export function transferPagesOptions(trpc: Trpc, type?: TransferType) {
  return trpc.transfers.page.infiniteQueryOptions(type ? { type } : {}, {
    getNextPageParam: nextCursor,
  });
}
