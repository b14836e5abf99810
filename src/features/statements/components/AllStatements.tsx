import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '@/features/statements/components/DownloadButtons';
import { STATEMENT_KINDS, type StatementKind } from '@/features/statements/lib/kinds';
import { accountTypeLabel } from '@/i18n/format';
import { useTRPC } from '@/lib/trpc';

const PATHS: Record<StatementKind, string> = {
  savings: '/savings-statement',
  checking: '/checking-statement',
  current: '/current-statement',
};

/** The statement page of an account type, when it has one (the first account of each type). */
function statementPath(accountType: string): string | null {
  const type = accountType.toUpperCase();
  for (const kind of Object.keys(STATEMENT_KINDS) as StatementKind[]) {
    if (type.includes(STATEMENT_KINDS[kind].match)) return PATHS[kind];
  }
  return null;
}

/**
 * `/statements`: every account of the customer, each with a link to its statement and the
 * CSV and PDF downloads.
 */
export function AllStatements() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('Account Statements')}
      </Title>
      {accounts.isSuccess && accounts.data.length === 0 && (
        <Text c="dimmed">{t('No accounts available')}</Text>
      )}
      {accounts.data?.map((a) => {
        const label = `${accountTypeLabel(a.accountType, t)} ••••${a.accountNumber.slice(-4)}`;
        const path = statementPath(a.accountType);
        return (
          <Paper key={a.id} withBorder p="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text fw={700}>{label}</Text>
                <Text fz="sm" c="dimmed">
                  {t('Balance')}: {displayUsd(a.balance)}
                </Text>
                {path && (
                  <Anchor component={Link} to={path} fz="sm">
                    {t('View statement')}
                  </Anchor>
                )}
              </div>
              <DownloadButtons accountId={a.id} context={label} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
