import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPage } from '@/features/admin/components/approvals/ApprovalsPage';
import { approvalsSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/approvals: four eyes on large top-ups and balance adjustments. */
export const Route = createFileRoute('/admin/_admin/approvals')({
  validateSearch: approvalsSearchSchema,
  component: ApprovalsPage,
});
