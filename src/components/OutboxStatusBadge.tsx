import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Each outbox status in plain words (English, translated where shown), with its badge colour. */
export const OUTBOX_STATUSES: Record<string, { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'yellow' },
  SENT: { label: 'Sent', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
  KEPT: { label: 'Kept (not sent: outbox mode)', color: 'blue' },
};

/**
 * An email's or text message's delivery status as a badge in plain words ('Sent', 'Queued',
 * 'Failed', 'Kept (not sent: outbox mode)'); a status the list does not know shows as it is.
 */
export function OutboxStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = OUTBOX_STATUSES[status];
  return (
    <Badge variant="light" color={known?.color ?? 'gray'} miw="max-content" tt="none">
      {t(known?.label ?? status)}
    </Badge>
  );
}
