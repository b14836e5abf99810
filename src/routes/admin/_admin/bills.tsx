import { createFileRoute } from '@tanstack/react-router';
import { BillsPage } from '@/features/admin/components/lists/BillsPage';
import { billsSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/bills: 'Manage Bills'. */
export const Route = createFileRoute('/admin/_admin/bills')({
  validateSearch: billsSearchSchema,
  component: BillsPage,
});
