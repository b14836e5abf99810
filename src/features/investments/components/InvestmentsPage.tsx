import { Alert, Badge, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { displayUsd, formatCents } from '@shared/money';
import { IconChartLine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { portfolioTotals } from '@/features/investments/lib/portfolio';
import { useBrand } from '@/lib/brand';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { InvestmentTips } from './InvestmentTips';
import { PositionsTable, SignedUsd } from './PositionsTable';

/** The marketing card next to the portfolio. */
function MarketingCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Paper p="lg" radius="md" bg="brand.7" c="white">
      <Stack gap="xs">
        <ThemeIcon size={44} radius="xl" color="white" variant="white" aria-hidden="true">
          <IconChartLine size={24} color="var(--mantine-color-brand-7)" />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t('Invest with {{shortName}}', { shortName: brand.shortName })}
        </Title>
        <Text size="sm">
          {t(
            'Build a diversified portfolio of ETFs, stocks, bonds and funds, and follow its value alongside your everyday accounts.',
          )}
        </Text>
        <Text size="sm">
          {t('Talk to an advisor at {{phone}} to review your goals.', { phone: brand.phone })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/investments`: portfolio value, total gain or loss and the positions of the signed-in user,
 * next to marketing content and tips.
 */
export function InvestmentsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const positions = useQuery({
    ...trpc.investments.byUser.queryOptions({ userId: user?.id ?? 0 }),
    enabled: Boolean(user),
  });

  const portfolio = () => {
    if (positions.isPending) return <FullPageLoading compact />;
    if (positions.isError) {
      return (
        <Alert color="red" title={t('Error')}>
          {errorMessage(positions.error, t('Could not load your investments.'))}
        </Alert>
      );
    }
    if (positions.data.length === 0) {
      return (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{t('You have no investments yet.')}</Text>
        </Paper>
      );
    }
    const totals = portfolioTotals(positions.data);
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed">
              {t('Portfolio Value')}
            </Text>
            <Text fw={800} fz="xl">
              {displayUsd(totals.value)}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed">
              {t('Total Gain/Loss')}
            </Text>
            <Text fw={800} fz="xl">
              <SignedUsd amount={formatCents(totals.gainLoss)} />
            </Text>
          </Paper>
        </SimpleGrid>
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <Title order={2} fz="h5" mb="xs">
            {t('Positions')}{' '}
            <Badge variant="light" ml={4}>
              {positions.data.length}
            </Badge>
          </Title>
          <PositionsTable positions={positions.data} />
        </Paper>
      </Stack>
    );
  };

  return (
    <>
      <BackButton />
      <Title order={1} fz="h3" my="md">
        {t('Investment')}
      </Title>
      <Stack gap="lg">
        {portfolio()}
        <MarketingCard />
        <InvestmentTips />
      </Stack>
    </>
  );
}
