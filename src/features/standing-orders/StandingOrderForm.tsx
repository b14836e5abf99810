/**
 * The New standing order form: INTERNAL to an own account, LOCAL or WIRE to a saved
 * beneficiary with the transaction PIN, weekly or monthly from a start date.
 */
import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { StandingOrderFrequencySchema, TransferTypeSchema } from '@shared/dto';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PinField, pinFormatError } from '@/features/security/components/PinField';
import { AccountSelect } from '@/features/transfers/components/AccountSelect';
import { BeneficiaryPicker } from '@/features/transfers/components/BeneficiaryPicker';
import { usePinStepUp } from '@/features/transfers/hooks/usePinStepUp';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { AmountTextSchema, checkedAmount } from '@/features/transfers/lib/amountField';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPCClient } from '@/lib/trpc';

type Type = z.infer<typeof TransferTypeSchema>;
type Frequency = z.infer<typeof StandingOrderFrequencySchema>;

/** The transfer types as the form's switch names them. */
export const TYPE_LABELS: Record<Type, string> = {
  INTERNAL: 'Internal',
  LOCAL: 'Local',
  WIRE: 'Wire',
};

/**
 * The form's rules: a source account, an amount as the money forms check it, a start date,
 * and for LOCAL and WIRE a PIN of 4 to 6 digits. Ids and dates stay as the inputs give them.
 */
const StandingOrderFormSchema = z
  .object({
    transferType: TransferTypeSchema,
    fromId: z.string().nullable().refine(Boolean, 'Select source account'),
    toId: z.string().nullable(),
    beneficiaryId: z.string().nullable(),
    amount: AmountTextSchema,
    frequency: StandingOrderFrequencySchema,
    startDate: z.string().min(1, 'Pick a start date'),
    endDate: z.string(),
    count: z.union([z.string(), z.number()]),
    pin: z.string(),
  })
  .superRefine((values, ctx) => {
    const pinError = values.transferType === 'INTERNAL' ? undefined : pinFormatError(values.pin);
    if (pinError) ctx.addIssue({ code: 'custom', message: pinError, path: ['pin'] });
  });

type Values = z.input<typeof StandingOrderFormSchema>;

const EMPTY_ORDER: Values = {
  transferType: 'INTERNAL',
  fromId: null,
  toId: null,
  beneficiaryId: null,
  amount: '',
  frequency: 'MONTHLY',
  startDate: '',
  endDate: '',
  count: '',
  pin: '',
};

/**
 * Creates a standing order through `standingOrders.create` (amount as a two-decimal string,
 * dates YYYY-MM-DD, end date and number of payments only when given); LOCAL and WIRE verify
 * the PIN first. A missing destination or beneficiary is said in a toast before any field
 * is checked. After a success the amount and PIN are cleared and `onDone` runs.
 */
export function StandingOrderForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const { options } = useAccountOptions();
  const verifyPin = usePinStepUp();
  const { form, input } = useSchemaForm(StandingOrderFormSchema, EMPTY_ORDER);
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const external = values.transferType !== 'INTERNAL';

  const create = async (order: Values) => {
    setBusy(true);
    try {
      if (external && !(await verifyPin(order.pin))) return;
      await client.standingOrders.create.mutate({
        fromAccountId: Number(order.fromId),
        transferType: order.transferType,
        amount: checkedAmount(order.amount),
        frequency: order.frequency,
        startDate: order.startDate,
        ...(order.endDate ? { endDate: order.endDate } : {}),
        ...(order.count !== '' ? { count: Number(order.count) } : {}),
        ...(external
          ? { beneficiaryId: Number(order.beneficiaryId) }
          : { toAccountId: Number(order.toId) }),
      });
      showToast({ title: t('Success'), message: t('Standing order created') });
      form.setValues({ amount: '', pin: '' });
      onDone();
    } catch (error) {
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!external && !values.toId) {
      showErrorToast({ message: t('Select destination account') });
      return;
    }
    if (external && !values.beneficiaryId) {
      showErrorToast({ message: t('Select beneficiary') });
      return;
    }
    form.onSubmit((order) => void create(order))();
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
            value={values.transferType}
            onChange={(value) => form.setFieldValue('transferType', value as Type)}
          />
        </Input.Wrapper>
        <AccountSelect
          label={t('From Account')}
          placeholder={t('Select account')}
          options={options}
          value={values.fromId}
          onChange={(value) => {
            form.setFieldValue('fromId', value);
            if (value === values.toId) form.setFieldValue('toId', null);
          }}
          error={input('fromId').error}
        />
        {external ? (
          <BeneficiaryPicker
            value={values.beneficiaryId}
            onChange={(value) => form.setFieldValue('beneficiaryId', value)}
          />
        ) : (
          <AccountSelect
            label={t('To Account')}
            placeholder={t('Select account')}
            options={options.filter((option) => option.value !== values.fromId)}
            value={values.toId}
            onChange={(value) => form.setFieldValue('toId', value)}
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
          value={values.amount}
          onValueChange={(change) => form.setFieldValue('amount', change.value)}
          error={input('amount').error}
        />
        <Select
          label={t('Frequency')}
          data={[
            { value: 'WEEKLY', label: t('Weekly') },
            { value: 'MONTHLY', label: t('Monthly') },
          ]}
          value={values.frequency}
          onChange={(value) => value && form.setFieldValue('frequency', value as Frequency)}
          allowDeselect={false}
        />
        {/* One under the other on a phone, side by side from sm up. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput type="date" label={t('Start date')} required {...input('startDate')} />
          <TextInput
            type="date"
            label={t('End date')}
            description={t('Optional')}
            {...input('endDate')}
          />
          <NumberInput
            label={t('Number of payments')}
            description={t('Optional')}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            {...input('count')}
          />
        </SimpleGrid>
        {external && (
          <PinField
            value={values.pin}
            onChange={(pin) => form.setFieldValue('pin', pin)}
            error={input('pin').error}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('Create standing order')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
