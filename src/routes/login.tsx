import { createFileRoute } from '@tanstack/react-router';
import { signInSearchSchema } from '@/features/live/lib/reasons';
import { PublicHome } from '@/features/public/components/PublicHome';

/**
 * `/login`: the home page with the Login dialog open. `?reason=` (a session that ended:
 * `idle`, `revoked`, ...) puts the reason above the form.
 */
export const Route = createFileRoute('/login')({
  validateSearch: signInSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { reason } = Route.useSearch();
  return <PublicHome initialDialog="login" signInReason={reason} />;
}
