import { Badge, Rating, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { displayDateTime } from '@/features/admin/lib/format';
import { useTRPC } from '@/lib/trpc';

function UserLink({ id }: { id: number | null }): ReactNode {
  const { t } = useTranslation();
  if (id === null)
    return (
      <Text size="sm" c="dimmed">
        {t('Visitor')}
      </Text>
    );
  return (
    <AnchorLink size="sm" to="/admin/users/$userId" params={{ userId: String(id) }}>
      {t('User {{id}}', { id })}
    </AnchorLink>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Text size="sm" maw={380} style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
      {text}
    </Text>
  );
}

function Tickets() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tickets = useQuery(trpc.adminOps.tickets.queryOptions());
  if (tickets.isPending) return <LoadingText label="Loading tickets…" />;
  if (tickets.isError) return <LoadError text="Failed to load tickets." error={tickets.error} />;
  if (tickets.data.length === 0) return <EmptyText text="No support tickets." />;
  return (
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
        {tickets.data.map((ticket) => (
          <Table.Tr key={ticket.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {displayDateTime(ticket.createdAt)}
            </Table.Td>
            <Table.Td fw={600}>{ticket.subject}</Table.Td>
            <Table.Td>{t(ticket.category)}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                miw="max-content"
                color={ticket.priority === 'urgent' || ticket.priority === 'high' ? 'red' : 'gray'}
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
              <UserLink id={ticket.userId} />
            </Table.Td>
            <Table.Td>
              <Message text={ticket.message} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function Feedback() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const feedback = useQuery(trpc.adminOps.feedback.queryOptions());
  if (feedback.isPending) return <LoadingText label="Loading feedback…" />;
  if (feedback.isError) return <LoadError text="Failed to load feedback." error={feedback.error} />;
  if (feedback.data.length === 0) return <EmptyText text="No feedback yet." />;
  return (
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
        {feedback.data.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDateTime(entry.createdAt)}</Table.Td>
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
              <UserLink id={entry.userId} />
            </Table.Td>
            <Table.Td>
              <Message text={entry.message} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** /admin/support: support tickets and feedback, newest first. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title="Support"
        description="Tickets and feedback sent by customers and visitors."
      />
      <Tabs defaultValue="tickets" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="tickets">{t('Support tickets')}</Tabs.Tab>
          <Tabs.Tab value="feedback">{t('Feedback')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tickets">
          <Tickets />
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <Feedback />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
