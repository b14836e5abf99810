import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CustomerConsentSchema } from '@shared/dto/open-banking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RevokeDialog } from '@/components/RevokeDialog';
import { CONSENT_STATUS_WORDS } from '@/features/openbanking/lib/status';
import { errorMessage } from '@/lib/errors';
import { displayBusinessDate, maskAccountNumber } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

type Consent = z.infer<typeof CustomerConsentSchema>;

/**
 * Account Settings > Connected apps: the open-banking consents the customer decided (third
 * party, what it may read, valid until, status), each active one revoked after a confirmation;
 * the app's next read is then refused.
 */
export function ConnectedApps() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const consents = useQuery(trpc.openBanking.list.queryOptions());
  const [revoking, setRevoking] = useState<Consent | null>(null);
  const revoke = useMutation(
    trpc.openBanking.revoke.mutationOptions({
      onSuccess: async () => {
        setRevoking(null);
        await queryClient.invalidateQueries(trpc.openBanking.pathFilter());
      },
    }),
  );
  const access = (c: Consent) =>
    [
      c.access.accounts && t('Accounts'),
      c.access.balances && t('Balances'),
      c.access.transactions && t('Transactions'),
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} fz="h4">
          {t('Connected apps')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Apps you allowed to read your accounts through open banking.')}
        </Text>
        {consents.isError && (
          <Alert color="red">{t(errorMessage(consents.error, 'Could not load your apps'))}</Alert>
        )}
        {consents.data?.length === 0 && <Text>{t('No app can read your accounts.')}</Text>}
        {consents.data && consents.data.length > 0 && (
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('App')}</Table.Th>
                  <Table.Th>{t('Access')}</Table.Th>
                  <Table.Th>{t('Valid until')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {consents.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.thirdPartyName}</Table.Td>
                    <Table.Td>
                      {access(c)}
                      {c.accounts.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {c.accounts.map(maskAccountNumber).join(' ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{displayBusinessDate(c.validUntil)}</Table.Td>
                    <Table.Td>
                      <Badge color={c.status === 'valid' ? 'green' : 'gray'}>
                        {t(CONSENT_STATUS_WORDS[c.status])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {c.status === 'valid' && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setRevoking(c)}
                          aria-label={t('Revoke {{name}}', { name: c.thirdPartyName })}
                        >
                          {t('Revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <RevokeDialog
        opened={revoking !== null}
        title={t('Revoke access?')}
        message={t('{{name}} will no longer read your accounts.', {
          name: revoking?.thirdPartyName ?? '',
        })}
        error={revoke.isError ? t(errorMessage(revoke.error, 'Could not revoke')) : null}
        pending={revoke.isPending}
        confirmLabel={t('Revoke access')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Paper>
  );
}
