import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useTRPC } from '@/lib/trpc';

interface StatProps {
  /** English label, translated here. */
  label: string;
  /** undefined while loading or on error. */
  value: number | undefined;
  /** Shown as '100+' at this count (the list's page cap). */
  cap?: number;
  to: string;
}

function Stat({ label, value, cap, to }: StatProps) {
  const { t } = useTranslation();
  const shown = value === undefined ? '…' : cap !== undefined && value >= cap ? `${cap}+` : value;
  return (
    <UnstyledButton component={Link} to={to}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t(label)}
        </Text>
        <Text fz={28} fw={700} mt={4}>
          {shown}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * /admin: 'Admin Dashboard' with the hint to use the
 * navigation, plus what waits for an admin: pending transfers, pending applications and
 * open support tickets.
 */
export function Overview() {
  const trpc = useTRPC();
  const pendingTransfers = useQuery(
    trpc.adminOps.transfers.queryOptions({ limit: 100, offset: 0, status: 'PENDING' }),
  );
  const enrollments = useQuery(trpc.adminOps.enrollments.queryOptions());
  const loanApplications = useQuery(trpc.adminOps.loanApplications.queryOptions());
  const tickets = useQuery(trpc.adminOps.tickets.queryOptions());
  const pending = (rows: Array<Record<string, unknown>> | undefined) =>
    rows?.filter((row) => row.status === 'PENDING').length;

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Use the navigation to manage users, accounts, transfers, bills and transactions."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <Stat
          label="Pending transfers"
          value={pendingTransfers.data?.length}
          cap={100}
          to="/admin/transfers"
        />
        <Stat
          label="Pending enrollment applications"
          value={pending(enrollments.data)}
          to="/admin/applications"
        />
        <Stat
          label="Pending loan applications"
          value={pending(loanApplications.data)}
          to="/admin/applications"
        />
        <Stat
          label="Open support tickets"
          value={tickets.data?.filter((ticket) => ticket.status === 'OPEN').length}
          to="/admin/support"
        />
      </SimpleGrid>
    </>
  );
}
