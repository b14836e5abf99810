import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { RETURN_CODES, type ReturnCode } from '@shared/return-codes';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';
import { Lessons, MonthEndNow } from './Lessons';
import { Outcome, SimulationCard } from './SimulationCard';
import {
  CardAuthorizationFormSchema,
  checkedId,
  InboundTransferFormSchema,
  ReturnFormSchema,
} from './simulationForms';

const CODE_OPTIONS = Object.entries(RETURN_CODES).map(([value, label]) => ({
  value,
  label: `${value} ${label}`,
}));

function InboundTransferForm() {
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
      outcome={<Outcome data={run.data} error={run.error} />}
    >
      <TextInput label={t('Account ID')} {...input('accountId')} required />
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

function ReturnForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.returnTransfer.mutationOptions());
  const { form, input } = useSchemaForm(ReturnFormSchema, {
    transferId: '',
    returnCode: 'R01' as ReturnCode,
  });
  return (
    <SimulationCard
      title="ACH return"
      description="A completed LOCAL transfer to another bank comes back with a return code: the money is credited back and the customer told why."
      pending={run.isPending}
      onSubmit={form.onSubmit((values) =>
        run.mutate({ transferId: checkedId(values.transferId), returnCode: values.returnCode }),
      )}
      outcome={<Outcome data={run.data} error={run.error} />}
    >
      <TextInput label={t('Transfer ID')} {...input('transferId')} required />
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

function CardAuthorizationForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const authorize = useMutation(trpc.adminSimulations.authorizeCard.mutationOptions());
  const settle = useMutation(trpc.adminSimulations.settleCardAuthorization.mutationOptions());
  const reverse = useMutation(trpc.adminSimulations.reverseCardAuthorization.mutationOptions());
  const { form, input } = useSchemaForm(CardAuthorizationFormSchema, {
    cardId: '',
    amount: '12.34',
    merchant: 'Corner Grocery',
  });
  const last = settle.data ?? reverse.data ?? authorize.data;
  const error = settle.error ?? reverse.error ?? authorize.error;
  const approved = authorize.data?.status === 'APPROVED' ? authorize.data : undefined;
  const end = (which: typeof settle) => {
    if (!approved) return;
    settle.reset();
    reverse.reset();
    which.mutate({ id: approved.id });
  };
  return (
    <SimulationCard
      title="Card authorization"
      description="A merchant asks to authorize a purchase: approved holds the amount until it is settled or reversed. The amount 4.04 is always declined (do not honor)."
      pending={authorize.isPending}
      submitLabel="Authorize"
      onSubmit={form.onSubmit((values) => {
        settle.reset();
        reverse.reset();
        authorize.mutate({
          cardId: checkedId(values.cardId),
          amount: values.amount,
          merchant: values.merchant,
        });
      })}
      outcome={
        <Stack gap="xs">
          {approved && (
            <Group>
              <Button variant="light" onClick={() => end(settle)} loading={settle.isPending}>
                {t('Settle')}
              </Button>
              <Button variant="default" onClick={() => end(reverse)} loading={reverse.isPending}>
                {t('Reverse')}
              </Button>
            </Group>
          )}
          <Outcome data={last} error={error} />
        </Stack>
      }
    >
      <TextInput label={t('Card ID')} {...input('cardId')} required />
      <TextInput label={t('Amount')} {...input('amount')} required />
      <TextInput label={t('Merchant')} {...input('merchant')} required />
    </SimulationCard>
  );
}

/**
 * /admin/simulations: the admin plays the outside world. Three forms (an inbound ACH credit
 * or wire, an ACH return of a completed LOCAL transfer, a card authorization with settle and
 * reverse), each showing what the bank answered; interest and statements on demand; and the
 * lessons a trainer can load.
 */
export function SimulationsPage() {
  return (
    <>
      <PageHeader
        title="Simulations"
        description="Play the other banks and the card network. Every simulation moves money through the ledger and is audit-logged."
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <InboundTransferForm />
        <ReturnForm />
        <CardAuthorizationForm />
        <MonthEndNow />
      </SimpleGrid>
      <Lessons />
    </>
  );
}
