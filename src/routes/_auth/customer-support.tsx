import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/customer-support`: the Support Center lives at /support. */
export const Route = createFileRoute('/_auth/customer-support')({
  beforeLoad: () => {
    throw redirect({ to: '/support', replace: true });
  },
});
