import { createFileRoute } from '@tanstack/react-router';
import { ClockPage } from '@/features/admin/components/clock/ClockPage';

/** /admin/clock: 'Clock', the bank's business date and close of business. */
export const Route = createFileRoute('/admin/_admin/clock')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.adminClock.get.queryOptions()),
  component: ClockPage,
});
