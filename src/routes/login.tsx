import { createFileRoute } from '@tanstack/react-router';
import { PublicHome } from '@/features/public/components/PublicHome';

/** `/login`: the home page with the Login dialog open. */
export const Route = createFileRoute('/login')({
  component: () => <PublicHome initialDialog="login" />,
});
