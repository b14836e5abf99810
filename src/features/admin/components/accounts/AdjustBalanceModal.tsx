import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { displayUsd, formatCents, parseCents } from '@shared/money';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/form';

/** The adjustment's rules: a new balance (two decimals, 0 or more) and a reason, both required. */
const AdjustFormSchema = z.object({
  balance: z
    .string()
    .trim()
    .min(1, 'Enter the new balance')
    .refine((text) => text === '' || parseCents(text).ok, 'Enter an amount like 1250.00'),
  reason: z.string().trim().min(1, 'Give a reason').max(200, 'At most 200 characters'),
});

interface AdjustBalanceModalProps {
  opened: boolean;
  /** The posted balance now, decimal dollars ('1200.00'). */
  balance: string;
  accountNumber: string;
  loading: boolean;
  /** Called with the new balance (decimal dollars, two places) and the reason, trimmed. */
  onConfirm: (balance: string, reason: string) => void;
  onClose: () => void;
}

/**
 * 'Adjust balance' of one account: asks for the new balance and why, shows the change it
 * will post (old → new) and posts only on 'Post adjustment'. The difference is posted as an
 * adjustment with the reason on the statement row and in the audit log. Props: whether it is
 * open, the balance now and the account number, whether the save runs, confirm and close.
 */
export function AdjustBalanceModal({ opened, onClose, ...rest }: AdjustBalanceModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Adjust balance')} centered>
      {/* The form mounts at each opening, so it starts from the balance now. */}
      <AdjustForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function AdjustForm({
  balance,
  accountNumber,
  loading,
  onConfirm,
  onClose,
}: Omit<AdjustBalanceModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { form, input } = useSchemaForm(AdjustFormSchema, { balance, reason: '' });
  const typed = parseCents(form.getValues().balance.trim());
  const next = typed.ok ? formatCents(typed.cents) : null;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = parseCents(values.balance.trim());
        if (parsed.ok) onConfirm(formatCents(parsed.cents), values.reason.trim());
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t('New balance')}
          inputMode="decimal"
          {...input('balance')}
          required
          data-autofocus
        />
        <TextInput
          label={t('Reason')}
          description={t('Shown on the statement row and kept in the audit log')}
          {...input('reason')}
          maxLength={200}
          required
        />
        <Text role="status">
          {next !== null && next !== balance
            ? t('The balance of account {{number}} goes from {{from}} to {{to}}.', {
                number: accountNumber,
                from: displayUsd(balance),
                to: displayUsd(next),
              })
            : t('The balance of account {{number}} is {{from}}.', {
                number: accountNumber,
                from: displayUsd(balance),
              })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={next === null || next === balance}>
            {t('Post adjustment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
