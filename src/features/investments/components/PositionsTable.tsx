import { Box, Table, Text } from '@mantine/core';
import { decimalToCents, displayUsd } from '@shared/money';
import { useTranslation } from 'react-i18next';
import { displayShares, type Investment } from '@/features/investments/lib/portfolio';
import { GAIN_TEXT, LOSS_TEXT } from '@/features/statements/lib/tones';

/** A signed amount: '+$1.00' in green, '-$1.00' in red. */
export function SignedUsd({ amount }: { amount: string }) {
  const cents = decimalToCents(amount);
  const color = cents > 0 ? GAIN_TEXT : cents < 0 ? LOSS_TEXT : undefined;
  return (
    <Text span c={color} fw={600} inherit>
      {cents > 0 ? '+' : cents < 0 ? '-' : ''}
      {displayUsd(Math.abs(cents))}
    </Text>
  );
}

const TYPES: Record<string, string> = {
  ETF: 'ETF',
  STOCK: 'Stock',
  BOND: 'Bond',
  MUTUAL_FUND: 'Mutual Fund',
};

/** The positions from `investments.byUser`. */
export function PositionsTable({ positions }: { positions: Investment[] }) {
  const { t } = useTranslation();
  return (
    // On a phone Name, Type and Price are left out, so Value and Gain/Loss stay in view.
    <Box pos="relative">
      <Table verticalSpacing="sm" horizontalSpacing={6} tabularNums highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Symbol')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('Name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('Type')}</Table.Th>
            <Table.Th ta="right">{t('Shares')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('Price')}
            </Table.Th>
            <Table.Th ta="right">{t('Value')}</Table.Th>
            <Table.Th ta="right">{t('Gain/Loss')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td fw={700}>{p.symbol}</Table.Td>
              <Table.Td visibleFrom="sm">{p.name}</Table.Td>
              <Table.Td visibleFrom="sm">
                {TYPES[p.investmentType] ? t(TYPES[p.investmentType]!) : p.investmentType}
              </Table.Td>
              <Table.Td ta="right">{displayShares(p.shares)}</Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {displayUsd(p.currentPrice)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {displayUsd(p.totalValue)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <SignedUsd amount={p.gainLoss} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
