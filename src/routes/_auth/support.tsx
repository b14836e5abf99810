import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/support/components/SupportPage';

/** `/support`: the Support Center (operations-and-admin.md §2 Support Center). */
export const Route = createFileRoute('/_auth/support')({
  component: SupportPage,
});
