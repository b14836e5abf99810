import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { displayDate } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

/** The user's latest support tickets with their status (`support.tickets`); nothing when there are none. */
export function MyTickets() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data } = useQuery(trpc.support.tickets.queryOptions());
  if (!data || data.length === 0) return null;
  const latest = [...data].sort((a, b) => b.id - a.id).slice(0, 5);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tickets-title">
      <Title order={2} fz="h5" mb="xs" id="tickets-title">
        {t('Your recent tickets')}
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {latest.map((ticket) => (
          <Group key={ticket.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <AnchorLink
              to="/support/$ticketId"
              params={{ ticketId: String(ticket.id) }}
              size="sm"
              truncate
            >
              #{ticket.id} {ticket.subject}
            </AnchorLink>
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text size="xs" c="dimmed">
                {displayDate(ticket.createdAt)}
              </Text>
              <Badge size="sm" variant="light">
                {t(ticket.status)}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
