import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { RETURN_CODES } from '@shared/return-codes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { parseId } from '@/features/admin/lib/format';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { Lessons, MonthEndNow } from './Lessons';

const CODE_OPTIONS = Object.entries(RETURN_CODES).map(([value, label]) => ({
  value,
  label: `${value} ${label}`,
}));

/** What a simulation answered: its result as JSON, or the refusal's message. */
function Outcome({ data, error }: { data: unknown; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" title={t('Refused')} role="alert">
        {errorMessage(error, t('The simulation failed.'))}
      </Alert>
    );
  }
  if (data === undefined) return null;
  return (
    <Code block aria-label={t('Result')}>
      {JSON.stringify(data, null, 2)}
    </Code>
  );
}

/** One simulation's card: a title, a short explanation, the form and its outcome. */
function SimulationCard(props: {
  title: string;
  description: string;
  onSubmit: () => void;
  pending: boolean;
  children: ReactNode;
  outcome: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} aria-label={t(props.title)}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t(props.title)}
          </Title>
          <Alert variant="light" color="gray">
            {t(props.description)}
          </Alert>
          {props.children}
          <Group>
            <Button type="submit" loading={props.pending}>
              {t(props.submitLabel ?? 'Run')}
            </Button>
          </Group>
          {props.outcome}
        </Stack>
      </form>
    </Card>
  );
}

function InboundTransferForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.inboundTransfer.mutationOptions());
  const [accountId, setAccountId] = useState('');
  const [amount, setAmount] = useState('2500.00');
  const [payerName, setPayerName] = useState('Globex Payroll');
  const [rail, setRail] = useState<'ACH' | 'WIRE'>('ACH');
  const [reference, setReference] = useState('');
  return (
    <SimulationCard
      title="Inbound transfer"
      description="An outside payer (a payroll, a relative at another bank) credits a customer account from external clearing."
      pending={run.isPending}
      onSubmit={() =>
        run.mutate({
          accountId: parseId(accountId) ?? 0,
          amount,
          payerName,
          rail,
          reference: reference || undefined,
        })
      }
      outcome={<Outcome data={run.data} error={run.error} />}
    >
      <TextInput
        label={t('Account ID')}
        value={accountId}
        onChange={(e) => setAccountId(e.currentTarget.value)}
        required
      />
      <TextInput
        label={t('Amount')}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        required
      />
      <TextInput
        label={t('Payer name')}
        value={payerName}
        onChange={(e) => setPayerName(e.currentTarget.value)}
        required
      />
      <Select
        label={t('Rail')}
        data={['ACH', 'WIRE']}
        value={rail}
        onChange={(v) => setRail(v === 'WIRE' ? 'WIRE' : 'ACH')}
        allowDeselect={false}
      />
      <TextInput
        label={t('Reference (optional)')}
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
      />
    </SimulationCard>
  );
}

function ReturnForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.adminSimulations.returnTransfer.mutationOptions());
  const [transferId, setTransferId] = useState('');
  const [returnCode, setReturnCode] = useState<keyof typeof RETURN_CODES>('R01');
  return (
    <SimulationCard
      title="ACH return"
      description="A completed LOCAL transfer to another bank comes back with a return code: the money is credited back and the customer told why."
      pending={run.isPending}
      onSubmit={() => run.mutate({ transferId: parseId(transferId) ?? 0, returnCode })}
      outcome={<Outcome data={run.data} error={run.error} />}
    >
      <TextInput
        label={t('Transfer ID')}
        value={transferId}
        onChange={(e) => setTransferId(e.currentTarget.value)}
        required
      />
      <Select
        label={t('Return code')}
        data={CODE_OPTIONS}
        value={returnCode}
        onChange={(v) => v && setReturnCode(v as keyof typeof RETURN_CODES)}
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
  const [cardId, setCardId] = useState('');
  const [amount, setAmount] = useState('12.34');
  const [merchant, setMerchant] = useState('Corner Grocery');
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
      onSubmit={() => {
        settle.reset();
        reverse.reset();
        authorize.mutate({ cardId: parseId(cardId) ?? 0, amount, merchant });
      }}
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
      <TextInput
        label={t('Card ID')}
        value={cardId}
        onChange={(e) => setCardId(e.currentTarget.value)}
        required
      />
      <TextInput
        label={t('Amount')}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        required
      />
      <TextInput
        label={t('Merchant')}
        value={merchant}
        onChange={(e) => setMerchant(e.currentTarget.value)}
        required
      />
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
