import { createFileRoute } from '@tanstack/react-router';
import { SandboxesPage } from '@/features/admin/components/sandboxes/SandboxesPage';

/** /admin/sandboxes: 'Sandboxes', the sandbox banks of this server (the main bank's admins). */
export const Route = createFileRoute('/admin/_admin/sandboxes')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.sandboxes.list.queryOptions()),
  component: SandboxesPage,
});
