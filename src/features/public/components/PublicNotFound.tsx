import { lazy, Suspense } from 'react';
import { NotFound } from '@/components/NotFound';
import { useSessionUser } from '@/lib/session';
import { PublicLayout } from './PublicLayout';

// The customer frame's header stays out of the public pages' code until a customer needs it.
const SignedInNotFound = lazy(() =>
  import('@/features/layout/components/SignedInNotFound').then((m) => ({
    default: m.SignedInNotFound,
  })),
);

/**
 * An unknown path outside the customer and admin frames ('/no-such-page'). A visitor reads
 * the not-found content inside the public site's header and footer, with a way back to the
 * home page. A signed-in customer reads it under the customer header, with a way back to the
 * dashboard (the visit counts for their not-found challenge, as under the customer frame). An
 * admin is led back to the admin dashboard.
 */
export function PublicNotFound() {
  const { data: user } = useSessionUser();
  if (user && user.role !== 'ADMIN') {
    return (
      <Suspense fallback={null}>
        <SignedInNotFound user={user} />
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      {user ? <NotFound home="/admin" homeLabel="Back to the admin dashboard" /> : <NotFound />}
    </PublicLayout>
  );
}
