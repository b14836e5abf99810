import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cardTypeLabel } from '@/i18n/format';
import { displayCardNumber, displayExpiry } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';

/**
 * The side column's card panel (Credit card panel):
 * the user's first card, or placeholder defaults (expiry 06/28) when there is none.
 */
export function CreditCardPanel() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const { data: cards } = useQuery(trpc.accounts.creditCards.queryOptions());
  const card = cards?.[0];
  const holder = card?.cardholderName ?? (user ? `${user.firstName} ${user.lastName}` : '');
  const number = card ? displayCardNumber(card.cardNumber) : '0000 XXXX XXXX 0000';
  const expiry = card ? displayExpiry(card.expiryMonth, card.expiryYear) : '06/28';

  return (
    <Paper withBorder p="md">
      <Title order={2} fz="md" mb="sm">
        {t('My Card')}
      </Title>
      <Box
        p="lg"
        c="white"
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          aspectRatio: '1.586',
          maxWidth: 380,
          background:
            'linear-gradient(135deg, var(--mantine-color-brand-8) 0%, var(--mantine-color-brand-5) 70%, var(--mantine-color-accent-5) 130%)',
        }}
      >
        <Stack justify="space-between" h="100%">
          <Group justify="space-between">
            <Text fw={700} fz="sm" tt="uppercase">
              {cardTypeLabel(card?.cardType ?? 'DEBIT', t)}
            </Text>
            <IconCreditCard size={28} aria-hidden="true" />
          </Group>
          <Text ff="monospace" fz={{ base: 'md', xs: 'lg' }} fw={600} lts={1}>
            {number}
          </Text>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Box>
              <Text fz={10} c="gray.3" tt="uppercase">
                {t('Cardholder')}
              </Text>
              <Text fw={600} tt="uppercase" lineClamp={1}>
                {holder}
              </Text>
            </Box>
            <Box ta="right">
              <Text fz={10} c="gray.3" tt="uppercase">
                {t('Expires')}
              </Text>
              <Text fw={600}>{expiry}</Text>
            </Box>
          </Group>
        </Stack>
      </Box>
      {cards && !card && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('No card on file')}
        </Text>
      )}
      {card && (
        <Anchor component={Link} to="/cards" size="sm" mt="xs" display="inline-block">
          {t('Manage cards')}
        </Anchor>
      )}
    </Paper>
  );
}
