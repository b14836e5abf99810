import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ThirdPartySchema } from '@shared/dto/open-banking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RevokeDialog } from '@/components/RevokeDialog';
import { ShownOnceSecret } from '@/components/ShownOnceSecret';
import { errorMessage } from '@/lib/errors';
import { displayDateTime } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

type ThirdParty = z.infer<typeof ThirdPartySchema>;

/**
 * Admin → Third parties: register a third party of the open-banking API (name, redirect URI),
 * whose API key is shown once with a copy button; the list (name, redirect URI, registered,
 * status), each revoked after a confirmation.
 */
export function ThirdPartiesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.adminThirdParties.list.queryOptions());
  const [name, setName] = useState('');
  const [redirectUri, setRedirectUri] = useState('');
  const [created, setCreated] = useState<{ name: string; apiKey: string } | null>(null);
  const [revoking, setRevoking] = useState<ThirdParty | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.adminThirdParties.pathFilter());
  const create = useMutation(
    trpc.adminThirdParties.create.mutationOptions({
      onSuccess: async (answer) => {
        setCreated({ name: answer.name, apiKey: answer.apiKey });
        setName('');
        setRedirectUri('');
        await refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.adminThirdParties.revoke.mutationOptions({
      onSuccess: async () => {
        setRevoking(null);
        await refresh();
      },
    }),
  );

  return (
    <Stack>
      <Title order={1} fz="h3">
        {t('Third parties')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          'Apps that read customers’ accounts through the open-banking API (/psd2/v1) once a customer approves.',
        )}
      </Text>
      <Paper withBorder p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ name, redirectUri });
          }}
        >
          <Stack>
            <Title order={2} fz="h4">
              {t('Register a third party')}
            </Title>
            <TextInput
              label={t('Name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('Redirect URI')}
              description={t('Where customers return after deciding on a consent')}
              placeholder="https://app.example/callback"
              value={redirectUri}
              onChange={(e) => setRedirectUri(e.currentTarget.value)}
              required
            />
            {create.isError && (
              <Alert color="red" role="alert">
                {t(errorMessage(create.error, 'Could not register the third party'))}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t('Register')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {created && (
        <ShownOnceSecret
          title={t('API key of {{name}}', { name: created.name })}
          hint={t('Copy it now: it is shown only once.')}
          value={created.apiKey}
          testId="third-party-key"
        />
      )}
      {/* On a phone the list scrolls sideways: the region takes the keyboard's focus so that
          arrow keys can scroll it when its rows have no link or button of their own. */}
      <Table.ScrollContainer
        minWidth={600}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('Third parties')}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Name')}</Table.Th>
              <Table.Th>{t('Redirect URI')}</Table.Th>
              <Table.Th>{t('Registered')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.redirectUri}</Table.Td>
                <Table.Td>{displayDateTime(p.createdAt)}</Table.Td>
                <Table.Td>
                  <Badge color={p.revokedAt ? 'gray' : 'green'}>
                    {p.revokedAt ? t('Revoked') : t('Active')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {!p.revokedAt && (
                    <Button size="xs" color="red" variant="light" onClick={() => setRevoking(p)}>
                      {t('Revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RevokeDialog
        opened={revoking !== null}
        title={t('Revoke third party?')}
        message={t('The API key of {{name}} stops working at once.', {
          name: revoking?.name ?? '',
        })}
        pending={revoke.isPending}
        confirmLabel={t('Revoke')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Stack>
  );
}
