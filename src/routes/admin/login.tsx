import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../../lib/session';
import { queryClient } from '../../lib/trpc';
import { AdminLogin } from '../-components/admin/AdminLogin';

/**
 * /admin/login, outside the admin guard (operations-and-admin.md §2 Admin area): a visitor
 * already signed in is sent on, admins to /admin and everyone else to /dashboard.
 */
export const Route = createFileRoute('/admin/login')({
  beforeLoad: async () => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions());
    if (user) {
      throw redirect({ to: user.role === 'ADMIN' ? '/admin' : '/dashboard', replace: true });
    }
  },
  component: AdminLogin,
});
