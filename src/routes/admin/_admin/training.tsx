import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '@/features/admin/components/training/TrainingPage';

/** /admin/training: 'Trainer tools'. */
export const Route = createFileRoute('/admin/_admin/training')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.adminOps.training.queryOptions()),
  component: TrainingPage,
});
