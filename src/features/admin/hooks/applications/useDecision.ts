import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * Approve or reject an application: a toast says what happened and the
 * lists (and the users, whom an approved enrollment verifies) are read again.
 */
export function useDecision(kind: 'enrollment' | 'loan') {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const callbacks = {
    onSuccess: async ({ status }: { id: number; status: string }) => {
      showToast({
        title: status === 'APPROVED' ? t('Application approved') : t('Application rejected'),
        message:
          kind === 'enrollment' && status === 'APPROVED'
            ? t('The applicant is now verified.')
            : t('The applicant is notified.'),
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.adminOps.pathFilter()),
        queryClient.invalidateQueries(trpc.adminPeople.pathFilter()),
      ]);
    },
    onError: (error: unknown) =>
      showErrorToast({
        title: t('Not decided'),
        message: errorMessage(error, t('Could not record the decision')),
      }),
  };
  const enrollment = useMutation(trpc.adminOps.decideEnrollment.mutationOptions(callbacks));
  const loan = useMutation(trpc.adminOps.decideLoanApplication.mutationOptions(callbacks));
  return kind === 'enrollment' ? enrollment : loan;
}
