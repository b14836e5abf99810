import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { useStatement } from '@/features/statements/hooks/useStatement';
import { errorMessage } from '@/lib/errors';
import { maskAccountNumber } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { DownloadButtons } from './DownloadButtons';
import { StatementTable } from './StatementTable';

/** The three statement pages and how each finds its account and says it has none. */
const KINDS = {
  savings: { match: 'SAVING', title: 'Savings Statement', none: 'No savings account found.' },
  checking: { match: 'CHECK', title: 'Checking Statement', none: 'No checking account found.' },
  current: { match: 'CURRENT', title: 'Current Statement', none: 'No current account found.' },
} as const;

export type StatementKind = keyof typeof KINDS;

/**
 * One statement page (customer-area.md §2 Account statements): the first account whose type
 * contains SAVING, CHECK or CURRENT (any case), and one page of its rows from the server,
 * with the whole statement as CSV and PDF downloads (PRODUCT.md 5).
 */
export function StatementView({ kind }: { kind: StatementKind }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const config = KINDS[kind];
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  const account = accounts.data?.find((a) => a.accountType.toUpperCase().includes(config.match));
  const statement = useStatement(account?.id);
  const transactions = statement.query;

  const body = () => {
    if (accounts.isPending || (account && transactions.isPending)) {
      return <FullPageLoading label="Loading statements..." compact />;
    }
    const error = accounts.error ?? transactions.error;
    if (error) {
      return (
        <Alert color="red" title={t('Error')}>
          {errorMessage(error, t('Could not load statements.'))}
        </Alert>
      );
    }
    if (!account) {
      return (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{t(config.none)}</Text>
        </Paper>
      );
    }
    const label = `${account.accountType.toUpperCase()} ${maskAccountNumber(account.accountNumber)}`;
    return (
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{label}</Text>
            <Text fw={700}>
              {t('Balance')}: {displayUsd(account.balance)}
            </Text>
          </Stack>
          <DownloadButtons accountId={account.id} context={label} />
        </Group>
        <StatementTable statement={statement} accountLabel={label} />
      </Stack>
    );
  };

  return (
    <>
      <BackButton />
      <Title order={1} fz="h3" my="md">
        {t(config.title)}
      </Title>
      {body()}
    </>
  );
}
