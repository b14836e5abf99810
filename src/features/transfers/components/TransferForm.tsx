import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import type { TransferTypeSchema } from '@shared/dto';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PinField, pinFormatError } from '@/features/security/components/PinField';
import { useCreateTransfer } from '@/features/transfers/hooks/useCreateTransfer';
import { usePinStepUp } from '@/features/transfers/hooks/usePinStepUp';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { AccountSelect } from './AccountSelect';
import { BeneficiaryPicker } from './BeneficiaryPicker';
import { LimitsHint } from './LimitsHint';

export type TransferType = z.infer<typeof TransferTypeSchema>;

const TYPE_LABELS: Record<TransferType, string> = {
  INTERNAL: 'Internal',
  LOCAL: 'Local',
  WIRE: 'Wire',
};

interface TransferFormProps {
  /** The type, or the choice offered (the /transfers page offers all three). */
  types: TransferType[];
  /** The success toast's message (English, translated here). */
  successMessage: string;
  onDone: () => void;
}

type Errors = Partial<Record<'from' | 'amount' | 'pin', string>>;

/**
 * The dialogs' transfer form:
 * INTERNAL goes to one of the user's accounts; LOCAL and WIRE go to a saved beneficiary and
 * ask for the transaction PIN, verified before the transfer is sent.
 */
export function TransferForm({ types, successMessage, onDone }: TransferFormProps) {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  const { accounts, options } = useAccountOptions();
  const [type, setType] = useState<TransferType>(types[0] ?? 'INTERNAL');
  const [fromId, setFromId] = useState<string | null>(() =>
    accounts[0] ? String(accounts[0].id) : null,
  );
  const [toId, setToId] = useState<string | null>(null);
  const [beneficiaryId, setBeneficiaryId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  // "Send on": empty sends now; a later day stores the transfer SCHEDULED until that day.
  const [sendOn, setSendOn] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Guards against a second submit before React has re-rendered with `busy`.
  const running = useRef(false);
  const verifyPin = usePinStepUp();
  const create = useCreateTransfer();
  const external = type !== 'INTERNAL';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || !user) return;
    if (!fromId) {
      setErrors({ from: t('Select source account') });
      return;
    }
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
    if (!amount.ok || pinError) {
      setErrors({
        amount: amount.ok ? undefined : t(amount.error),
        pin: pinError && t(pinError),
      });
      return;
    }
    setErrors({});
    running.current = true;
    setBusy(true);
    try {
      if (external && !(await verifyPin(pin))) return;
      await create.mutateAsync({
        fromAccountId: Number(fromId),
        transferType: type,
        amount: amount.amount,
        description: description.trim() || undefined,
        ...(sendOn ? { scheduledDate: sendOn } : {}),
        ...(external ? { beneficiaryId: Number(beneficiaryId) } : { toAccountId: Number(toId) }),
      });
      showToast({
        title: t('Success'),
        message: sendOn
          ? t('Transfer scheduled for {{date}}', { date: sendOn })
          : t(successMessage),
      });
      onDone();
    } catch (error) {
      showErrorToast({
        title: t('Error'),
        message: errorMessage(error, t('Failed to create transfer')),
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {types.length > 1 && (
          <Input.Wrapper label={t('Transfer Type')} id="transfer-type" labelElement="div">
            <SegmentedControl
              fullWidth
              aria-labelledby="transfer-type-label"
              data={types.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
              value={type}
              onChange={(value) => setType(value as TransferType)}
            />
          </Input.Wrapper>
        )}
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
        <div>
          <NumberInput
            label={t('Amount')}
            placeholder="0.00"
            prefix="$"
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            value={amountText}
            // The unformatted text as typed ('1234.5'); it becomes cents in amountToDecimal.
            onValueChange={(values) => setAmountText(values.value)}
            error={errors.amount}
          />
          {external && <LimitsHint />}
        </div>
        <TextInput
          label={t('Description')}
          placeholder={t('Optional')}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('Send on')}
          description={t('Leave empty to send now')}
          value={sendOn}
          onChange={(e) => setSendOn(e.currentTarget.value)}
        />
        {external && <PinField value={pin} onChange={setPin} error={errors.pin} />}
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
