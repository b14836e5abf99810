import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { accountTypeLabel } from '@/i18n/format';
import { maskAccountNumber } from '@/lib/format';

type Account = z.infer<typeof AccountSchema>;

/** Month-and-year formatters by locale and time zone: each card of every render reuses one. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month and year in the UI language ('July 2026', 'luglio 2026'): the bank's business month
 * the server sent with the totals ('YYYY-MM'), or this device's month when it sent none.
 */
function monthLabel(language: string, month: string | undefined): string {
  const locale = language === 'it' ? 'it-IT' : 'en-US';
  const when = month ? new Date(`${month}-01T00:00:00Z`) : new Date();
  const key = `${locale} ${month ? 'UTC' : 'local'}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      ...(month ? { timeZone: 'UTC' } : {}),
    });
    monthFormats.set(key, format);
  }
  return format.format(when);
}

/**
 * One slide of the accounts carousel: type, balance,
 * available balance, masked number, and this month's credits and debits.
 */
export function AccountCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const period = monthLabel(i18n.language, account.month);
  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      c="white"
      h="100%"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-brand-6) 0%, var(--mantine-color-brand-9) 100%)',
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lts={1} fz="sm">
            {accountTypeLabel(account.accountType, t)}
          </Text>
          <Text fz="sm" ff="monospace" c="gray.2">
            {maskAccountNumber(account.accountNumber)}
          </Text>
        </Group>
        <Box>
          <Text fz={{ base: 26, sm: 30 }} fw={800} lh={1.15}>
            {displayUsd(account.balance)}
          </Text>
          <Text fz="sm" c="gray.3">
            {t('Available')}: {displayUsd(account.availableBalance)}
          </Text>
        </Box>
        <SimpleGrid cols={2} spacing="xs">
          <Box>
            <Text fz="xs" c="gray.3">
              {t('Total Credit ({{period}})', { period })}
            </Text>
            <Text fw={600} c="green.2">
              {displayUsd(account.monthlyCredit)}
            </Text>
          </Box>
          <Box>
            <Text fz="xs" c="gray.3">
              {t('Total Debit ({{period}})', { period })}
            </Text>
            <Text fw={600} c="red.2">
              {displayUsd(account.monthlyDebit)}
            </Text>
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
