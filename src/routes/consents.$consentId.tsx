import { createFileRoute } from '@tanstack/react-router';
import { ConsentPage } from '@/features/openbanking/components/ConsentPage';

/**
 * `/consents/$consentId`: where a third party of the open-banking API sends the customer to
 * approve or refuse its consent (signing in on the page when needed).
 */
export const Route = createFileRoute('/consents/$consentId')({
  component: ConsentRoute,
});

function ConsentRoute() {
  const { consentId } = Route.useParams();
  return <ConsentPage consentId={consentId} />;
}
