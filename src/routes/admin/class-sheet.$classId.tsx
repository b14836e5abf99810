import { createFileRoute, redirect } from '@tanstack/react-router';
import { ClassSheet } from '@/features/admin/components/classes/ClassSheet';
import { sessionQueryOptions, unfinishedSignInPath } from '@/lib/session';

/**
 * /admin/class-sheet/{id}: a class's printable credentials sheet, outside the admin frame (so
 * it prints alone), behind the same admin guard.
 */
export const Route = createFileRoute('/admin/class-sheet/$classId')({
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions(trpc));
    if (!user) throw redirect({ to: '/admin/login', replace: true });
    if (user.role !== 'ADMIN') throw redirect({ to: '/dashboard', replace: true });
    const unfinished = unfinishedSignInPath(user);
    if (unfinished) throw redirect({ to: unfinished, replace: true });
  },
  component: ClassSheetRoute,
});

function ClassSheetRoute() {
  const { classId } = Route.useParams();
  return <ClassSheet classId={/^\d+$/.test(classId) ? Number(classId) : 0} />;
}
