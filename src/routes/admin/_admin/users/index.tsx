import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/users/UsersPage';

/** /admin/users: 'Manage Users' (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/users/')({
  component: UsersPage,
});
