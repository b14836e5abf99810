import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/public/components/ContentPage';

/**
 * `/bank`, `/save`, ..., `/about`, `/faq`, `/sitemap`: the public content pages behind the
 * main navigation and the footer. Registered routes such as
 * /dashboard are static and always win over this one; any other path is not found.
 */
export const Route = createFileRoute('/$page')({
  component: function PublicContentPage() {
    const { page } = Route.useParams();
    return <ContentPage path={`/${page}`} />;
  },
});
