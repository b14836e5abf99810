import { createFileRoute } from '@tanstack/react-router';
import { Overview } from '@/features/admin/components/Overview';

/** /admin: the admin dashboard (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/')({
  component: Overview,
});
