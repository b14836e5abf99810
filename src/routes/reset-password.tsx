import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/recovery/components/ResetPasswordPage';
import { resetSearchSchema } from '@/features/recovery/lib/resetSearch';

/** `/reset-password?token=…`: the emailed link's page, where a new password is chosen. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
