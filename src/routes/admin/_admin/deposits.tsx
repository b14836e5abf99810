import { createFileRoute } from '@tanstack/react-router';
import { DepositsPage } from '@/features/admin/components/lists/DepositsPage';
import { depositsSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/deposits: card and check deposits; a held check can be returned. */
export const Route = createFileRoute('/admin/_admin/deposits')({
  validateSearch: depositsSearchSchema,
  component: DepositsPage,
});
