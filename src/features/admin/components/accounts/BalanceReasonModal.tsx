import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/form';

/** The reason an adjustment gets when the admin keeps the suggestion. */
export const DEFAULT_REASON = 'Balance correction';

/** The API's rule for an adjustment's reason: at most 200 characters (spaces trimmed). */
const ReasonFormSchema = z.object({
  reason: z.string().trim().max(200, 'At most 200 characters'),
});

interface BalanceReasonModalProps {
  opened: boolean;
  /** Already formatted, e.g. '$1,200.00'. */
  from: string;
  to: string;
  accountNumber: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks why a balance changes (a balance edit posts an adjustment for the difference); the
 * reason, the suggestion 'Balance correction' unless the admin types another, goes with the
 * adjustment into the statement and the audit log. Props: whether it is open, the old and
 * new balance and the account number it names, whether the save is running, and the
 * confirm and close handlers.
 */
export function BalanceReasonModal({
  opened,
  from,
  to,
  accountNumber,
  loading,
  onConfirm,
  onClose,
}: BalanceReasonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Change balance')} centered>
      {/* The modal's content mounts at each opening, so the reason starts as the suggestion. */}
      <ReasonForm
        from={from}
        to={to}
        accountNumber={accountNumber}
        loading={loading}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Modal>
  );
}

function ReasonForm({
  from,
  to,
  accountNumber,
  loading,
  onConfirm,
  onClose,
}: Omit<BalanceReasonModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { form, input } = useSchemaForm(ReasonFormSchema, { reason: t(DEFAULT_REASON) });
  return (
    <form
      onSubmit={form.onSubmit(({ reason }) => onConfirm(reason.trim() || t(DEFAULT_REASON)))}
      noValidate
    >
      <Stack gap="md">
        <Text>
          {t(
            'The balance of account {{number}} goes from {{from}} to {{to}}. The difference is posted as an adjustment.',
            { number: accountNumber, from, to },
          )}
        </Text>
        <TextInput label={t('Reason')} {...input('reason')} maxLength={200} data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('Post adjustment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
