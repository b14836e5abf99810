/**
 * Standing orders: the customer's weekly and monthly transfers, listed with their next run,
 * paused, resumed or deleted, and a form to create one (INTERNAL to an own account, LOCAL or
 * WIRE to a saved beneficiary with the transaction PIN).
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { errorMessage } from '@/lib/errors';
import { showErrorToast } from '@/lib/toast';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { standingOrderPagesOptions } from './lib/pages';
import { StandingOrderForm, TYPE_LABELS } from './StandingOrderForm';

const STATUS_COLORS: Record<string, string> = { ACTIVE: 'green', PAUSED: 'yellow', ENDED: 'gray' };

const money = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/** The list and the create form. */
export function StandingOrdersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(standingOrderPagesOptions(trpc));
  const orders = list.data?.pages.flatMap((page) => page.items) ?? [];
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.standingOrders.page.pathKey() });
  const update = useMutation({
    mutationFn: (input: { id: number; status: 'ACTIVE' | 'PAUSED' }) =>
      client.standingOrders.update.mutate(input),
    onSuccess: refresh,
    onError: (error) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) }),
  });
  // The order a Delete was clicked for, asked about before it goes (it cannot be undone).
  const [deleting, setDeleting] = useState<(typeof orders)[number] | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => client.standingOrders.delete.mutate({ id }),
    onSuccess: () => {
      setDeleting(null);
      return refresh();
    },
    onError: (error) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Error')) }),
  });

  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        {t('Standing orders')}
      </Title>
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('New standing order')}
        </Title>
        <StandingOrderForm onDone={refresh} />
      </Card>
      <Stack gap="sm" component="section" aria-label={t('Standing orders')}>
        {orders.length === 0 && !list.isPending && (
          <Text c="dimmed">{t('No standing orders yet')}</Text>
        )}
        {orders.map((order) => (
          <Card key={order.id} withBorder radius="md" p="md" data-testid="standing-order">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {money(order.amount)} · {t(order.frequency === 'WEEKLY' ? 'Weekly' : 'Monthly')} ·{' '}
                  {t(TYPE_LABELS[order.transferType])}
                </Text>
                <Text size="sm" c="dimmed">
                  {order.nextRunDate
                    ? t('Next run: {{date}}', { date: order.nextRunDate })
                    : t('No further runs')}
                  {' · '}
                  {t('Runs made: {{count}}', { count: order.runsDone })}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Badge color={STATUS_COLORS[order.status] ?? 'gray'}>
                  {t(
                    order.status === 'ACTIVE'
                      ? 'Active'
                      : order.status === 'PAUSED'
                        ? 'Paused'
                        : 'Ended',
                  )}
                </Badge>
                {order.status !== 'ENDED' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={update.isPending && update.variables?.id === order.id}
                    onClick={() =>
                      update.mutate({
                        id: order.id,
                        status: order.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE',
                      })
                    }
                  >
                    {t(order.status === 'ACTIVE' ? 'Pause' : 'Resume')}
                  </Button>
                )}
                <Button size="xs" color="red" variant="subtle" onClick={() => setDeleting(order)}>
                  {t('Delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
        {list.hasNextPage && (
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('Load more')}
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        title={t('Delete standing order')}
        message={
          deleting
            ? t(
                'Delete the standing order of {{amount}} ({{frequency}})? It will not run again; the transfers it made stay.',
                {
                  amount: money(deleting.amount),
                  frequency: t(deleting.frequency === 'WEEKLY' ? 'Weekly' : 'Monthly'),
                },
              )
            : ''
        }
        confirmLabel={t('Delete')}
        loading={remove.isPending}
      />
    </Stack>
  );
}
