import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/public/components/ContentPage';

/** `/home/bank`, `/home/credit-cards`, ...: the help pages behind the home page's tiles. */
export const Route = createFileRoute('/home/$page')({
  component: function HelpContentPage() {
    const { page } = Route.useParams();
    return <ContentPage path={`/home/${page}`} />;
  },
});
