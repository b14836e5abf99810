import { createFileRoute } from '@tanstack/react-router';
import { StatementView } from '@/features/statements/components/StatementView';

/** `/checking-statement`: the checking account's statement (customer-area.md §2 Account statements). */
export const Route = createFileRoute('/_auth/checking-statement')({
  component: () => <StatementView kind="checking" />,
});
