import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '@/lib/trpc';
import { type StatementKind, statementAccount } from '../lib/kinds';
import { type StatementSearch, statementInput } from '../lib/statementSearch';

/**
 * A statement route's loader: the customer's accounts, then the page of the kind's account
 * that the URL asks for, so the screen renders with its rows. Errors stay in the cache for
 * the screen to show.
 */
export async function loadStatement(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  kind: StatementKind,
  search: StatementSearch,
): Promise<void> {
  const accounts = await queryClient
    .ensureQueryData(trpc.accounts.mine.queryOptions())
    .catch(() => undefined);
  const account = statementAccount(accounts, kind);
  if (!account) return;
  await queryClient.prefetchQuery(
    trpc.accounts.statement.queryOptions(statementInput(account.id, search)),
  );
}
