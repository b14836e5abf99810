import { Accordion, Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { DownloadButtons } from '@/features/statements/components/DownloadButtons';
import { lastMonths, TAX_YEARS, yearRange } from '@/features/statements/lib/statementFiles';
import { errorMessage } from '@/lib/errors';
import { maskAccountNumber } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} wrap="nowrap">
      <Text size="sm">{label}</Text>
      {children}
    </Group>
  );
}

/**
 * Account Settings > Statements: for each
 * account the last 6 months as CSV and PDF, and the 2024 and 2023 tax summaries (the year's
 * PDF statement).
 */
export function StatementsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  const months = lastMonths(6);

  if (accounts.isPending) return <FullPageLoading compact />;
  if (accounts.isError) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(accounts.error, t('Could not load your accounts.'))}
      </Alert>
    );
  }
  if (accounts.data.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">{t('No accounts available')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t('Download your monthly statements and yearly tax summaries.')}
      </Text>
      <Accordion variant="separated" order={2} defaultValue={String(accounts.data[0]?.id)}>
        {accounts.data.map((account) => {
          const name = `${account.accountType.toUpperCase()} ${maskAccountNumber(account.accountNumber)}`;
          return (
            <Accordion.Item key={account.id} value={String(account.id)}>
              <Accordion.Control>
                <Text fw={700}>{name}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <div>
                    <Title order={3} fz="sm" mb={4}>
                      {t('Monthly statements')}
                    </Title>
                    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {months.map((month) => (
                        <Row key={month.from} label={month.label}>
                          <DownloadButtons
                            accountId={account.id}
                            range={month}
                            context={`${name}, ${month.label}`}
                            compact
                          />
                        </Row>
                      ))}
                    </Stack>
                  </div>
                  <div>
                    <Title order={3} fz="sm" mb={4}>
                      {t('Tax summaries')}
                    </Title>
                    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {TAX_YEARS.map((year) => (
                        <Row key={year} label={t('{{year}} Tax Summary', { year })}>
                          <DownloadButtons
                            accountId={account.id}
                            range={yearRange(year)}
                            context={`${name}, ${t('{{year}} Tax Summary', { year })}`}
                            formats={['pdf']}
                            compact
                          />
                        </Row>
                      ))}
                    </Stack>
                  </div>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Paper>
  );
}
