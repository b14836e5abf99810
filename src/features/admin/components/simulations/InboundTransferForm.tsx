import { Select, Stack, Text, TextInput } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type AccountChoice,
  AccountPicker,
  CustomerPicker,
} from '@/features/admin/components/ui/Pickers';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';
import { useNarrowedPick, withoutOwner } from './pickedCustomer';
import { Outcome, SimulationCard } from './SimulationCard';
import { checkedId, InboundTransferFormSchema } from './simulationForms';

/**
 * Another bank sends money in: an ACH credit or a wire of `amount` from `payerName` to the
 * account picked (by customer, then account), credited through the ledger; the result names
 * the account credited and links to it.
 */
export function InboundTransferForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.inboundTransfer.mutationOptions());
  const { form, input } = useSchemaForm(InboundTransferFormSchema, {
    accountId: '',
    amount: '2500.00',
    payerName: 'Globex Payroll',
    rail: 'ACH' as 'ACH' | 'WIRE',
    reference: '',
  });
  const pick = useNarrowedPick<AccountChoice>((value) => form.setFieldValue('accountId', value));
  const accountInput = input('accountId');
  const result = run.data;
  // The account credited, named in the result.
  const credited = useQuery({
    ...trpc.adminLookup.accounts.queryOptions({ id: result?.accountId ?? 0 }),
    enabled: result !== undefined,
  }).data?.items[0];
  return (
    <SimulationCard
      title="Inbound transfer"
      description="An outside payer (a payroll, a relative at another bank) credits a customer account from external clearing."
      pending={run.isPending}
      onSubmit={form.onSubmit((values) =>
        run.mutate({
          accountId: checkedId(values.accountId),
          amount: values.amount,
          payerName: values.payerName,
          rail: values.rail,
          reference: values.reference || undefined,
        }),
      )}
      outcome={
        <Outcome error={run.error}>
          {result && (
            <Stack gap={4}>
              <Text size="sm">
                {t(
                  result.rail === 'WIRE'
                    ? "Inbound wire of {{amount}} from {{payer}} credited to {{customer}}'s {{account}} (statement row {{id}}). New balance {{balance}}."
                    : "Inbound transfer of {{amount}} from {{payer}} credited to {{customer}}'s {{account}} (statement row {{id}}). New balance {{balance}}.",
                  {
                    amount: displayUsd(result.amount),
                    payer: result.payerName,
                    customer: credited?.customerName ?? '…',
                    account: withoutOwner(credited),
                    id: result.transactionId,
                    balance: displayUsd(result.balance),
                  },
                )}
              </Text>
              <AnchorLink size="sm" to="/admin/transactions" search={{ account: result.accountId }}>
                {t("View the account's statement rows")}
              </AnchorLink>
            </Stack>
          )}
        </Outcome>
      }
    >
      <CustomerPicker label="Customer" {...pick.customerPicker} />
      <AccountPicker
        label="Account"
        userId={pick.userId}
        value={accountInput.value as string}
        error={accountInput.error}
        required
        onChange={pick.onPick}
      />
      <TextInput label={t('Amount')} {...input('amount')} required />
      <TextInput label={t('Payer name')} {...input('payerName')} required />
      <Select
        label={t('Rail')}
        data={['ACH', 'WIRE']}
        {...input('rail')}
        onChange={(v) => form.setFieldValue('rail', v === 'WIRE' ? 'WIRE' : 'ACH')}
        allowDeselect={false}
      />
      <TextInput label={t('Reference (optional)')} {...input('reference')} />
    </SimulationCard>
  );
}
