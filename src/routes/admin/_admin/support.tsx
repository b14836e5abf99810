import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/admin/components/support/SupportPage';

/** /admin/support: support tickets and feedback (issue "Admin"). */
export const Route = createFileRoute('/admin/_admin/support')({
  component: SupportPage,
});
