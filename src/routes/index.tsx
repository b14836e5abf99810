import { createFileRoute } from '@tanstack/react-router';
import { PublicHome } from '@/features/public/components/PublicHome';

/** `/`: the public home page. */
export const Route = createFileRoute('/')({
  component: () => <PublicHome />,
});
