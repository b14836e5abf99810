import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';

type Decision = 'APPROVED' | 'REJECTED';

interface DecisionButtonsProps {
  /** Names the request in the buttons' accessible names ('Approve application of Ada'). */
  name: string;
  busy: boolean;
  /** What each decision does, already translated: the confirmation says it before it is made. */
  consequences: Record<Decision, string>;
  onDecide: (decision: Decision) => void;
}

/**
 * Approve / Reject of a request waiting for a decision (an application, a four-eyes approval).
 * A decision is final (the server refuses a second one), so each button asks first, saying
 * what it does; Cancel leaves the request waiting.
 */
export function DecisionButtons({ name, busy, consequences, onDecide }: DecisionButtonsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Decision | null>(null);
  const approve = asking === 'APPROVED';
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        disabled={busy}
        aria-label={t('Approve {{name}}', { name })}
        onClick={() => setAsking('APPROVED')}
      >
        {t('Approve')}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        disabled={busy}
        aria-label={t('Reject {{name}}', { name })}
        onClick={() => setAsking('REJECTED')}
      >
        {t('Reject')}
      </Button>
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDecide(asking);
          setAsking(null);
        }}
        title={approve ? t('Approve {{name}}', { name }) : t('Reject {{name}}', { name })}
        message={asking ? consequences[asking] : ''}
        confirmLabel={approve ? t('Approve') : t('Reject')}
        color={approve ? 'green' : 'red'}
        loading={busy}
      />
    </Group>
  );
}
