import { createFileRoute } from '@tanstack/react-router';
import { BillsPage } from '../../-components/admin/lists/BillsPage';

/** /admin/bills: 'Manage Bills' (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/bills')({
  component: BillsPage,
});
