import { createFileRoute } from '@tanstack/react-router';
import { ClassProgress } from '@/features/admin/components/classes/ClassProgress';

const idOf = (param: string) => (/^\d+$/.test(param) ? Number(param) : 0);

/** /admin/classes/{id}/progress: the class's challenge progress, live. */
export const Route = createFileRoute('/admin/_admin/classes/$classId_/progress')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.prefetchQuery(
      trpc.adminProgress.classProgress.queryOptions({ id: idOf(params.classId) }),
    ),
  component: ClassProgressRoute,
});

function ClassProgressRoute() {
  const { classId } = Route.useParams();
  return <ClassProgress key={classId} classId={idOf(classId)} />;
}
