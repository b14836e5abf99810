import { Alert, Container } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { NotFound } from '@/components/NotFound';
import { AdminLayout } from '@/features/admin/components/layout/AdminLayout';
import { errorMessage } from '@/lib/errors';
import { sessionQueryOptions, unfinishedSignInPath } from '@/lib/session';

/**
 * The admin guard: a pathless layout
 * around every /admin screen except /admin/login. No session → /admin/login; a session
 * whose role is not ADMIN → /dashboard. It waits with 'Verifying admin access...'. An admin
 * who owes the authenticator code goes back to /admin/login for it; one who must enrol first
 * (ADMIN_MFA=required) can open /admin/security only (OWASP ASVS 4.3.1).
 */
export const Route = createFileRoute('/admin/_admin')({
  beforeLoad: async ({ location, context: { queryClient, trpc } }) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions(trpc));
    if (!user) throw redirect({ to: '/admin/login', replace: true });
    if (user.role !== 'ADMIN') throw redirect({ to: '/dashboard', replace: true });
    const unfinished = unfinishedSignInPath(user);
    if (unfinished && unfinished !== location.pathname) {
      throw redirect({ to: unfinished, replace: true });
    }
    return { user };
  },
  pendingComponent: () => <FullPageLoading label="Verifying admin access..." />,
  pendingMs: 0,
  errorComponent: ({ error }) => <GuardError error={error} />,
  // An unknown /admin path: the not-found content inside the admin frame.
  notFoundComponent: () => <NotFound home="/admin" homeLabel="Back to the admin dashboard" />,
  component: AdminLayout,
});

function GuardError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('Error')}>
        {errorMessage(error, t('Something went wrong. Please try again.'))}
      </Alert>
    </Container>
  );
}
