import { createFileRoute } from '@tanstack/react-router';
import { StatementView } from '@/features/statements/components/StatementView';

/** `/savings-statement`: the savings account's statement (customer-area.md §2 Account statements). */
export const Route = createFileRoute('/_auth/savings-statement')({
  component: () => <StatementView kind="savings" />,
});
