import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  COMPLETED: { label: 'Completed', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** A transfer's status badge (customer-area.md §4): Pending yellow, Completed green, Failed red, others as given. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = STATUS[status];
  return (
    <Badge color={known?.color ?? 'gray'} variant="light">
      {known ? t(known.label) : status}
    </Badge>
  );
}
