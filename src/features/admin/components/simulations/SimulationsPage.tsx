import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { RETURN_CODES, type ReturnCode } from '@shared/return-codes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import {
  type AccountChoice,
  AccountPicker,
  type CardChoice,
  CardPicker,
  CustomerPicker,
  type TransferChoice,
  TransferPicker,
} from '@/features/admin/components/ui/Pickers';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { parseId } from '@/features/admin/lib/format';
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

/** The customer picked to narrow a form's account or card picker, and how it follows a pick. */
function useCustomer() {
  const [customer, setCustomer] = useState('');
  return { customer, setCustomer, userId: parseId(customer) };
}

/** "Checking ····3746" from "Alex Morgan · Checking ····3746": a label without its owner. */
function withoutOwner(choice: { label: string; customerName: string } | undefined): string {
  if (!choice) return '';
  const prefix = `${choice.customerName} · `;
  return choice.label.startsWith(prefix) ? choice.label.slice(prefix.length) : choice.label;
}

function InboundTransferForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.inboundTransfer.mutationOptions());
  const { customer, setCustomer, userId } = useCustomer();
  const [account, setAccount] = useState<AccountChoice | null>(null);
  const { form, input } = useSchemaForm(InboundTransferFormSchema, {
    accountId: '',
    amount: '2500.00',
    payerName: 'Globex Payroll',
    rail: 'ACH' as 'ACH' | 'WIRE',
    reference: '',
  });
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
      <CustomerPicker
        label="Customer"
        value={customer}
        onChange={(value) => {
          setCustomer(value);
          if (value && account && String(account.userId) !== value) {
            setAccount(null);
            form.setFieldValue('accountId', '');
          }
        }}
      />
      <AccountPicker
        label="Account"
        userId={userId}
        value={accountInput.value as string}
        error={accountInput.error}
        required
        onChange={(value, choice) => {
          setAccount(choice);
          form.setFieldValue('accountId', value);
          if (choice && !customer) setCustomer(String(choice.userId));
        }}
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

function ReturnForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.returnTransfer.mutationOptions());
  const { customer, setCustomer, userId } = useCustomer();
  const [transfer, setTransfer] = useState<TransferChoice | null>(null);
  const { form, input } = useSchemaForm(ReturnFormSchema, {
    transferId: '',
    returnCode: 'R01' as ReturnCode,
  });
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
      <CustomerPicker
        label="Customer"
        value={customer}
        onChange={(value) => {
          setCustomer(value);
          if (value && transfer && String(transfer.userId) !== value) {
            setTransfer(null);
            form.setFieldValue('transferId', '');
          }
        }}
      />
      <TransferPicker
        label="Transfer"
        description="Completed LOCAL transfers"
        userId={userId}
        status="COMPLETED"
        transferType="LOCAL"
        value={transferInput.value as string}
        error={transferInput.error}
        required
        onChange={(value, choice) => {
          setTransfer(choice);
          form.setFieldValue('transferId', value);
          if (choice && !customer) setCustomer(String(choice.userId));
        }}
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

/** What became of an authorization, as the result's sentence says it. */
const AUTHORIZATION_SENTENCES = {
  APPROVED:
    "Card authorization of {{amount}} at {{merchant}} approved on {{customer}}'s {{card}}: the amount is held until it is settled or reversed (authorization {{id}}).",
  DECLINED:
    "Card authorization of {{amount}} at {{merchant}} declined on {{customer}}'s {{card}}: {{reason}} (authorization {{id}}).",
  SETTLED:
    "Card purchase of {{amount}} at {{merchant}} settled on {{customer}}'s {{card}}: the purchase is posted (authorization {{id}}).",
  REVERSED:
    "Card authorization of {{amount}} at {{merchant}} reversed on {{customer}}'s {{card}}: the hold is released (authorization {{id}}).",
} as const;

/** Why a card authorization was declined, as a person says it. */
const DECLINE_REASONS: Record<string, string> = {
  CARD_BLOCKED: 'the card is blocked',
  CARD_FROZEN: 'the customer froze the card',
  DO_NOT_HONOR: 'do not honor',
  INSUFFICIENT_FUNDS: 'insufficient funds',
};

function CardAuthorizationForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const authorize = useMutation(trpc.adminSimulations.authorizeCard.mutationOptions());
  const settle = useMutation(trpc.adminSimulations.settleCardAuthorization.mutationOptions());
  const reverse = useMutation(trpc.adminSimulations.reverseCardAuthorization.mutationOptions());
  const { customer, setCustomer, userId } = useCustomer();
  const [card, setCard] = useState<CardChoice | null>(null);
  const { form, input } = useSchemaForm(CardAuthorizationFormSchema, {
    cardId: '',
    amount: '12.34',
    merchant: 'Corner Grocery',
  });
  const cardInput = input('cardId');
  const last = settle.data ?? reverse.data ?? authorize.data;
  const error = settle.error ?? reverse.error ?? authorize.error;
  const approved = authorize.data?.status === 'APPROVED' ? authorize.data : undefined;
  const end = (which: typeof settle) => {
    if (!approved) return;
    settle.reset();
    reverse.reset();
    which.mutate({ id: approved.id });
  };
  // The card used, with its customer's name.
  const used = useQuery({
    ...trpc.adminLookup.cards.queryOptions({ id: last?.cardId ?? 0 }),
    enabled: last !== undefined,
  }).data?.items[0];
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
          {approved && !settle.data && !reverse.data && (
            <Group>
              <Button variant="light" onClick={() => end(settle)} loading={settle.isPending}>
                {t('Settle')}
              </Button>
              <Button variant="default" onClick={() => end(reverse)} loading={reverse.isPending}>
                {t('Reverse')}
              </Button>
            </Group>
          )}
          <Outcome error={error}>
            {last && (
              <Stack gap={4}>
                <Text size="sm">
                  {t(AUTHORIZATION_SENTENCES[last.status], {
                    amount: displayUsd(last.amount),
                    merchant: last.merchant,
                    customer: used?.customerName ?? '…',
                    card: withoutOwner(used),
                    reason: t(
                      DECLINE_REASONS[last.declineReason ?? ''] ?? last.declineReason ?? '',
                    ),
                    id: last.id,
                  })}
                </Text>
                <AnchorLink size="sm" to="/admin/transactions" search={{ account: last.accountId }}>
                  {t("View the account's statement rows")}
                </AnchorLink>
              </Stack>
            )}
          </Outcome>
        </Stack>
      }
    >
      <CustomerPicker
        label="Customer"
        value={customer}
        onChange={(value) => {
          setCustomer(value);
          if (value && card && String(card.userId) !== value) {
            setCard(null);
            form.setFieldValue('cardId', '');
          }
        }}
      />
      <CardPicker
        label="Card"
        userId={userId}
        value={cardInput.value as string}
        error={cardInput.error}
        required
        onChange={(value, choice) => {
          setCard(choice);
          form.setFieldValue('cardId', value);
          if (choice && !customer) setCustomer(String(choice.userId));
        }}
      />
      <TextInput label={t('Amount')} {...input('amount')} required />
      <TextInput label={t('Merchant')} {...input('merchant')} required />
    </SimulationCard>
  );
}

/**
 * /admin/simulations: the admin plays the outside world. Three forms (an inbound ACH credit
 * or wire, an ACH return of a completed LOCAL transfer, a card authorization with settle and
 * reverse), each picking the customer and the account, transfer or card by name or number and
 * telling what the bank did in a sentence with a link to the record; interest and statements on demand; and the
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
