import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AdvanceDialogProps {
  opened: boolean;
  /** The bank's business day now (YYYY-MM-DD). */
  from: string;
  /** The business day the clock would move to (YYYY-MM-DD). */
  to: string;
  /** Whole days between them. */
  days: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before the clock moves: it only moves forward, from which day to which, and that
 * close of business then runs for each day passed. Nothing moves until 'Move the clock'.
 */
export function AdvanceDialog({ opened, from, to, days, onCancel, onConfirm }: AdvanceDialogProps) {
  const { t } = useTranslation();
  const backwards = days < 1;
  return (
    <Modal opened={opened} onClose={onCancel} title={t('Move the bank’s clock?')} centered>
      <Stack gap="md">
        <Text>
          {days === 1
            ? t('The bank’s clock moves from {{from}} to {{to}} (one day).', { from, to })
            : t('The bank’s clock moves from {{from}} to {{to}} ({{n}} days).', {
                from,
                to,
                n: days,
              })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(
            'The clock only moves forward: it can never be set back. Close of business runs for each day passed (settlements, scheduled payments, bills, loan instalments, interest and statements).',
          )}
        </Text>
        {backwards && (
          <Alert color="red" role="alert">
            {t('Pick a day after today.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={backwards} data-autofocus>
            {t('Move the clock')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
