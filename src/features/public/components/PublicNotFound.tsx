import { NotFound } from '@/components/NotFound';
import { PublicLayout } from './PublicLayout';

/** An unknown public path: the not-found content inside the public site's header and footer. */
export function PublicNotFound() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
