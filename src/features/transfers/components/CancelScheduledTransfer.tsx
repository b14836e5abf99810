import { Button } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { errorMessage } from '@/lib/errors';
import { displayBusinessDate } from '@/lib/format';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/**
 * A scheduled transfer's "Cancel transfer" button: it asks first (the amount and the day it
 * would have been sent), then takes the transfer back. Nothing was held or posted for it, so
 * no balance changes; the lists and the bell are refreshed.
 */
export function CancelScheduledTransfer({
  transfer,
}: {
  transfer: { id: number; amount: string; scheduledDate: string | null };
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => client.transfers.cancel.mutate({ id: transfer.id }),
    onSuccess: () => {
      setAsking(false);
      showToast({ title: t('Transfer cancelled'), message: t('It will not be sent.') });
      for (const filter of [trpc.transfers.pathFilter(), trpc.notifications.pathFilter()]) {
        void queryClient.invalidateQueries(filter);
      }
    },
    onError: (error) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) }),
  });
  return (
    <>
      <Button size="compact-xs" color="red" variant="subtle" onClick={() => setAsking(true)}>
        {t('Cancel transfer')}
      </Button>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => cancel.mutate()}
        title={t('Cancel transfer')}
        message={t(
          'Cancel the transfer of {{amount}} scheduled for {{date}}? It will not be sent.',
          {
            amount: displayUsd(transfer.amount),
            date: displayBusinessDate(transfer.scheduledDate ?? ''),
          },
        )}
        confirmLabel={t('Cancel transfer')}
        cancelLabel={t('Keep it')}
        loading={cancel.isPending}
      />
    </>
  );
}
