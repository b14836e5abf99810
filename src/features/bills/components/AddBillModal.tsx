import '@/styles/mantine-all';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILL_CATEGORIES } from '@/features/bills/lib/bills';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Field = 'billerName' | 'accountNumber' | 'amount' | 'dueDate';

interface AddBillModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Add New Bill dialog: biller name, account
 * number, category (UTILITIES by default), amount (step 0.01), due date and recurring.
 */
export function AddBillModal({ opened, onClose }: AddBillModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Add New Bill')} centered>
      {/* Mounted only while open, so every opening starts empty. */}
      {opened && <AddBillForm onDone={onClose} />}
    </Modal>
  );
}

function AddBillForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.bills.create.mutationOptions());
  const [billerName, setBillerName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [category, setCategory] = useState<string>('UTILITIES');
  const [amountText, setAmountText] = useState('');
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [isRecurring, setIsRecurring] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!billerName.trim()) next.billerName = t('Biller name is required');
    if (!accountNumber.trim()) next.accountNumber = t('Account number is required');
    const amount = amountToDecimal(amountText);
    if (!amount.ok) next.amount = t(amount.error);
    if (!dueDate) next.dueDate = t('Please select a due date');
    setErrors(next);
    if (!dueDate) {
      showErrorToast({ title: t('Error'), message: t('Please select a due date') });
      return;
    }
    if (!amount.ok || Object.keys(next).length > 0) return;
    create.mutate(
      {
        billerName: billerName.trim(),
        accountNumber: accountNumber.trim(),
        category: category as (typeof BILL_CATEGORIES)[number]['value'],
        amount: amount.amount,
        isRecurring,
        dueDate,
      },
      {
        onSuccess: () => {
          showToast({ title: t('Success'), message: t('Bill added successfully') });
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to add bill')),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('Biller Name')}
          withAsterisk
          value={billerName}
          onChange={(e) => setBillerName(e.currentTarget.value)}
          error={errors.billerName}
          maxLength={191}
          data-autofocus
        />
        <TextInput
          label={t('Account Number')}
          description={t('Your customer or account number with the biller')}
          withAsterisk
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.currentTarget.value)}
          error={errors.accountNumber}
          maxLength={34}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('Category')}
            data={BILL_CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
            value={category}
            onChange={(value) => setCategory(value ?? 'UTILITIES')}
            allowDeselect={false}
          />
          <NumberInput
            label={t('Amount')}
            withAsterisk
            placeholder="0.00"
            prefix="$"
            step={0.01}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            value={amountText}
            onValueChange={(values) => setAmountText(values.value)}
            error={errors.amount}
          />
        </SimpleGrid>
        <DatePickerInput
          label={t('Due Date')}
          withAsterisk
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          valueFormat="MMM D, YYYY"
          value={dueDate}
          onChange={setDueDate}
          error={errors.dueDate}
          clearable
          popoverProps={{ withinPortal: true }}
        />
        <Checkbox
          label={t('Recurring bill (repeats every month)')}
          checked={isRecurring}
          onChange={(e) => setIsRecurring(e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('Add Bill')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
