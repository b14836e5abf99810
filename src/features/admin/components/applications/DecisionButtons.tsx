import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DecisionButtonsProps {
  /** Names the application in the buttons' accessible names ('Approve application 4'). */
  name: string;
  busy: boolean;
  onDecide: (decision: 'APPROVED' | 'REJECTED') => void;
}

/** Approve / Reject of a PENDING application. */
export function DecisionButtons({ name, busy, onDecide }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        disabled={busy}
        aria-label={t('Approve {{name}}', { name })}
        onClick={() => onDecide('APPROVED')}
      >
        {t('Approve')}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        disabled={busy}
        aria-label={t('Reject {{name}}', { name })}
        onClick={() => onDecide('REJECTED')}
      >
        {t('Reject')}
      </Button>
    </Group>
  );
}
