import { Badge, Rating, Table, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '@/components/TabStrip';
import { CustomerLink } from '@/features/admin/components/ui/CustomerLink';
import { ChoiceFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { QueuePager } from '@/features/admin/components/ui/QueuePager';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { displayDateTime } from '@/features/admin/lib/format';
import { feedbackInput, ticketsInput } from '@/features/admin/lib/listSearch';
import { useTRPC } from '@/lib/trpc';

/** The statuses a ticket can have. */
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;

/** What a tab's list is given: the page in the URL and where to move it. */
interface ListProps {
  offset: number;
  setOffset: (offset: number) => void;
}

function Message({ text }: { text: string }) {
  return (
    <Text size="sm" maw={380} style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
      {text}
    </Text>
  );
}

function Tickets({ offset, setOffset, status }: ListProps & { status: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tickets = useQuery({
    ...trpc.adminOps.ticketsPage.queryOptions(ticketsInput(offset, status)),
    placeholderData: keepPreviousData,
  });
  if (tickets.isPending) return <LoadingText label="Loading tickets…" />;
  if (tickets.isError) return <LoadError text="Failed to load tickets." error={tickets.error} />;
  const pager = (
    <QueuePager
      offset={offset}
      page={tickets.data}
      onOffsetChange={setOffset}
      busy={tickets.isFetching}
      stale={tickets.isPlaceholderData}
    />
  );
  if (tickets.data.items.length === 0) {
    return (
      <>
        <EmptyText text="No support tickets." />
        {pager}
      </>
    );
  }
  return (
    <>
      <ScrollTable label={t('Support tickets')} minWidth={1000}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Subject')}</Table.Th>
            <Table.Th>{t('Category')}</Table.Th>
            <Table.Th>{t('Priority')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('From')}</Table.Th>
            <Table.Th>{t('Message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.data.items.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {displayDateTime(ticket.createdAt)}
              </Table.Td>
              <Table.Td fw={600}>
                <AnchorLink to="/admin/support/$ticketId" params={{ ticketId: String(ticket.id) }}>
                  {ticket.subject}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{t(ticket.category)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  miw="max-content"
                  color={
                    ticket.priority === 'urgent' || ticket.priority === 'high' ? 'red' : 'gray'
                  }
                >
                  {t(ticket.priority)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{ticket.email}</Text>
                {ticket.phone && (
                  <Text size="sm" c="dimmed">
                    {ticket.phone}
                  </Text>
                )}
                <CustomerLink id={ticket.userId} name={ticket.customerName} />
              </Table.Td>
              <Table.Td>
                <Message text={ticket.message} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {pager}
    </>
  );
}

function Feedback({ offset, setOffset }: ListProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const feedback = useQuery({
    ...trpc.adminOps.feedbackPage.queryOptions(feedbackInput(offset)),
    placeholderData: keepPreviousData,
  });
  if (feedback.isPending) return <LoadingText label="Loading feedback…" />;
  if (feedback.isError) return <LoadError text="Failed to load feedback." error={feedback.error} />;
  if (feedback.data.items.length === 0 && offset === 0)
    return <EmptyText text="No feedback yet." />;
  return (
    <>
      <ScrollTable label={t('Feedback')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Rating')}</Table.Th>
            <Table.Th>{t('Category')}</Table.Th>
            <Table.Th>{t('From')}</Table.Th>
            <Table.Th>{t('Message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {feedback.data.items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {displayDateTime(entry.createdAt)}
              </Table.Td>
              <Table.Td>
                {entry.rating === null ? (
                  '—'
                ) : (
                  <Rating
                    value={entry.rating}
                    readOnly
                    size="sm"
                    aria-label={t('{{count}} of 5 stars', { count: entry.rating })}
                  />
                )}
              </Table.Td>
              <Table.Td>{entry.category ? t(entry.category) : '—'}</Table.Td>
              <Table.Td>
                <CustomerLink id={entry.userId} name={entry.customerName} />
              </Table.Td>
              <Table.Td>
                <Message text={entry.message} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <QueuePager
        offset={offset}
        page={feedback.data}
        onOffsetChange={setOffset}
        busy={feedback.isFetching}
        stale={feedback.isPlaceholderData}
      />
    </>
  );
}

/**
 * /admin/support: support tickets (filtered by status) and feedback, newest first, 25 a
 * page; the tab, the status and the page live in the URL (`?tab=feedback&offset=25`), so a
 * reload or Back shows the same list.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { filters, set, offset, setOffset } = useListFilters({ tab: '', status: '' });
  const tab = filters.tab === 'feedback' ? 'feedback' : 'tickets';
  return (
    <>
      <PageHeader
        title="Support"
        description="Tickets and feedback sent by customers and visitors."
      />
      <Tabs
        value={tab}
        onChange={(value) => set('tab')(value === 'feedback' ? 'feedback' : '')}
        keepMounted={false}
      >
        <TabStrip mb="md">
          <Tabs.Tab value="tickets">{t('Support tickets')}</Tabs.Tab>
          <Tabs.Tab value="feedback">{t('Feedback')}</Tabs.Tab>
        </TabStrip>
        <Tabs.Panel value="tickets">
          <FilterBar>
            <ChoiceFilter
              label="Status"
              value={filters.status}
              options={TICKET_STATUSES}
              onChange={set('status')}
            />
          </FilterBar>
          <Tickets offset={offset} setOffset={setOffset} status={filters.status} />
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <Feedback offset={offset} setOffset={setOffset} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
