import { Accordion, Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { DownloadButtons } from '@/features/statements/components/DownloadButtons';
import { lastMonths, taxSummaryUrl } from '@/features/statements/lib/statementFiles';
import { accountTypeLabel } from '@/i18n/format';
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
 * The tax summaries of one account: one row per year the API says has postings
 * (`statements.taxSummaries`, newest first), each downloadable as CSV and PDF.
 */
function TaxSummaries({ accountId, name }: { accountId: number; name: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const summaries = useQuery(trpc.statements.taxSummaries.queryOptions({ id: accountId }));
  if (summaries.isPending) return <FullPageLoading compact />;
  if (summaries.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(summaries.error, t('Could not load the tax summaries.'))}
      </Text>
    );
  }
  if (summaries.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('No tax summaries yet: this account has no postings.')}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {summaries.data.map(({ year, complete }) => {
        const label = complete
          ? t('{{year}} Tax Summary', { year })
          : t('{{year}} Tax Summary (year to date)', { year });
        return (
          <Row key={year} label={label}>
            <DownloadButtons
              accountId={accountId}
              context={`${name}, ${label}`}
              formats={['csv', 'pdf']}
              hrefOf={(format) => taxSummaryUrl(accountId, year, format === 'csv' ? 'csv' : 'pdf')}
              compact
            />
          </Row>
        );
      })}
    </Stack>
  );
}

/**
 * Account Settings > Statements: for each account the last 6 months (by the bank's business
 * clock, as the accounts report it) as CSV, PDF, camt.053 and OFX, and the yearly tax summaries of the years
 * that account has postings in, as CSV and PDF. The route loader fills the accounts and their
 * summaries before the tab shows.
 */
export function StatementsTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  // The bank's business month (sent with the accounts' month figures) is "this month".
  const businessMonth = accounts.data?.[0]?.month;
  const months = lastMonths(
    6,
    businessMonth ? new Date(`${businessMonth}-15T12:00:00Z`) : undefined,
    i18n.language,
  );

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
          const name = `${accountTypeLabel(account.accountType, t)} ${maskAccountNumber(account.accountNumber)}`;
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
                    <TaxSummaries accountId={account.id} name={name} />
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
