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
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_TYPES, type LoanType } from '@/features/loans/lib/loanTypes';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

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
  const [loanType, setLoanType] = useState<LoanType>('PERSONAL');
  const [amountText, setAmountText] = useState('');
  const [termText, setTermText] = useState('36');
  const [purpose, setPurpose] = useState('');
  const [incomeText, setIncomeText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const amount = amountToDecimal(amountText);
    if (!amount.ok) next.amount = t(amount.error);
    const term = Number(termText);
    if (!Number.isInteger(term) || term < 6 || term > 360) {
      next.termMonths = t('Enter 6 to 360 months');
    }
    const income = incomeText.trim() ? amountToDecimal(incomeText) : null;
    if (income && !income.ok) next.annualIncome = t(income.error);
    setErrors(next);
    if (!amount.ok || Object.keys(next).length > 0) return;
    apply.mutate(
      {
        loanType,
        amount: amount.amount,
        termMonths: term,
        purpose: purpose.trim() || null,
        annualIncome: income?.ok ? income.amount : null,
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
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to submit application')),
          });
        },
      },
    );
  };

  const money = { prefix: '$', step: 0.01, min: 0, decimalScale: 2, allowNegative: false };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('Loan Type')}
            data={LOAN_TYPES.map((l) => ({ value: l.value, label: t(l.label) }))}
            value={loanType}
            onChange={(value) => setLoanType((value as LoanType | null) ?? 'PERSONAL')}
            allowDeselect={false}
          />
          <NumberInput
            label={t('Amount')}
            withAsterisk
            {...money}
            thousandSeparator=","
            value={amountText}
            onValueChange={(values) => setAmountText(values.value)}
            error={errors.amount}
          />
          <NumberInput
            label={t('Term (months)')}
            withAsterisk
            min={6}
            max={360}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={termText}
            onValueChange={(values) => setTermText(values.value)}
            error={errors.termMonths}
          />
          <NumberInput
            label={t('Annual Income')}
            {...money}
            thousandSeparator=","
            value={incomeText}
            onValueChange={(values) => setIncomeText(values.value)}
            error={errors.annualIncome}
          />
        </SimpleGrid>
        <Textarea
          label={t('Purpose')}
          autosize
          minRows={2}
          maxLength={1000}
          value={purpose}
          onChange={(e) => setPurpose(e.currentTarget.value)}
          error={errors.purpose}
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
