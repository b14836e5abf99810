import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '@/features/admin/components/accounts/AccountsPage';

/** /admin/accounts: 'Manage Accounts' (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/accounts')({
  component: AccountsPage,
});
