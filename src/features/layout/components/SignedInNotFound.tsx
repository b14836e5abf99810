import { Box, Container } from '@mantine/core';
import type { SessionUserSchema } from '@shared/dto';
import type { z } from 'zod';
import { CustomerNotFound } from '@/features/learn/CustomerNotFound';
import { useChallengeToasts } from '@/features/learn/hooks/useChallengeToasts';
import { useLogout } from '@/lib/session';
import { AuthHeader } from './AuthHeader';
import classes from './layout.module.css';

/**
 * A made-up top-level address read by a signed-in customer ('/no/such/page'): the customer
 * header (bell, user menu, sign-out) over the not-found content, never the public header's
 * 'Sign in' and 'Open an account'. The visit counts for the not-found challenge, and its toast
 * shows here as on every customer screen.
 * @param user the signed-in customer
 */
export function SignedInNotFound({ user }: { user: z.infer<typeof SessionUserSchema> }) {
  const logout = useLogout();
  useChallengeToasts(user.id);
  return (
    <Box mih="100vh" className={classes.page}>
      <AuthHeader user={user} onLogout={logout} />
      <Container size="xl" py="md">
        <Box component="main">
          <CustomerNotFound />
        </Box>
      </Container>
    </Box>
  );
}
