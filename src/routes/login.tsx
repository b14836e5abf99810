import { createFileRoute } from '@tanstack/react-router';
import { PublicHome } from '@/features/public/components/PublicHome';

/** `/login`: the home page with the Login dialog open (customer-area.md §2). */
export const Route = createFileRoute('/login')({
  component: () => <PublicHome initialDialog="login" />,
});
