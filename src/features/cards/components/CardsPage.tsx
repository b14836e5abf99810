import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { cardTypeLabel } from '@/i18n/format';
import { errorMessage } from '@/lib/errors';
import { displayCardNumber, displayExpiry } from '@/lib/format';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * /cards, 'My Cards': each card of the customer with its state, and Freeze / Unfreeze. A
 * frozen card is stopped by the customer for a while; a card the bank blocked says so and
 * can only be unblocked by the bank.
 */
export function CardsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cards = useQuery(trpc.accounts.creditCards.queryOptions());
  const options = {
    onSuccess: async (card: { isFrozen: string; cardNumber: string }) => {
      showToast({
        title: card.isFrozen === 'true' ? t('Card frozen') : t('Card unfrozen'),
        message: t('Card {{number}}', { number: displayCardNumber(card.cardNumber) }),
      });
      await queryClient.invalidateQueries(trpc.accounts.creditCards.pathFilter());
    },
    onError: (error: unknown) =>
      showErrorToast({
        title: t('Error'),
        message: errorMessage(error, t('Could not change the card')),
      }),
  };
  const freeze = useMutation(trpc.accounts.freezeCard.mutationOptions(options));
  const unfreeze = useMutation(trpc.accounts.unfreezeCard.mutationOptions(options));

  return (
    <Stack gap="md">
      <BackButton />
      <Title order={1} fz="h2">
        {t('My Cards')}
      </Title>
      {cards.isPending ? (
        <Text c="dimmed">{t('Loading...')}</Text>
      ) : cards.isError ? (
        <Text c="red">{errorMessage(cards.error, t('Could not load your cards.'))}</Text>
      ) : cards.data.length === 0 ? (
        <Text c="dimmed">{t('You have no cards yet.')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {cards.data.map((card) => {
            const blocked = card.isActive !== 'true';
            const frozen = card.isFrozen === 'true';
            const label = displayCardNumber(card.cardNumber);
            return (
              <Paper
                key={card.id}
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-label={label}
              >
                <Group justify="space-between" mb="xs">
                  <Text fw={700}>{cardTypeLabel(card.cardType, t)}</Text>
                  {blocked ? (
                    <Badge color="red">{t('Blocked by the bank')}</Badge>
                  ) : frozen ? (
                    <Badge color="blue">{t('Frozen')}</Badge>
                  ) : (
                    <Badge color="green">{t('Active')}</Badge>
                  )}
                </Group>
                <Text ff="monospace">{label}</Text>
                <Text size="sm" c="dimmed">
                  {card.cardholderName} · {t('Expires')}{' '}
                  {displayExpiry(card.expiryMonth, card.expiryYear)}
                </Text>
                <Group mt="sm">
                  {frozen ? (
                    <Button
                      variant="light"
                      loading={unfreeze.isPending && unfreeze.variables?.id === card.id}
                      onClick={() => unfreeze.mutate({ id: card.id })}
                    >
                      {t('Unfreeze')}
                    </Button>
                  ) : (
                    <Button
                      variant="light"
                      color="blue"
                      loading={freeze.isPending && freeze.variables?.id === card.id}
                      onClick={() => freeze.mutate({ id: card.id })}
                    >
                      {t('Freeze')}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
