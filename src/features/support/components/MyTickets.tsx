import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { displayDate } from '@/lib/format';
import { useShownPage } from '@/lib/paging';
import { useTRPC } from '@/lib/trpc';

/** Tickets a page of the list shows. */
export const TICKETS_PER_PAGE = 5;

/**
 * The user's support tickets with their status, newest first, five a page with Previous and
 * Next (`support.ticketsPage`, paged by the server); nothing when there are none.
 */
export function MyTickets() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const { data, isPlaceholderData } = useQuery({
    ...trpc.support.ticketsPage.queryOptions({
      limit: TICKETS_PER_PAGE,
      offset: (page - 1) * TICKETS_PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });
  // The number names the tickets on screen, not the page still loading.
  const shown = useShownPage(page, isPlaceholderData);
  if (!data || (data.items.length === 0 && page === 1)) return null;
  const pages = Math.max(1, Math.ceil((data.total ?? 0) / TICKETS_PER_PAGE));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tickets-title">
      <Title order={2} fz="h5" mb="xs" id="tickets-title">
        {t('Your recent tickets')}
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map((ticket) => (
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
      {(shown > 1 || data.nextCursor !== null) && (
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button
            size="xs"
            variant="default"
            disabled={shown <= 1 || isPlaceholderData}
            onClick={() => setPage(shown - 1)}
          >
            {t('Previous')}
          </Button>
          <Text size="sm" fw={700} miw={24} ta="center">
            <VisuallyHidden>{t('Page')} </VisuallyHidden>
            {shown}
            <VisuallyHidden> / {pages}</VisuallyHidden>
          </Text>
          <Button
            size="xs"
            variant="default"
            disabled={data.nextCursor === null || isPlaceholderData}
            onClick={() => setPage(shown + 1)}
          >
            {t('Next')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
