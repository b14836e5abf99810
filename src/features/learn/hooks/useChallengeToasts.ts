/**
 * A toast when the signed-in learner solves a challenge, on every customer screen: the
 * layout's live stream carries a `challenge` event (admins hear every learner's, so only the
 * user's own are shown). It waits for a toast already on screen rather than replacing it.
 */
import { useTranslation } from 'react-i18next';
import { useLiveEvent } from '@/features/live/hooks/useLiveEvent';
import { queueToast } from '@/lib/toast';

/**
 * Shows a toast for each challenge `userId` solves while the component is mounted.
 * @param userId the signed-in user's id (nothing is shown without one)
 */
export function useChallengeToasts(userId: number | undefined): void {
  const { t } = useTranslation();
  useLiveEvent('challenge', (data) => {
    if (userId === undefined || data.userId !== userId) return;
    // Queued: the action that solved it may have just shown its own confirmation.
    queueToast({
      title: t('Challenge solved!'),
      message: t('{{title}}: +{{points}} points', { title: t(data.title), points: data.points }),
    });
  });
}
