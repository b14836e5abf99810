import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '@/features/loans/components/LoansPage';

/** `/loans`: the brand's Loans page (operations-and-admin.md §2 Loans). */
export const Route = createFileRoute('/_auth/loans')({
  component: LoansPage,
});
