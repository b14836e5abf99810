import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useTRPC } from '@/lib/trpc';

// The charts bring @mantine/charts and recharts: loaded with the overview, never elsewhere.
const OverviewCharts = lazy(() => import('./overview/OverviewCharts'));

interface StatProps {
  /** English label, translated here. */
  label: string;
  /** undefined while loading or on error. */
  value: number | undefined;
  /** What the figure is made of, e.g. '6 local, 2 wire'. */
  detail?: string;
  to: string;
}

function Stat({ label, value, detail, to }: StatProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t(label)}
        </Text>
        <Text fz={28} fw={700} mt={4}>
          {value ?? '…'}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/** While the charts' code loads: two boxes of the charts' size, so nothing jumps. */
function ChartsPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mt="md">
      <Skeleton h={330} radius="md" />
      <Skeleton h={330} radius="md" />
    </SimpleGrid>
  );
}

/**
 * /admin: 'Admin Dashboard' with the hint to use the navigation, what waits for an admin
 * (pending transfers, pending applications, open support tickets, counted on the server),
 * and the deposits and transfer-volume charts.
 */
export function Overview() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queues = useQuery(trpc.adminOverview.queues.queryOptions()).data;
  const pending = queues ? queues.pendingTransfers.LOCAL + queues.pendingTransfers.WIRE : undefined;

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Use the navigation to manage users, accounts, transfers, bills and transactions."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <Stat
          label="Pending transfers"
          value={pending}
          detail={
            queues
              ? t('{{local}} local, {{wire}} wire', {
                  local: queues.pendingTransfers.LOCAL,
                  wire: queues.pendingTransfers.WIRE,
                })
              : undefined
          }
          to="/admin/transfers?status=PENDING"
        />
        <Stat
          label="Pending enrollment applications"
          value={queues?.pendingEnrollments}
          to="/admin/applications"
        />
        <Stat
          label="Pending loan applications"
          value={queues?.pendingLoanApplications}
          to="/admin/applications"
        />
        <Stat label="Open support tickets" value={queues?.openTickets} to="/admin/support" />
      </SimpleGrid>
      <Suspense fallback={<ChartsPlaceholder />}>
        <OverviewCharts />
      </Suspense>
    </>
  );
}
