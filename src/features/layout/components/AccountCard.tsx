import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AccountSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { accountTypeLabel } from '@/i18n/format';
import { maskAccountNumber } from '@/lib/format';
import classes from './layout.module.css';

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

/** The texts of one card, already formatted. */
interface CardTexts {
  type: string;
  number: string;
  balance: string;
  available: string;
  creditLabel: string;
  credit: string;
  debitLabel: string;
  debit: string;
}

/** One card's layout; the placeholder and the real card share it, so both have one height. */
function CardBody({ texts }: { texts: CardTexts }) {
  return (
    <Paper
      className={classes.accountCard}
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
            {texts.type}
          </Text>
          <Text fz="sm" ff="monospace" c="gray.2">
            {texts.number}
          </Text>
        </Group>
        <Box>
          <Text className={classes.accountBalance} fw={800} lh={1.15}>
            {texts.balance}
          </Text>
          <Text fz="sm" c="gray.3">
            {texts.available}
          </Text>
        </Box>
        <SimpleGrid cols={2} spacing="xs">
          <Box>
            <Text fz="xs" c="gray.3">
              {texts.creditLabel}
            </Text>
            <Text fw={600} c="green.2">
              {texts.credit}
            </Text>
          </Box>
          <Box>
            <Text fz="xs" c="gray.3">
              {texts.debitLabel}
            </Text>
            <Text fw={600} c="red.2">
              {texts.debit}
            </Text>
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * One slide of the accounts carousel: type, balance,
 * available balance, masked number, and this month's credits and debits.
 */
export function AccountCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const period = monthLabel(i18n.language, account.month);
  return (
    <CardBody
      texts={{
        type: accountTypeLabel(account.accountType, t),
        number: maskAccountNumber(account.accountNumber),
        balance: displayUsd(account.balance),
        available: `${t('Available')}: ${displayUsd(account.availableBalance)}`,
        creditLabel: t('Total Credit ({{period}})', { period }),
        credit: displayUsd(account.monthlyCredit),
        debitLabel: t('Total Debit ({{period}})', { period }),
        debit: displayUsd(account.monthlyDebit),
      }}
    />
  );
}

/** A blank line of text: it keeps its line's height and says nothing. */
const BLANK = '\u00a0';

/**
 * A card while the accounts load: a grey block of exactly a card's size (the card's layout with
 * blank lines under Mantine's skeleton), so the accounts take its place without moving anything
 * below. Hidden from assistive technologies; the carousel says it is busy.
 */
export function AccountCardPlaceholder() {
  return (
    <Skeleton visible radius="lg" h="100%" aria-hidden="true">
      <CardBody
        texts={{
          type: BLANK,
          number: BLANK,
          balance: BLANK,
          available: BLANK,
          creditLabel: BLANK,
          credit: BLANK,
          debitLabel: BLANK,
          debit: BLANK,
        }}
      />
    </Skeleton>
  );
}
