import { createFileRoute } from '@tanstack/react-router';
import { SimulationsPage } from '@/features/admin/components/simulations/SimulationsPage';

/** /admin/simulations: the outside world, played by the admin (inbound credits, returns, card authorizations). */
export const Route = createFileRoute('/admin/_admin/simulations')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.adminSimulations.scenarios.queryOptions()),
  component: SimulationsPage,
});
