import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '@/features/admin/components/applications/ApplicationsPage';

/** /admin/applications: enrollment and loan applications (issue "Admin"). */
export const Route = createFileRoute('/admin/_admin/applications')({
  component: ApplicationsPage,
});
