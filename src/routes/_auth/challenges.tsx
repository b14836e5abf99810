import { createFileRoute } from '@tanstack/react-router';
import { BackButton } from '@/components/BackButton';
import { ChallengesPage } from '@/features/learn/ChallengesPage';

/** `/challenges`: Learn → Challenges, the catalogue with the learner's progress and hints. */
export const Route = createFileRoute('/_auth/challenges')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.challenges.list.queryOptions()),
  component: () => (
    <>
      <BackButton />
      <ChallengesPage />
    </>
  ),
});
