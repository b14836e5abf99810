import { createFileRoute } from '@tanstack/react-router';
import { PublicHome } from '@/features/public/components/PublicHome';

/** `/`: the public home page (customer-area.md §2). */
export const Route = createFileRoute('/')({
  component: () => <PublicHome />,
});
