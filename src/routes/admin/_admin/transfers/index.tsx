import { createFileRoute } from '@tanstack/react-router';
import { TransfersPage } from '@/features/admin/components/transfers/TransfersPage';
import { transfersSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/transfers: 'Manage Transfers'. */
export const Route = createFileRoute('/admin/_admin/transfers/')({
  validateSearch: transfersSearchSchema,
  component: TransfersPage,
});
