import { createFileRoute } from '@tanstack/react-router';
import { BillsPage } from '@/features/admin/components/lists/BillsPage';

/** /admin/bills: 'Manage Bills' (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/bills')({
  component: BillsPage,
});
