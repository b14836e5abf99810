import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLogin } from '@/features/admin/components/AdminLogin';
import { signInSearchSchema } from '@/features/live/lib/reasons';
import { sessionQueryOptions, unfinishedSignInPath } from '@/lib/session';

/**
 * /admin/login, outside the admin guard: a visitor
 * already signed in is sent on, admins to /admin and everyone else to /dashboard. An admin
 * who owes the authenticator code stays for the code step; one who must enrol first goes to
 * /admin/security (OWASP ASVS 4.3.1).
 */
export const Route = createFileRoute('/admin/login')({
  // `?reason=`: why the last session ended, said above the form.
  validateSearch: signInSearchSchema,
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions(trpc));
    if (!user) return;
    const unfinished = unfinishedSignInPath(user);
    if (unfinished === '/admin/login') return;
    if (unfinished) throw redirect({ to: unfinished, replace: true });
    throw redirect({ to: user.role === 'ADMIN' ? '/admin' : '/dashboard', replace: true });
  },
  component: AdminLogin,
});
