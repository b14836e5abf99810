/**
 * Standing orders: the customer's weekly and monthly transfers, listed with their next run,
 * paused, resumed or deleted, and a form to create one (INTERNAL to an own account, LOCAL or
 * WIRE to a saved beneficiary with the transaction PIN).
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinField, pinFormatError } from '@/features/security/components/PinField';
import { AccountSelect } from '@/features/transfers/components/AccountSelect';
import { BeneficiaryPicker } from '@/features/transfers/components/BeneficiaryPicker';
import { usePinStepUp } from '@/features/transfers/hooks/usePinStepUp';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { standingOrderPagesOptions } from './lib/pages';

type Type = 'INTERNAL' | 'LOCAL' | 'WIRE';
const TYPE_LABELS: Record<Type, string> = { INTERNAL: 'Internal', LOCAL: 'Local', WIRE: 'Wire' };
const STATUS_COLORS: Record<string, string> = { ACTIVE: 'green', PAUSED: 'yellow', ENDED: 'gray' };

const money = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/** The list and the create form. */
export function StandingOrdersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(standingOrderPagesOptions(trpc));
  const orders = list.data?.pages.flatMap((page) => page.items) ?? [];
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.standingOrders.page.pathKey() });
  const update = useMutation({
    mutationFn: (input: { id: number; status: 'ACTIVE' | 'PAUSED' }) =>
      client.standingOrders.update.mutate(input),
    onSuccess: refresh,
    onError: (error) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => client.standingOrders.delete.mutate({ id }),
    onSuccess: refresh,
    onError: (error) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) }),
  });

  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        {t('Standing orders')}
      </Title>
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('New standing order')}
        </Title>
        <StandingOrderForm onDone={refresh} />
      </Card>
      <Stack gap="sm" component="section" aria-label={t('Standing orders')}>
        {orders.length === 0 && !list.isPending && (
          <Text c="dimmed">{t('No standing orders yet')}</Text>
        )}
        {orders.map((order) => (
          <Card key={order.id} withBorder radius="md" p="md" data-testid="standing-order">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {money(order.amount)} · {t(order.frequency === 'WEEKLY' ? 'Weekly' : 'Monthly')} ·{' '}
                  {t(TYPE_LABELS[order.transferType])}
                </Text>
                <Text size="sm" c="dimmed">
                  {order.nextRunDate
                    ? t('Next run: {{date}}', { date: order.nextRunDate })
                    : t('No further runs')}
                  {' · '}
                  {t('Runs made: {{count}}', { count: order.runsDone })}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Badge color={STATUS_COLORS[order.status] ?? 'gray'}>
                  {t(
                    order.status === 'ACTIVE'
                      ? 'Active'
                      : order.status === 'PAUSED'
                        ? 'Paused'
                        : 'Ended',
                  )}
                </Badge>
                {order.status !== 'ENDED' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={update.isPending && update.variables?.id === order.id}
                    onClick={() =>
                      update.mutate({
                        id: order.id,
                        status: order.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE',
                      })
                    }
                  >
                    {t(order.status === 'ACTIVE' ? 'Pause' : 'Resume')}
                  </Button>
                )}
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  loading={remove.isPending && remove.variables === order.id}
                  onClick={() => remove.mutate(order.id)}
                >
                  {t('Delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
        {list.hasNextPage && (
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('Load more')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

type Errors = Partial<Record<'from' | 'amount' | 'pin' | 'startDate', string>>;

/** Creates a standing order; LOCAL and WIRE verify the PIN first. */
function StandingOrderForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const { options } = useAccountOptions();
  const verifyPin = usePinStepUp();
  const [type, setType] = useState<Type>('INTERNAL');
  const [fromId, setFromId] = useState<string | null>(null);
  const [toId, setToId] = useState<string | null>(null);
  const [beneficiaryId, setBeneficiaryId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [frequency, setFrequency] = useState<'WEEKLY' | 'MONTHLY'>('MONTHLY');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [count, setCount] = useState<string | number>('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const external = type !== 'INTERNAL';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!external && !toId) {
      showErrorToast({ message: t('Select destination account') });
      return;
    }
    if (external && !beneficiaryId) {
      showErrorToast({ message: t('Select beneficiary') });
      return;
    }
    const amount = amountToDecimal(amountText);
    const pinError = external ? pinFormatError(pin) : undefined;
    const next: Errors = {
      from: fromId ? undefined : t('Select source account'),
      amount: amount.ok ? undefined : t(amount.error),
      pin: pinError && t(pinError),
      startDate: startDate ? undefined : t('Pick a start date'),
    };
    if (Object.values(next).some(Boolean) || !amount.ok) {
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (external && !(await verifyPin(pin))) return;
      await client.standingOrders.create.mutate({
        fromAccountId: Number(fromId),
        transferType: type,
        amount: amount.amount,
        frequency,
        startDate,
        ...(endDate ? { endDate } : {}),
        ...(count !== '' ? { count: Number(count) } : {}),
        ...(external ? { beneficiaryId: Number(beneficiaryId) } : { toAccountId: Number(toId) }),
      });
      showToast({ title: t('Success'), message: t('Standing order created') });
      setAmountText('');
      setPin('');
      onDone();
    } catch (error) {
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('Transfer Type')} id="so-type" labelElement="div">
          <SegmentedControl
            fullWidth
            aria-labelledby="so-type-label"
            data={(['INTERNAL', 'LOCAL', 'WIRE'] as const).map((value) => ({
              value,
              label: t(TYPE_LABELS[value]),
            }))}
            value={type}
            onChange={(value) => setType(value as Type)}
          />
        </Input.Wrapper>
        <AccountSelect
          label={t('From Account')}
          placeholder={t('Select account')}
          options={options}
          value={fromId}
          onChange={(value) => {
            setFromId(value);
            if (value === toId) setToId(null);
          }}
          error={errors.from}
        />
        {external ? (
          <BeneficiaryPicker value={beneficiaryId} onChange={setBeneficiaryId} />
        ) : (
          <AccountSelect
            label={t('To Account')}
            placeholder={t('Select account')}
            options={options.filter((option) => option.value !== fromId)}
            value={toId}
            onChange={setToId}
          />
        )}
        <NumberInput
          label={t('Amount')}
          placeholder="0.00"
          prefix="$"
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          value={amountText}
          onValueChange={(values) => setAmountText(values.value)}
          error={errors.amount}
        />
        <Select
          label={t('Frequency')}
          data={[
            { value: 'WEEKLY', label: t('Weekly') },
            { value: 'MONTHLY', label: t('Monthly') },
          ]}
          value={frequency}
          onChange={(value) => value && setFrequency(value as 'WEEKLY' | 'MONTHLY')}
          allowDeselect={false}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('Start date')}
            required
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            error={errors.startDate}
          />
          <TextInput
            type="date"
            label={t('End date')}
            description={t('Optional')}
            value={endDate}
            onChange={(e) => setEndDate(e.currentTarget.value)}
          />
          <NumberInput
            label={t('Number of payments')}
            description={t('Optional')}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={setCount}
          />
        </Group>
        {external && <PinField value={pin} onChange={setPin} error={errors.pin} />}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('Create standing order')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
