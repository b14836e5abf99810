import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '@/features/admin/components/ui/QueryState';
import { displayDateTime } from '@/features/admin/lib/format';
import type { AdminTransferDetail } from '@/features/admin/lib/types';

/** A transfer's status changes, oldest first, each with its time and who made it. */
export function TransferHistory({ history }: { history: AdminTransferDetail['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <EmptyText text="No status changes yet." />;
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((event) => (
        <Timeline.Item
          key={event.id}
          title={
            event.fromStatus
              ? t('{{from}} → {{to}}', { from: t(event.fromStatus), to: t(event.toStatus) })
              : t('Created as {{status}}', { status: t(event.toStatus) })
          }
        >
          <Text size="sm" c="dimmed">
            {displayDateTime(event.createdAt)} ·{' '}
            {event.actorId === null
              ? t('by the system')
              : t('by user {{id}}', { id: event.actorId })}
          </Text>
          {event.note && <Text size="sm">{event.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
