import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/features/admin/components/lists/AuditPage';
import { auditSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/audit: the audit log. */
export const Route = createFileRoute('/admin/_admin/audit')({
  validateSearch: auditSearchSchema,
  component: AuditPage,
});
