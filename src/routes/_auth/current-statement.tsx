import { createFileRoute } from '@tanstack/react-router';
import { StatementView } from '@/features/statements/components/StatementView';

/** `/current-statement`: the current account's statement (customer-area.md §2 Account statements). */
export const Route = createFileRoute('/_auth/current-statement')({
  component: () => <StatementView kind="current" />,
});
