import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { type StatementNavigate, useStatement } from '@/features/statements/hooks/useStatement';
import {
  STATEMENT_KINDS,
  type StatementKind,
  statementAccount,
} from '@/features/statements/lib/kinds';
import type { StatementSearch } from '@/features/statements/lib/statementSearch';
import { accountTypeLabel } from '@/i18n/format';
import { errorMessage } from '@/lib/errors';
import { maskAccountNumber } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { DownloadButtons } from './DownloadButtons';
import { StatementTable } from './StatementTable';

/** What StatementView shows: which statement, and its state in the URL. */
export interface StatementViewProps {
  kind: StatementKind;
  /** The route's validated search parameters (page, size, q, sort, order). */
  search: StatementSearch;
  /** Writes new search parameters to the URL. */
  navigate: StatementNavigate;
}

/**
 * One statement page: the first account whose type contains SAVING, CHECK or CURRENT (any
 * case), and the page of its rows the URL asks for, from the server, with the whole statement
 * as CSV and PDF downloads.
 */
export function StatementView({ kind, search, navigate }: StatementViewProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const config = STATEMENT_KINDS[kind];
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  const account = statementAccount(accounts.data, kind);
  const statement = useStatement(account?.id, search, navigate);
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
    const label = `${accountTypeLabel(account.accountType, t)} ${maskAccountNumber(account.accountNumber)}`;
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
