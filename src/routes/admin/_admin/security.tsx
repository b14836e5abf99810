import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@/features/admin/components/security/SecurityPage';

/**
 * /admin/security: the admin's two-factor sign-in (OWASP ASVS 4.3.1). With ADMIN_MFA=required, the only admin screen open before enrolling.
 */
export const Route = createFileRoute('/admin/_admin/security')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.adminMfa.status.queryOptions()),
  component: SecurityPage,
});
