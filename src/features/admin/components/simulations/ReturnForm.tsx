import { Select, Stack, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { RETURN_CODES, type ReturnCode } from '@shared/return-codes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CustomerPicker,
  type TransferChoice,
  TransferPicker,
} from '@/features/admin/components/ui/Pickers';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';
import { useNarrowedPick } from './pickedCustomer';
import { Outcome, SimulationCard } from './SimulationCard';
import { checkedId, ReturnFormSchema } from './simulationForms';

const CODE_OPTIONS = Object.entries(RETURN_CODES).map(([value, label]) => ({
  value,
  label: `${value} ${label}`,
}));

/**
 * An ACH return: a completed LOCAL transfer picked (by customer, then transfer) comes back
 * with the return code chosen (R01, R02, …); the money is credited back, the customer told
 * why, and the result names the transfer returned.
 */
export function ReturnForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.returnTransfer.mutationOptions());
  const { form, input } = useSchemaForm(ReturnFormSchema, {
    transferId: '',
    returnCode: 'R01' as ReturnCode,
  });
  const pick = useNarrowedPick<TransferChoice>((value) => form.setFieldValue('transferId', value));
  const transferInput = input('transferId');
  const result = run.data;
  // The transfer returned, with its customer's name.
  const returned = useQuery({
    ...trpc.adminLookup.transfers.queryOptions({ id: result?.id ?? 0 }),
    enabled: result !== undefined,
  }).data?.items[0];
  return (
    <SimulationCard
      title="ACH return"
      description="A completed LOCAL transfer to another bank comes back with a return code: the money is credited back and the customer told why."
      pending={run.isPending}
      onSubmit={form.onSubmit((values) =>
        run.mutate({ transferId: checkedId(values.transferId), returnCode: values.returnCode }),
      )}
      outcome={
        <Outcome error={run.error}>
          {result && (
            <Stack gap={4}>
              <Text size="sm">
                {t(
                  'Transfer {{id}} of {{amount}} came back with {{code}}: the money is credited back to {{customer}}.',
                  {
                    id: result.id,
                    amount: displayUsd(result.amount),
                    code: `${result.returnCode ?? ''} ${result.returnReason ?? ''}`.trim(),
                    customer: returned?.customerName ?? '…',
                  },
                )}
              </Text>
              <AnchorLink
                size="sm"
                to="/admin/transfers/$transferId"
                params={{ transferId: String(result.id) }}
              >
                {t('Open transfer {{id}}', { id: result.id })}
              </AnchorLink>
            </Stack>
          )}
        </Outcome>
      }
    >
      <CustomerPicker label="Customer" {...pick.customerPicker} />
      <TransferPicker
        label="Transfer"
        description="Completed LOCAL transfers"
        userId={pick.userId}
        status="COMPLETED"
        transferType="LOCAL"
        value={transferInput.value as string}
        error={transferInput.error}
        required
        onChange={pick.onPick}
      />
      <Select
        label={t('Return code')}
        data={CODE_OPTIONS}
        {...input('returnCode')}
        onChange={(v) => v && form.setFieldValue('returnCode', v as ReturnCode)}
        allowDeselect={false}
      />
    </SimulationCard>
  );
}
