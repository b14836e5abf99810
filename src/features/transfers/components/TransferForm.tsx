import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefectOn } from '@/features/bughunt/useDefects';
import { PinField } from '@/features/security/components/PinField';
import { useCreateTransfer } from '@/features/transfers/hooks/useCreateTransfer';
import { usePinStepUp } from '@/features/transfers/hooks/usePinStepUp';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { checkedAmount } from '@/features/transfers/lib/amountField';
import {
  emptyTransfer,
  TransferFormSchema,
  type TransferFormValues,
  type TransferType,
} from '@/features/transfers/lib/transferForm';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { displayBusinessDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { AccountSelect } from './AccountSelect';
import { BeneficiaryPicker } from './BeneficiaryPicker';
import { LimitsHint } from './LimitsHint';

export type { TransferType };

const TYPE_LABELS: Record<TransferType, string> = {
  INTERNAL: 'Internal',
  LOCAL: 'Local',
  WIRE: 'Wire',
};

interface TransferFormProps {
  /** The type, or the choice offered (the /transfers page offers all three). */
  types: TransferType[];
  /**
   * The success toast's message (English, translated here) for a transfer still under way;
   * one the answer says is COMPLETED says so instead ('Internal transfer completed').
   */
  successMessage: string;
  onDone: () => void;
}

/**
 * The dialogs' transfer form:
 * INTERNAL goes to one of the user's accounts; LOCAL and WIRE go to a saved beneficiary and
 * ask for the transaction PIN, verified before the transfer is sent. TransferFormSchema checks
 * every field first (a missing destination is said in a toast); "Send on" empty sends now, a
 * later day stores the transfer SCHEDULED until that day.
 */
export function TransferForm({ types, successMessage, onDone }: TransferFormProps) {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  const { accounts, options } = useAccountOptions();
  const { form, input } = useSchemaForm<TransferFormValues>(
    TransferFormSchema,
    emptyTransfer(types[0] ?? 'INTERNAL', accounts[0] ? String(accounts[0].id) : null),
  );
  // The submission under way: a second submit before React has re-rendered with
  // `submitting` waits for it instead of sending again.
  const running = useRef<Promise<void> | null>(null);
  const verifyPin = usePinStepUp();
  // Planted defect (bug hunt): the button stays enabled while sending and each click sends
  // with a fresh idempotency key, so a fast double click makes two transfers.
  const doubleSend = useDefectOn('transfer-double-click-sends-two');
  const create = useCreateTransfer({ freshKeyPerCall: doubleSend });
  const { values } = form;
  const external = values.transferType !== 'INTERNAL';
  const busy = doubleSend ? false : form.submitting;

  /** What the toast says of a transfer the answer says is already COMPLETED (INTERNAL, on-us LOCAL). */
  const completedMessage = (type: TransferType) =>
    type === 'INTERNAL'
      ? t('Internal transfer completed')
      : type === 'LOCAL'
        ? t('Local transfer completed')
        : t(successMessage);

  const sendOnce = async (transfer: TransferFormValues) => {
    if (!user) return;
    const toBeneficiary = transfer.transferType !== 'INTERNAL';
    try {
      if (toBeneficiary && !(await verifyPin(transfer.pin))) return;
      const created = await create.mutateAsync({
        fromAccountId: Number(transfer.fromAccountId),
        transferType: transfer.transferType,
        amount: checkedAmount(transfer.amount),
        description: transfer.description.trim() || undefined,
        ...(transfer.scheduledDate ? { scheduledDate: transfer.scheduledDate } : {}),
        ...(toBeneficiary
          ? { beneficiaryId: Number(transfer.beneficiaryId) }
          : { toAccountId: Number(transfer.toAccountId) }),
      });
      showToast({
        title: t('Success'),
        message: transfer.scheduledDate
          ? t('Transfer scheduled for {{date}}', {
              date: displayBusinessDate(transfer.scheduledDate),
            })
          : created.status === 'COMPLETED'
            ? completedMessage(created.transferType)
            : t(successMessage),
      });
      onDone();
    } catch (error) {
      // A field the server names shows its message there too.
      form.setErrors(fieldErrors(error));
      showErrorToast({
        title: t('Error'),
        message: errorMessage(error, t('Failed to create transfer')),
      });
    }
  };

  const send = (transfer: TransferFormValues): Promise<void> => {
    if (doubleSend) return sendOnce(transfer);
    running.current ??= sendOnce(transfer).finally(() => {
      running.current = null;
    });
    return running.current;
  };

  const submit = form.onSubmit(send, (errors) => {
    // A missing destination is said in a toast, as before (the picker has no room for it).
    const missing = errors.toAccountId ?? errors.beneficiaryId;
    if (typeof missing === 'string') showErrorToast({ message: t(missing) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {types.length > 1 && (
          <Input.Wrapper label={t('Transfer Type')} id="transfer-type" labelElement="div">
            <SegmentedControl
              fullWidth
              aria-labelledby="transfer-type-label"
              data={types.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
              value={values.transferType}
              onChange={(value) => form.setFieldValue('transferType', value as TransferType)}
            />
          </Input.Wrapper>
        )}
        <AccountSelect
          label={t('From Account')}
          placeholder={t('Select account')}
          options={options}
          value={values.fromAccountId}
          onChange={(value) => {
            form.setFieldValue('fromAccountId', value);
            if (value === values.toAccountId) form.setFieldValue('toAccountId', null);
          }}
          error={input('fromAccountId').error}
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
            options={options.filter((option) => option.value !== values.fromAccountId)}
            value={values.toAccountId}
            onChange={(value) => form.setFieldValue('toAccountId', value)}
          />
        )}
        <div>
          <NumberInput
            label={t('Amount')}
            placeholder="0.00"
            prefix="$"
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            value={values.amount}
            // The unformatted text as typed ('1234.5'); checkedAmount makes it '1234.50'.
            onValueChange={(typed) => form.setFieldValue('amount', typed.value)}
            error={input('amount').error}
          />
          {external && <LimitsHint />}
        </div>
        <TextInput
          label={t('Description')}
          placeholder={t('Optional')}
          maxLength={500}
          {...input('description')}
        />
        <TextInput
          type="date"
          label={t('Send on')}
          description={t('Leave empty to send now')}
          {...input('scheduledDate')}
        />
        {external && (
          <PinField
            value={values.pin}
            onChange={(pin) => form.setFieldValue('pin', pin)}
            error={input('pin').error}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('Creating...') : t('Create Transfer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
