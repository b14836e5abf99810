/**
 * The ticket screens' cache entries (customer and admin), shared by the routes' loaders and
 * the screens: the ticket with its thread, page by page (`nextCursor`), oldest reply first.
 */
import { nextCursor } from '@/lib/paging';
import type { Trpc } from '@/lib/trpc';
import type { ThreadMessage } from '../components/TicketThread';

/** The customer's ticket `id` with its replies, page by page. */
export function customerThreadOptions(trpc: Trpc, id: number) {
  return trpc.support.ticket.infiniteQueryOptions({ id }, { getNextPageParam: nextCursor });
}

/** Any ticket `id` with its replies, for admins, page by page. */
export function adminThreadOptions(trpc: Trpc, id: number) {
  return trpc.adminOps.ticket.infiniteQueryOptions({ id }, { getNextPageParam: nextCursor });
}

interface ThreadPage {
  id: number;
  message: string;
  createdAt: string;
  replies: { id: number; author: string; fromStaff: string; message: string; createdAt: string }[];
}

/** The first message (written by `customer`) and every loaded reply, oldest first. */
export function threadMessages(pages: ThreadPage[], customer: string): ThreadMessage[] {
  const first = pages[0];
  if (!first) return [];
  return [
    {
      key: `t${first.id}`,
      author: customer,
      fromStaff: false,
      message: first.message,
      createdAt: first.createdAt,
    },
    ...pages.flatMap((p) =>
      p.replies.map((r) => ({
        key: `r${r.id}`,
        author: r.author,
        fromStaff: r.fromStaff === 'true',
        message: r.message,
        createdAt: r.createdAt,
      })),
    ),
  ];
}
