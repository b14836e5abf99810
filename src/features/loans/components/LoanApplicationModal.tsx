import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { LoanApplicationInputSchema } from '@shared/dto';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LOAN_TYPES, type LoanType } from '@/features/loans/lib/loanTypes';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { AmountTextSchema, checkedAmount } from '@/features/transfers/lib/amountField';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The API's application rules with the form's texts: amount and annual income as typed
 * (income may stay empty), the term a whole number of months from 6 to 360.
 */
const LoanApplicationFormSchema = LoanApplicationInputSchema.extend({
  amount: AmountTextSchema,
  termMonths: z.string().refine((text) => {
    const months = Number(text);
    return text.trim() !== '' && Number.isInteger(months) && months >= 6 && months <= 360;
  }, 'Enter 6 to 360 months'),
  purpose: z.string().max(1000),
  annualIncome: z.string().superRefine((text, ctx) => {
    if (!text.trim()) return;
    const income = amountToDecimal(text);
    if (!income.ok) ctx.addIssue({ code: 'custom', message: income.error });
  }),
});

const EMPTY_APPLICATION = {
  loanType: 'PERSONAL' as LoanType,
  amount: '',
  termMonths: '36',
  purpose: '',
  annualIncome: '',
};

interface LoanApplicationModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Apply for Loan (a stored application): loan type, amount, term in months,
 * purpose and annual income, sent to `loans.createApplication`.
 */
export function LoanApplicationModal({ opened, onClose }: LoanApplicationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Apply for Loan')} centered size="lg">
      {opened && <LoanApplicationForm onDone={onClose} />}
    </Modal>
  );
}

function LoanApplicationForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const apply = useMutation(trpc.loans.createApplication.mutationOptions());
  const { form, input } = useSchemaForm(LoanApplicationFormSchema, EMPTY_APPLICATION);

  const submit = form.onSubmit((values) => {
    const income = values.annualIncome.trim();
    apply.mutate(
      {
        loanType: values.loanType,
        amount: checkedAmount(values.amount),
        termMonths: Number(values.termMonths),
        purpose: values.purpose.trim() || null,
        annualIncome: income ? checkedAmount(income) : null,
      },
      {
        onSuccess: () => {
          showToast({
            title: t('Application submitted'),
            message: t('We received your loan application and will be in touch.'),
          });
          onDone();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to submit application')),
          });
        },
      },
    );
  });

  const money = { prefix: '$', step: 0.01, min: 0, decimalScale: 2, allowNegative: false };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('Loan Type')}
            data={LOAN_TYPES.map((l) => ({ value: l.value, label: t(l.label) }))}
            value={form.values.loanType}
            onChange={(value) =>
              form.setFieldValue('loanType', (value as LoanType | null) ?? 'PERSONAL')
            }
            allowDeselect={false}
          />
          <NumberInput
            label={t('Amount')}
            withAsterisk
            {...money}
            thousandSeparator=","
            value={form.values.amount}
            onValueChange={(values) => form.setFieldValue('amount', values.value)}
            error={input('amount').error}
          />
          <NumberInput
            label={t('Term (months)')}
            withAsterisk
            min={6}
            max={360}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.termMonths}
            onValueChange={(values) => form.setFieldValue('termMonths', values.value)}
            error={input('termMonths').error}
          />
          <NumberInput
            label={t('Annual Income')}
            {...money}
            thousandSeparator=","
            value={form.values.annualIncome}
            onValueChange={(values) => form.setFieldValue('annualIncome', values.value)}
            error={input('annualIncome').error}
          />
        </SimpleGrid>
        <Textarea
          label={t('Purpose')}
          autosize
          minRows={2}
          maxLength={1000}
          {...input('purpose')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={apply.isPending}>
            {t('Submit Application')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
