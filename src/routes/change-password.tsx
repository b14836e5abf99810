import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChangePasswordPage } from '@/features/profile/components/ChangePasswordPage';
import { sessionQueryOptions } from '@/lib/session';

/**
 * `/change-password`: where a customer whose password the bank chose (an admin-created
 * customer, a class student, a reset) must go first. Nobody signed in → home; a customer with
 * nothing to change → the dashboard.
 */
export const Route = createFileRoute('/change-password')({
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions(trpc));
    if (!user) throw redirect({ to: '/', replace: true });
    if (!user.passwordChangeRequired) throw redirect({ to: '/dashboard', replace: true });
  },
  component: ChangePasswordPage,
});
