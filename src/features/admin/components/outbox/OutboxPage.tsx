import { Button, Modal, NativeSelect, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { OutboxMessage } from '@shared/dto';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATUSES, OutboxStatusBadge } from '@/components/OutboxStatusBadge';
import { AnnouncementModal } from '@/features/admin/components/outbox/AnnouncementModal';
import { ChoiceFilter, CustomerFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { parseId } from '@/features/admin/lib/format';
import { displayDateTime } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

const CHANNELS = ['EMAIL', 'SMS'] as const;
const STATUSES = ['QUEUED', 'SENT', 'FAILED', 'KEPT'] as const;

/** One of `options`, or undefined for '' or a value the list does not know. */
function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

/**
 * /admin/outbox: every email and SMS the bank sent or kept, newest first, 25 a page, with
 * recipient, subject, channel, status and time; filters by user, channel and status in the
 * URL. Choosing a message shows its body (and the last delivery error).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({
    user: '',
    channel: '',
    status: '',
  });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const [announcing, setAnnouncing] = useState(false);
  const outbox = useQuery({
    ...trpc.outbox.list.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      userId: parseId(filters.user),
      channel: oneOf(CHANNELS, filters.channel),
      status: oneOf(STATUSES, filters.status),
    }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(outbox.data);

  const body = () => {
    if (outbox.isPending) return <LoadingText label="Loading the outbox…" />;
    if (outbox.isError) return <LoadError text="Failed to load the outbox." error={outbox.error} />;
    if (page.rows.length === 0) return <EmptyText text="No messages found." />;
    return (
      <ScrollTable label={t('Outbox')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Recipient')}</Table.Th>
            <Table.Th>{t('Subject')}</Table.Th>
            <Table.Th>{t('Channel')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>{message.to}</Table.Td>
              <Table.Td>
                <UnstyledButton
                  onClick={() => setOpen(message)}
                  fw={600}
                  c="blue"
                  fz="sm"
                  aria-haspopup="dialog"
                >
                  {message.subject}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{t(message.channel)}</Table.Td>
              <Table.Td>
                <OutboxStatusBadge status={message.status} />
              </Table.Td>
              <Table.Td>{displayDateTime(message.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every email and text message the bank sent or kept, newest first."
        actions={<Button onClick={() => setAnnouncing(true)}>{t('Send an announcement')}</Button>}
      />
      <AnnouncementModal opened={announcing} onClose={() => setAnnouncing(false)} />
      <FilterBar>
        <CustomerFilter label="Customer" value={filters.user} onChange={set('user')} />
        <ChoiceFilter
          label="Channel"
          value={filters.channel}
          options={CHANNELS}
          onChange={set('channel')}
        />
        {/* The statuses in plain words, as the badges say them. */}
        <NativeSelect
          label={t('Status')}
          value={filters.status}
          onChange={(event) => set('status')(event.currentTarget.value)}
          data={[
            { value: '', label: t('All') },
            ...STATUSES.map((status) => ({
              value: status,
              label: t(OUTBOX_STATUSES[status]?.label ?? status),
            })),
          ]}
          w={240}
        />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={outbox.isFetching}
        stale={outbox.isPlaceholderData}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('To {{to}} by {{channel}}', { to: open.to, channel: t(open.channel) })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {open.body}
            </Text>
            {open.lastError && (
              <Text size="sm" c="red">
                {t('Last error: {{error}}', { error: open.lastError })}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
