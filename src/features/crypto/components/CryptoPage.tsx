import { Alert, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { decimalToCents, displayUsd } from '@shared/money';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { TabStrip } from '@/components/TabStrip';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { CryptoOrderModal, type OrderSide } from './CryptoOrderModal';
import { HoldingsTable, MarketsTable, OrdersTable } from './CryptoTables';

/** Loading, error or empty text, else the content. */
function Loaded(props: {
  query: { isPending: boolean; error: unknown };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (props.query.isPending) return <FullPageLoading compact />;
  if (props.query.error) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(props.query.error, t('Could not load this list.'))}
      </Alert>
    );
  }
  if (props.empty) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">{props.emptyText}</Text>
      </Paper>
    );
  }
  return <>{props.children}</>;
}

/**
 * `/crypto`: Cryptocurrency: My Portfolio,
 * Markets (sample prices) and Transaction History, with Buy and Sell dialogs.
 */
export function CryptoPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const markets = useQuery(trpc.crypto.markets.queryOptions());
  const portfolio = useQuery({
    ...trpc.crypto.portfolio.queryOptions({ userId: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const orders = useQuery(trpc.crypto.orders.queryOptions());
  const [order, setOrder] = useState<{ side: OrderSide | null; crypto?: string }>({ side: null });
  const holdings = portfolio.data ?? [];
  const total = holdings.reduce((sum, h) => sum + decimalToCents(h.value), 0);

  return (
    <>
      <BackButton />
      <Group justify="space-between" my="md" gap="sm">
        <Title order={1} fz="h3">
          {t('Cryptocurrency')}
        </Title>
        <Group gap="xs">
          <Button
            leftSection={<IconArrowDownRight size={16} />}
            onClick={() => setOrder({ side: 'BUY' })}
            disabled={!markets.data}
          >
            {t('Buy')}
          </Button>
          <Button
            variant="outline"
            leftSection={<IconArrowUpRight size={16} />}
            onClick={() => setOrder({ side: 'SELL' })}
            disabled={!markets.data || holdings.length === 0}
          >
            {t('Sell')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="portfolio" keepMounted={false}>
        <TabStrip mb="md">
          <Tabs.Tab value="portfolio">{t('My Portfolio')}</Tabs.Tab>
          <Tabs.Tab value="markets">{t('Markets')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('Transaction History')}</Tabs.Tab>
        </TabStrip>
        <Tabs.Panel value="portfolio">
          <Loaded
            query={portfolio}
            empty={holdings.length === 0}
            emptyText={t('You have no crypto yet.')}
          >
            <Stack gap="md">
              <Paper withBorder p="md">
                <Text size="sm" c="dimmed">
                  {t('Portfolio Value')}
                </Text>
                <Text fw={800} fz="xl">
                  {displayUsd(total)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('Valued at sample prices, not a live market feed.')}
                </Text>
              </Paper>
              <HoldingsTable holdings={holdings} />
            </Stack>
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="markets">
          <Loaded query={markets} empty={false} emptyText="">
            <MarketsTable
              markets={markets.data ?? []}
              onBuy={(crypto) => setOrder({ side: 'BUY', crypto })}
            />
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <Loaded
            query={orders}
            empty={(orders.data ?? []).length === 0}
            emptyText={t('No crypto orders yet.')}
          >
            <OrdersTable orders={orders.data ?? []} markets={markets.data ?? []} />
          </Loaded>
        </Tabs.Panel>
      </Tabs>
      <CryptoOrderModal
        side={order.side}
        initialCrypto={order.crypto}
        markets={markets.data ?? []}
        holdings={holdings}
        onClose={() => setOrder({ side: null })}
      />
    </>
  );
}
