import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { useSessionUser } from '@/lib/session';
import { showErrorToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The PIN guard: asks whether the user has a
 * transaction PIN; without one, says so and goes to /profile (Security), with the page the
 * customer was opening as `returnTo`, so saving the PIN brings them back to it. Any error lets the
 * page render. It asks `users.pinStatus` rather than probing verify-pin with a dummy PIN,
 * which would count as a wrong PIN and trip the throttle.
 */
export function PinGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useSessionUser();
  const status = useQuery({
    ...trpc.users.pinStatus.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const missing = status.data?.isSet === false;

  useEffect(() => {
    if (!missing) return;
    showErrorToast({
      title: t('PIN Required'),
      message: t('You must set a transaction PIN before accessing this page.'),
    });
    void navigate({
      to: '/profile',
      search: { tab: 'security', returnTo: pathname },
      replace: true,
    });
  }, [missing, navigate, t, pathname]);

  if (!user || status.isPending || missing) {
    return <FullPageLoading compact label="Verifying security settings..." />;
  }
  return <>{children}</>;
}
