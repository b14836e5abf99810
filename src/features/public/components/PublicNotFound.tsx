import { NotFound } from '@/components/NotFound';
import { CustomerNotFound } from '@/features/learn/CustomerNotFound';
import { useSessionUser } from '@/lib/session';
import { PublicLayout } from './PublicLayout';

/**
 * An unknown path outside the customer and admin frames ('/no-such-page'): the not-found
 * content inside the public site's header and footer. Its way home follows who reads it: the
 * home page for a visitor, the dashboard for a signed-in customer (and the visit counts for
 * their not-found challenge, as under the customer frame), the admin dashboard for an admin.
 */
export function PublicNotFound() {
  const { data: user } = useSessionUser();
  const content = !user ? (
    <NotFound />
  ) : user.role === 'ADMIN' ? (
    <NotFound home="/admin" homeLabel="Back to the admin dashboard" />
  ) : (
    <CustomerNotFound />
  );
  return <PublicLayout>{content}</PublicLayout>;
}
