import { createFileRoute } from '@tanstack/react-router';
import { ClassDetail } from '@/features/admin/components/classes/ClassDetail';

const idOf = (param: string) => (/^\d+$/.test(param) ? Number(param) : 0);

/** /admin/classes/{id}: one class, its students and its actions. */
export const Route = createFileRoute('/admin/_admin/classes/$classId')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.prefetchQuery(trpc.adminClasses.detail.queryOptions({ id: idOf(params.classId) })),
  component: ClassDetailRoute,
});

function ClassDetailRoute() {
  const { classId } = Route.useParams();
  return <ClassDetail key={classId} classId={idOf(classId)} />;
}
