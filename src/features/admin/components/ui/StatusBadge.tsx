import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  PENDING: 'yellow',
  COMPLETED: 'green',
  FAILED: 'red',
  PAID: 'green',
  OVERDUE: 'red',
  APPROVED: 'green',
  REJECTED: 'red',
  OPEN: 'blue',
  CLOSED: 'gray',
  RESOLVED: 'green',
};

/**
 * A status as a coloured badge (transfers PENDING/COMPLETED/FAILED; bills, applications,
 * tickets too). The word is the server's own status, passed through the translations.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status.toUpperCase()] ?? 'gray'} variant="light" miw="max-content">
      {t(status)}
    </Badge>
  );
}
