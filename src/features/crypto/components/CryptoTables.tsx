import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CryptoHolding,
  type CryptoMarket,
  type CryptoOrder,
  displayChange,
} from '@/features/crypto/lib/cryptoMath';
import { GAIN_TEXT, LOSS_TEXT } from '@/features/statements/lib/tones';
import { displayDate } from '@/lib/format';

function Change({ value }: { value: string }) {
  return (
    <Text span c={value.startsWith('-') ? LOSS_TEXT : GAIN_TEXT} fw={600} inherit>
      {displayChange(value)}
    </Text>
  );
}

/**
 * A table in its frame, as wide as the screen: on a phone the secondary columns are left out
 * (`visibleFrom="sm"` on their cells), so the key figure stays in view without scrolling.
 */
function Framed({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} pos="relative">
      <Table verticalSpacing="sm" horizontalSpacing={6} tabularNums highlightOnHover>
        {children}
      </Table>
    </Paper>
  );
}

/** My Portfolio: holdings with 6 decimals, valued at the sample prices. */
export function HoldingsTable({ holdings }: { holdings: CryptoHolding[] }) {
  const { t } = useTranslation();
  return (
    <Framed>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Asset')}</Table.Th>
          <Table.Th ta="right">{t('Holdings')}</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            {t('Price')}
          </Table.Th>
          <Table.Th ta="right">{t('Value')}</Table.Th>
          <Table.Th ta="right">{t('24h')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {holdings.map((h) => (
          <Table.Tr key={h.id}>
            <Table.Td>
              <Text fw={700}>{h.name}</Text>
              <Text size="xs" c="dimmed">
                {h.symbol}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              {h.holdings} {h.symbol}
            </Table.Td>
            <Table.Td ta="right" visibleFrom="sm">
              {displayUsd(h.price)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {displayUsd(h.value)}
            </Table.Td>
            <Table.Td ta="right">
              <Change value={h.change24h} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Framed>
  );
}

/** Markets: the sample prices, each with Buy. */
export function MarketsTable({
  markets,
  onBuy,
}: {
  markets: CryptoMarket[];
  onBuy: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Framed>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Asset')}</Table.Th>
          <Table.Th ta="right">{t('Price')}</Table.Th>
          <Table.Th ta="right">{t('24h')}</Table.Th>
          <Table.Th ta="right">
            <Badge variant="light" color="gray">
              {t('Sample prices')}
            </Badge>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {markets.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Text fw={700}>{m.name}</Text>
              <Text size="xs" c="dimmed">
                {m.symbol}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{displayUsd(m.price)}</Table.Td>
            <Table.Td ta="right">
              <Change value={m.change24h} />
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onBuy(m.id)}
                aria-label={t('Buy {{name}}', { name: m.name })}
              >
                {t('Buy')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Framed>
  );
}

/** Transaction History: the user's orders, newest first. */
export function OrdersTable({
  orders,
  markets,
}: {
  orders: CryptoOrder[];
  markets: CryptoMarket[];
}) {
  const { t } = useTranslation();
  return (
    <Framed>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Date')}</Table.Th>
          <Table.Th>{t('Type')}</Table.Th>
          <Table.Th>{t('Asset')}</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            {t('Units')}
          </Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            {t('Price')}
          </Table.Th>
          <Table.Th ta="right">{t('Amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => {
          const coin = markets.find((m) => m.id === o.cryptoId);
          return (
            <Table.Tr key={o.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(o.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={o.side === 'BUY' ? 'green' : 'red'} variant="dot">
                  {o.side === 'BUY' ? t('Buy') : t('Sell')}
                </Badge>
              </Table.Td>
              <Table.Td>{coin ? `${coin.name} (${coin.symbol})` : o.cryptoId}</Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {o.units}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {displayUsd(o.price)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {displayUsd(o.amount)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Framed>
  );
}
