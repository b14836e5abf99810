import { Alert, Box, Container, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { BeneficiariesPanel } from '@/features/beneficiaries/components/BeneficiariesPanel';
import { AccountsCarousel } from '@/features/layout/components/AccountsCarousel';
import { AfterAccounts } from '@/features/layout/components/AfterAccounts';
import { AuthHeader } from '@/features/layout/components/AuthHeader';
import { CreditCardPanel } from '@/features/layout/components/CreditCardPanel';
import { FrameSkeleton } from '@/features/layout/components/FrameSkeleton';
import classes from '@/features/layout/components/layout.module.css';
import { MobileFooter } from '@/features/layout/components/MobileFooter';
import { TipsPanel } from '@/features/layout/components/TipsPanel';
import { prefetchFrameData } from '@/features/layout/lib/frameData';
import { CustomerNotFound } from '@/features/learn/CustomerNotFound';
import { useChallengeToasts } from '@/features/learn/hooks/useChallengeToasts';
import { useLiveEvents } from '@/features/live/hooks/useLiveEvents';
import { errorMessage } from '@/lib/errors';
import {
  sessionQueryOptions,
  unfinishedSignInPath,
  useLogout,
  useSessionUser,
} from '@/lib/session';
import { useTRPC } from '@/lib/trpc';

/**
 * Customer paths that the public footer also links to: a visitor is sent to the public page
 * on the same subject instead of the home page (the footer's 'Loans' is /loans, which is
 * also the customer's loans screen).
 */
const PUBLIC_ALTERNATIVES: Record<string, string> = { '/loans': '/borrow' };

/** Pathless layout of every signed-in screen. */
export const Route = createFileRoute('/_auth')({
  // The guard runs before any child renders: nobody signed in → the public home page.
  beforeLoad: async ({ location, context: { queryClient, trpc } }) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions(trpc));
    if (!user)
      throw redirect({ href: PUBLIC_ALTERNATIVES[location.pathname] ?? '/', replace: true });
    // An admin half-way through the second factor finishes it first.
    const unfinished = unfinishedSignInPath(user);
    if (unfinished) throw redirect({ to: unfinished, replace: true });
    // A password the bank chose is changed before anything else (the server refuses the rest).
    if (user.passwordChangeRequired) throw redirect({ to: '/change-password', replace: true });
    // The children's loaders read the signed-in user from the context.
    return { user };
  },
  // The frame's own data: the accounts carousel, the card panel and the bell's count. Right
  // after a sign-in the Login dialog has already asked for it, and the loader waits for that read.
  loader: ({ context: { queryClient, trpc } }) => prefetchFrameData(queryClient, trpc),
  // The skeleton shows only when the guard and the frame's read take longer than 150 ms: right
  // after sign-in they usually do not, and drawing it first would delay the read and the frame.
  // It gives way the moment the accounts are here: the router's usual minimum display (against a
  // flash of a screen's skeleton) would hold the signed-in frame back.
  pendingComponent: FrameSkeleton,
  pendingMs: 150,
  pendingMinMs: 0,
  errorComponent: ({ error }) => <LoadError error={error} />,
  // An unknown path under a customer screen: the not-found content inside the frame.
  notFoundComponent: () => <CustomerNotFound />,
  component: AuthLayout,
});

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('Error')}>
        {errorMessage(error, t('Something went wrong. Please try again.'))}
      </Alert>
    </Container>
  );
}

/** Paths under /admin hide the card panel. */
function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function AuthLayout() {
  const logout = useLogout();
  const { pathname } = useLocation();
  const me = useSessionUser();
  // Changes made elsewhere (an admin, another tab) show here at once; a session that ended
  // lands on the sign-in with its reason.
  useLiveEvents('customer');
  // A toast the moment the learner solves a challenge, on every screen.
  useChallengeToasts(me.data?.id);

  // The guard has filled the cache; an empty one means sign-out is under way.
  if (!me.data) return <FullPageLoading />;

  return (
    <Box mih="100vh" className={classes.page}>
      <AuthHeader user={me.data} onLogout={logout} />
      <Container size="xl" pt="md" pb={{ base: 96, sm: 'xl' }}>
        <FrameAccounts />
        <Grid gap="lg" mt="md">
          {/* miw 0: a wide statement table must scroll inside the column, not widen the page. */}
          <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
            <Box component="main">
              <Outlet />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" component="aside">
              <AfterAccounts>
                {/* The /transfers page's side column. */}
                {pathname === '/transfers' && <BeneficiariesPanel />}
                {!isAdminPath(pathname) && <CreditCardPanel />}
                <TipsPanel />
              </AfterAccounts>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      {/* Fixed to a phone's bottom edge over the room the container keeps free: it moves nothing. */}
      <AfterAccounts>
        <MobileFooter onLogout={logout} />
      </AfterAccounts>
    </Box>
  );
}

/**
 * The accounts carousel, reading the accounts itself: their arrival re-renders this part of the
 * frame only. Placeholder cards while they load (after an error they are asked again on the
 * next mount), an alert when they could not be read.
 */
function FrameAccounts() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  if (accounts.isError) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(accounts.error, t('Could not load your accounts.'))}
      </Alert>
    );
  }
  return <AccountsCarousel accounts={accounts.data} />;
}
