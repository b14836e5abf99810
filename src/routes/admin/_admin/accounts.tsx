import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '@/features/admin/components/accounts/AccountsPage';
import { accountsSearchSchema, PAGE_SIZE, parseId } from '@/features/admin/lib/listSearch';

/** /admin/accounts: 'Manage Accounts'. */
export const Route = createFileRoute('/admin/_admin/accounts')({
  validateSearch: accountsSearchSchema,
  loader: ({ context: { queryClient, trpc }, location }) => {
    const search = accountsSearchSchema.parse(location.search);
    return queryClient.prefetchQuery(
      trpc.adminPeople.accounts.queryOptions({
        limit: PAGE_SIZE + 1,
        offset: search.offset ?? 0,
        userId: parseId(search.user ?? ''),
      }),
    );
  },
  component: AccountsPage,
});
