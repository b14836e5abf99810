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
import { CreateBillInputSchema } from '@shared/dto';
import { IconCalendar } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILL_CATEGORIES } from '@/features/bills/lib/bills';
import { AmountTextSchema, checkedAmount } from '@/features/transfers/lib/amountField';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Category = (typeof BILL_CATEGORIES)[number]['value'];

/** The API's bill rules, the amount as the form's text (checked as the money forms do). */
const AddBillFormSchema = CreateBillInputSchema.extend({ amount: AmountTextSchema });

const EMPTY_BILL = {
  billerName: '',
  accountNumber: '',
  category: 'UTILITIES' as Category,
  amount: '',
  dueDate: null as string | null,
  isRecurring: false,
};

interface AddBillModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Add New Bill dialog: biller name, account
 * number, category (UTILITIES by default), amount (step 0.01), due date and recurring, checked
 * by the API's own CreateBillInputSchema before anything is sent.
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
  const { form, input } = useSchemaForm(AddBillFormSchema, EMPTY_BILL);

  const submit = form.onSubmit(
    (values) => {
      if (!values.dueDate) return;
      create.mutate(
        {
          billerName: values.billerName.trim(),
          accountNumber: values.accountNumber.trim(),
          category: values.category,
          amount: checkedAmount(values.amount),
          isRecurring: values.isRecurring,
          dueDate: values.dueDate,
        },
        {
          onSuccess: () => {
            showToast({ title: t('Success'), message: t('Bill added successfully') });
            onDone();
          },
          onError: (error) => {
            form.setErrors(fieldErrors(error));
            showErrorToast({
              title: t('Error'),
              message: errorMessage(error, t('Failed to add bill')),
            });
          },
        },
      );
    },
    (errors) => {
      // A missing due date is also said in a toast (the calendar's error sits low in the dialog).
      if (errors.dueDate) {
        showErrorToast({ title: t('Error'), message: t('Please select a due date') });
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('Biller Name')}
          withAsterisk
          {...input('billerName')}
          maxLength={191}
          data-autofocus
        />
        <TextInput
          label={t('Account Number')}
          description={t('Your customer or account number with the biller')}
          withAsterisk
          {...input('accountNumber')}
          maxLength={34}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('Category')}
            data={BILL_CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
            value={form.values.category}
            onChange={(value) => form.setFieldValue('category', (value as Category) ?? 'UTILITIES')}
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
            value={form.values.amount}
            onValueChange={(values) => form.setFieldValue('amount', values.value)}
            error={input('amount').error}
          />
        </SimpleGrid>
        <DatePickerInput
          label={t('Due Date')}
          withAsterisk
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          valueFormat="MMM D, YYYY"
          {...input('dueDate')}
          clearable
          popoverProps={{ withinPortal: true }}
        />
        <Checkbox
          label={t('Recurring bill (repeats every month)')}
          checked={form.values.isRecurring}
          onChange={(e) => form.setFieldValue('isRecurring', e.currentTarget.checked)}
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
