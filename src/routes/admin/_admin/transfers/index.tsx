import { createFileRoute } from '@tanstack/react-router';
import { TransfersPage } from '@/features/admin/components/transfers/TransfersPage';

/** /admin/transfers: 'Manage Transfers' (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/transfers/')({
  component: TransfersPage,
});
