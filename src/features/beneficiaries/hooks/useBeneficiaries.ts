/** The signed-in user's saved beneficiaries and deleting one. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** The current beneficiaries of the session's user; runs only once the user is known. */
export function useBeneficiaries() {
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  return useQuery({
    ...trpc.beneficiaries.byUser.queryOptions({ userId: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
}

/**
 * Deletes a beneficiary with a success toast; `deletingId` is the one being deleted, so only its
 * button reads 'Deleting...'. The list refreshes through lib/invalidations.
 * `remove(id, onDeleted, onRefused)`: a refusal (a payee still paid by scheduled transfers or
 * standing orders, say) goes to `onRefused` with the server's message when it is given, so
 * the dialog that asked can say it; without it, to an error toast.
 */
export function useDeleteBeneficiary() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const mutation = useMutation(trpc.beneficiaries.delete.mutationOptions());
  const remove = (id: number, onDeleted?: () => void, onRefused?: (message: string) => void) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => {
          showToast({ title: t('Success'), message: t('Beneficiary deleted successfully') });
          onDeleted?.();
        },
        onError: (error) => {
          const message = errorMessage(error, t('Failed to delete beneficiary'));
          if (onRefused) onRefused(message);
          else showErrorToast({ title: t('Error'), message });
        },
      },
    );
  return { remove, deletingId: mutation.isPending ? mutation.variables?.id : undefined };
}
