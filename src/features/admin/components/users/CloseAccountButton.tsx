import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonConfirmModal } from '@/features/admin/components/ui/ReasonConfirmModal';
import type { AdminAccount } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * Close an account, after a confirmation with a reason (kept in the audit log). The server refuses (422, with what to do) while
 * the balance is not zero or pending transfers hold money on it; its message is the toast.
 */
export function CloseAccountButton({ account }: { account: AdminAccount }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const close = useMutation(
    trpc.adminPeople.closeAccount.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        showToast({ title: t('Account closed'), message: account.accountNumber });
        await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        await queryClient.invalidateQueries(trpc.adminProvisioning.pathFilter());
      },
      onError: (error) => {
        setConfirming(false);
        showErrorToast({
          title: t('Could not close the account'),
          message: errorMessage(error, t('Something went wrong. Please try again.')),
        });
      },
    }),
  );
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
        {t('Close account')}
      </Button>
      <ReasonConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) => close.mutate({ id: account.id, reason })}
        title={t('Close account')}
        message={t('Close account {{number}}? It needs a zero balance.', {
          number: account.accountNumber,
        })}
        confirmLabel={t('Close account')}
        loading={close.isPending}
      />
    </>
  );
}
