import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { accountTypeLabel } from '@/i18n/format';
import { errorMessage } from '@/lib/errors';
import { displayCardNumber, displayExpiry } from '@/lib/format';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The customer's cards on /admin/users/{id}: number (masked), state (active, frozen by the
 * customer, blocked by the bank), Block / Unblock, and Issue card on one of the open accounts.
 */
export function UserCards({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cards = useQuery(trpc.adminProvisioning.userCards.queryOptions({ id: userId }));
  const accounts = useQuery(trpc.adminPeople.userAccounts.queryOptions({ id: userId }));
  const [accountId, setAccountId] = useState<string | null>(null);
  const options = {
    onSuccess: async () => {
      await queryClient.invalidateQueries(trpc.adminProvisioning.userCards.pathFilter());
    },
    onError: (error: unknown) =>
      showErrorToast({
        title: t('Error'),
        message: errorMessage(error, t('Could not change the card')),
      }),
  };
  const block = useMutation(trpc.adminProvisioning.blockCard.mutationOptions(options));
  const unblock = useMutation(trpc.adminProvisioning.unblockCard.mutationOptions(options));
  const issue = useMutation(
    trpc.adminProvisioning.issueCard.mutationOptions({
      ...options,
      onSuccess: async (card) => {
        showToast({ title: t('Card issued'), message: displayCardNumber(card.cardNumber) });
        await options.onSuccess();
      },
    }),
  );
  const target = accountId ?? (accounts.data?.[0] ? String(accounts.data[0].id) : null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="admin-user-cards">
      <Title order={2} fz="h4" id="admin-user-cards" mb="sm">
        {t('Cards')}
      </Title>
      <Stack gap="sm">
        {cards.isPending ? (
          <LoadingText label="Loading cards…" />
        ) : cards.isError ? (
          <LoadError text="Failed to load cards." error={cards.error} />
        ) : cards.data.length === 0 ? (
          <EmptyText text="No cards." />
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Card')}</Table.Th>
                <Table.Th>{t('Expires')}</Table.Th>
                <Table.Th>{t('State')}</Table.Th>
                <Table.Th>{t('Actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cards.data.map((card) => (
                <Table.Tr key={card.id}>
                  <Table.Td ff="monospace">{displayCardNumber(card.cardNumber)}</Table.Td>
                  <Table.Td>{displayExpiry(card.expiryMonth, card.expiryYear)}</Table.Td>
                  <Table.Td>
                    {card.isActive !== 'true' ? (
                      <Badge color="red">{t('Blocked')}</Badge>
                    ) : card.isFrozen === 'true' ? (
                      <Badge color="blue">{t('Frozen by customer')}</Badge>
                    ) : (
                      <Badge color="green">{t('Active')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {card.isActive === 'true' ? (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => block.mutate({ id: card.id })}
                      >
                        {t('Block')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => unblock.mutate({ id: card.id })}
                      >
                        {t('Unblock')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <Group gap="sm" align="flex-end">
            <Select
              label={t('Account for a new card')}
              data={accounts.data.map((a) => ({
                value: String(a.id),
                label: `${accountTypeLabel(a.accountType, t)} ${a.accountNumber}`,
              }))}
              value={target}
              onChange={setAccountId}
              allowDeselect={false}
              w={260}
            />
            <Button
              loading={issue.isPending}
              disabled={!target}
              onClick={() => target && issue.mutate({ id: Number(target) })}
            >
              {t('Issue card')}
            </Button>
          </Group>
        )}
        {accounts.data?.length === 0 && (
          <Text c="dimmed">{t('Open an account to issue a card.')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
