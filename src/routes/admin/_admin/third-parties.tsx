import { createFileRoute } from '@tanstack/react-router';
import { ThirdPartiesPage } from '@/features/openbanking/components/ThirdPartiesPage';

/** /admin/third-parties: the third parties of the open-banking API, registered and revoked. */
export const Route = createFileRoute('/admin/_admin/third-parties')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.adminThirdParties.list.queryOptions()),
  component: ThirdPartiesPage,
});
