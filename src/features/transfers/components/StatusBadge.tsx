import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  COMPLETED: { label: 'Completed', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
  // The bank's own statuses beyond the three: a payment set for a later day, and one the
  // customer took back before it.
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

/**
 * A transfer's status badge: Pending yellow, Completed green, Failed red, Scheduled blue,
 * Cancelled gray; any other value as given. The words take the `transfer` context, so a
 * language whose adjectives agree with the noun can say them of a transfer.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = STATUS[status];
  return (
    // The dot variant keeps the status colour in the dot and the text in the body colour:
    // yellow or green text on a light tint is below AA contrast.
    <Badge color={known?.color ?? 'gray'} variant="dot">
      {known ? t(known.label, { context: 'transfer' }) : status}
    </Badge>
  );
}
