import { createFileRoute } from '@tanstack/react-router';
import { PublicHome } from '@/features/public/components/PublicHome';

/** `/open-account`: the home page with the Open Account dialog open. */
export const Route = createFileRoute('/open-account')({
  component: () => <PublicHome initialDialog="open-account" />,
});
