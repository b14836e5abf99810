import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/customer-support` (customer-area.md §2 Known routes): the Support Center lives at /support. */
export const Route = createFileRoute('/_auth/customer-support')({
  beforeLoad: () => {
    throw redirect({ to: '/support', replace: true });
  },
});
