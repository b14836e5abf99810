import { Button, Group, NumberInput } from '@mantine/core';
import { displayUsd, formatCents, parseCents } from '@shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import type { AdminAccount } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * One account's top-up (/admin/users/{id}; §5 Admin top-up; a deposit from the bank's funding account). Leaving the amount field with a
 * value tops up and clears it, as the spec says; the 'Top up' button (always enabled, unlike
 * the original's) and Enter do the same. An empty field does nothing (§5).
 * The amount goes to the server as a two-decimal string, never as a float.
 */
export function AccountTopUp({ account }: { account: AdminAccount }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);

  const topUp = useMutation(
    useStepUpOptions(
      trpc.adminPeople.topUp.mutationOptions({
        onSuccess: async (updated, { amount: sent }) => {
          if (updated.pendingApproval) {
            showToast({
              title: t('Sent for approval'),
              message: t(
                'A top-up of {{amount}} is above the approval limit: a second admin has to approve it under Approvals.',
                { amount: displayUsd(sent) },
              ),
            });
            await queryClient.invalidateQueries(trpc.adminApprovals.pathFilter());
            return;
          }
          showToast({
            title: t('Top-up complete'),
            message: t('{{amount}} deposited to account {{number}}.', {
              amount: displayUsd(sent),
              number: updated.accountNumber,
            }),
          });
          await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        },
        onError: (err) =>
          showErrorToast({
            title: t('Top-up failed'),
            message: errorMessage(err, t('Could not top up the account')),
          }),
      }),
    ),
  );

  const submit = () => {
    const text = String(amount).trim();
    // §5: only fired when the entered amount is non-empty.
    if (!text || topUp.isPending) return;
    const parsed = parseCents(text);
    if (!parsed.ok || parsed.cents <= 0) {
      setError(parsed.ok ? t('Amount must be more than 0') : t(parsed.error));
      return;
    }
    setError(null);
    setAmount('');
    topUp.mutate({ id: account.id, amount: formatCents(parsed.cents) });
  };

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          aria-label={t('Top-up amount for account {{number}}', { number: account.accountNumber })}
          placeholder={t('Top-up amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          // Leaving the field tops up (a click on 'Top up' leaves it too, then finds it empty).
          onBlur={submit}
          step={0.01}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          leftSection="$"
          error={error}
          w={150}
          size="sm"
        />
        <Button type="submit" variant="light" loading={topUp.isPending}>
          {t('Top up')}
        </Button>
      </Group>
    </form>
  );
}
