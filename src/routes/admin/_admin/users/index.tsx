import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../-components/admin/users/UsersPage';

/** /admin/users: 'Manage Users' (operations-and-admin.md §2 Admin area). */
export const Route = createFileRoute('/admin/_admin/users/')({
  component: UsersPage,
});
