import { createFileRoute } from '@tanstack/react-router';
import { TransactionsPage } from '@/features/admin/components/lists/TransactionsPage';
import { transactionsSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/transactions: 'Manage Transactions'. */
export const Route = createFileRoute('/admin/_admin/transactions')({
  validateSearch: transactionsSearchSchema,
  component: TransactionsPage,
});
