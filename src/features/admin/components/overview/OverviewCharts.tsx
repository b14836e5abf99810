/**
 * The admin overview's charts: customer deposits at each month's end over the last year, and
 * transfer volume per day by type over the last 30 days. Loaded on its own (React.lazy in
 * Overview) with @mantine/charts, recharts and the charts' stylesheet, so no other screen
 * carries them.
 */
import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@/i18n/format';
import { useTRPC } from '@/lib/trpc';

/**
 * Whole dollars of a wire amount ('1234.50' → 1234), for a chart's scale only: the chart
 * plots positions, it never adds or stores money, and cents do not show at this size.
 */
function chartDollars(amount: string): number {
  return Number.parseInt(amount, 10);
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 'YYYY-MM' → 'Mar 26' ('mar 26' in Italian). */
function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleDateString(locale, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
}

/** 'YYYY-MM-DD' → 'Mar 17' ('17 mar' in Italian). */
function dayLabel(day: string, locale: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The two charts, side by side on wide screens; each shows its own error text. */
export default function OverviewCharts() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const trpc = useTRPC();
  const deposits = useQuery(trpc.adminOverview.deposits.queryOptions());
  const volume = useQuery(trpc.adminOverview.transferVolume.queryOptions());
  const depositsName = t('Deposits');

  const depositData = (deposits.data ?? []).map((m) => ({
    month: monthLabel(m.month, locale),
    [depositsName]: chartDollars(m.deposits),
  }));
  const volumeData = (volume.data ?? []).map((d) => ({
    day: dayLabel(d.day, locale),
    LOCAL: chartDollars(d.LOCAL),
    WIRE: chartDollars(d.WIRE),
    INTERNAL: chartDollars(d.INTERNAL),
  }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mt="md">
      <ChartCard title={t('Customer deposits, last 12 months')}>
        {deposits.isError ? (
          <Text c="red">{t('Failed to load deposits.')}</Text>
        ) : (
          <AreaChart
            h={260}
            data={depositData}
            dataKey="month"
            series={[{ name: depositsName, color: 'teal.6' }]}
            curveType="monotone"
            valueFormatter={(value) => wholeUsd.format(value)}
            yAxisProps={{ tickFormatter: (value: number) => compactUsd.format(value), width: 64 }}
            withDots={false}
          />
        )}
      </ChartCard>
      <ChartCard title={t('Transfer volume per day, last 30 days')}>
        {volume.isError ? (
          <Text c="red">{t('Failed to load transfer volume.')}</Text>
        ) : (
          <BarChart
            h={260}
            data={volumeData}
            dataKey="day"
            type="stacked"
            withLegend
            series={[
              { name: 'INTERNAL', label: t('Internal'), color: 'blue.6' },
              { name: 'LOCAL', label: t('Local'), color: 'teal.6' },
              { name: 'WIRE', label: t('Wire'), color: 'orange.6' },
            ]}
            valueFormatter={(value) => wholeUsd.format(value)}
            yAxisProps={{ tickFormatter: (value: number) => compactUsd.format(value), width: 64 }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          />
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
