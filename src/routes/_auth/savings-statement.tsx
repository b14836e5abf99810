import { createFileRoute } from '@tanstack/react-router';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import { loadStatement } from '@/features/statements/api/loadStatement';
import { StatementView } from '@/features/statements/components/StatementView';
import { statementSearchSchema } from '@/features/statements/lib/statementSearch';

/**
 * `/savings-statement`: the savings account's statement. Its page, page size, search and sort
 * are search parameters, so reload and Back keep them; the loader reads that page.
 */
export const Route = createFileRoute('/_auth/savings-statement')({
  validateSearch: statementSearchSchema,
  // No loaderDeps: a new page or sort keeps the table on screen while the next one loads.
  loader: ({ context, location }) =>
    loadStatement(context, 'savings', statementSearchSchema.parse(location.search)),
  pendingComponent: () => <ScreenSkeleton label="Loading statements..." />,
  component: SavingsStatement,
});

function SavingsStatement() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatementView
      kind="savings"
      search={search}
      navigate={(next, { replace }) => void navigate({ search: next, replace })}
    />
  );
}
