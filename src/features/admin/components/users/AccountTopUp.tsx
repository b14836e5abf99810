import { Button, Group, NumberInput } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import type { AdminAccount } from '@/features/admin/lib/types';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { checkedAmount } from '@/features/transfers/lib/amountField';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The top-up's rule: an amount more than 0 with at most 2 decimals; an empty field is no
 * error (it does nothing).
 */
const TopUpFormSchema = z.object({
  amount: z.union([z.string(), z.number()]).superRefine((value, ctx) => {
    const text = String(value).trim();
    const amount = amountToDecimal(text);
    if (text && !amount.ok) ctx.addIssue({ code: 'custom', message: amount.error });
  }),
});

/**
 * One account's top-up (/admin/users/{id}; a deposit from the bank's funding account). Leaving the amount field with a
 * value tops up and clears it; the 'Top up' button (always enabled) and Enter do the same.
 * An empty field does nothing.
 * The amount goes to the server as a two-decimal string, never as a float.
 */
export function AccountTopUp({ account }: { account: AdminAccount }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm(TopUpFormSchema, { amount: '' as string | number });

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

  const submit = form.onSubmit(({ amount }) => {
    const text = String(amount).trim();
    // A top-up is only sent when the entered amount is non-empty.
    if (!text || topUp.isPending) return;
    form.reset();
    topUp.mutate({ id: account.id, amount: checkedAmount(text) });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          aria-label={t('Top-up amount for account {{number}}', { number: account.accountNumber })}
          placeholder={t('Top-up amount')}
          {...input('amount')}
          // Leaving the field tops up (a click on 'Top up' leaves it too, then finds it empty).
          onBlur={() => submit()}
          step={0.01}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          leftSection="$"
          w={200}
          size="sm"
        />
        <Button type="submit" variant="light" loading={topUp.isPending}>
          {t('Top up')}
        </Button>
      </Group>
    </form>
  );
}
