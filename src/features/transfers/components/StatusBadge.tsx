import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  COMPLETED: { label: 'Completed', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** A transfer's status badge: Pending yellow, Completed green, Failed red, others as given. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = STATUS[status];
  return (
    // The dot variant keeps the status colour in the dot and the text in the body colour:
    // yellow or green text on a light tint is below AA contrast.
    <Badge color={known?.color ?? 'gray'} variant="dot">
      {known ? t(known.label) : status}
    </Badge>
  );
}
