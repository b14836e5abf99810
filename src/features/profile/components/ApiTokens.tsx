import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ApiTokenSchema, TokenScopeSchema } from '@shared/dto/tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RevokeDialog } from '@/components/RevokeDialog';
import { ShownOnceSecret } from '@/components/ShownOnceSecret';
import { BASE_PATH } from '@/lib/base-path';
import { errorMessage } from '@/lib/errors';
import { displayDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';

type Scope = z.infer<typeof TokenScopeSchema>;
type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The scopes a person may give a token, with what each allows; `admin` for admins only. */
const SCOPES: { value: Scope; label: string; adminOnly?: boolean }[] = [
  { value: 'read', label: 'Read: see accounts, statements and everything else you can see' },
  { value: 'transfer', label: 'Transfer: also move money and verify your PIN' },
  { value: 'admin', label: 'Admin: also call the admin operations', adminOnly: true },
];

/** The lifetimes offered, in days (the API takes 1 to 365). */
const LIFETIMES = ['7', '30', '90', '365'];

/**
 * Account Settings > Developer > API tokens: create a personal token (a name, its scopes,
 * a lifetime), whose text is shown once with a copy button; the list of tokens (name,
 * scopes, created, last used, expiry), each revoked after a confirmation; and a link to the
 * API reference. Managing tokens needs the signed-in session (`tokens.*`).
 */
export function ApiTokens() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: user } = useSessionUser();
  const tokens = useQuery(trpc.tokens.list.queryOptions());
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['read']);
  const [days, setDays] = useState('30');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.tokens.pathFilter());
  const create = useMutation(
    trpc.tokens.create.mutationOptions({
      onSuccess: async (answer) => {
        setCreated({ name: answer.name, token: answer.token });
        setName('');
        await refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.tokens.revoke.mutationOptions({
      onSuccess: async () => {
        setRevoking(null);
        await refresh();
      },
    }),
  );
  const offered = SCOPES.filter((scope) => !scope.adminOnly || user?.role === 'ADMIN');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="api-tokens-title">
      <Title order={2} fz="h4" mb="xs" id="api-tokens-title">
        {t('API tokens')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          'A personal token lets a script or a generated client call the API as you: send it as Authorization: Bearer <token>.',
        )}{' '}
        {/* Inside a sentence a link is told apart by its underline, not only its colour. */}
        <Anchor href={`${BASE_PATH}/api/docs`} target="_blank" rel="noreferrer" underline="always">
          {t('Read the API reference')}
        </Anchor>
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setCreated(null);
          create.mutate({ name: name.trim(), scopes, expiresInDays: Number(days) });
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={t('Token name')}
            description={t('What the token is for, e.g. reporting script')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            required
          />
          <Checkbox.Group
            label={t('Scopes')}
            value={scopes}
            onChange={(value) => setScopes(value as Scope[])}
          >
            <Stack gap={6} mt={4}>
              {offered.map((scope) => (
                <Checkbox key={scope.value} value={scope.value} label={t(scope.label)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <NativeSelect
            label={t('Expires after')}
            value={days}
            onChange={(event) => setDays(event.currentTarget.value)}
            data={LIFETIMES.map((value) => ({
              value,
              label: t('{{count}} days', { count: Number(value) }),
            }))}
            maw={200}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {t(errorMessage(create.error, 'Could not create the token.'))}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('Create token')}
            </Button>
          </Group>
        </Stack>
      </form>
      {created && (
        <ShownOnceSecret
          mt="sm"
          title={t('Your new token {{name}} (shown once)', { name: created.name })}
          hint={t('Copy it now: only a hash of it is kept, so it cannot be shown again.')}
          value={created.token}
          testId="new-token"
        />
      )}
      {tokens.isError && (
        <Alert color="red" mt="sm">
          {t(errorMessage(tokens.error, 'Could not load your tokens.'))}
        </Alert>
      )}
      {tokens.data && tokens.data.length === 0 && (
        <Text size="sm" c="dimmed" mt="md">
          {t('You have no API tokens.')}
        </Text>
      )}
      {tokens.data && tokens.data.length > 0 && (
        <Table.ScrollContainer minWidth={640} mt="md">
          <Table striped aria-label={t('Your API tokens')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Scopes')}</Table.Th>
                <Table.Th>{t('Created')}</Table.Th>
                <Table.Th>{t('Last used')}</Table.Th>
                <Table.Th>{t('Expires')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('Actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{token.name}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="light" tt="none">
                          {scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{displayDateTime(token.createdAt)}</Table.Td>
                  <Table.Td>
                    {token.lastUsedAt ? displayDateTime(token.lastUsedAt) : t('Never')}
                  </Table.Td>
                  <Table.Td>{displayDateTime(token.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={t('Revoke {{name}}', { name: token.name })}
                      onClick={() => {
                        revoke.reset();
                        setRevoking(token);
                      }}
                    >
                      {t('Revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RevokeDialog
        opened={revoking !== null}
        title={t('Revoke this token?')}
        message={t(
          'Scripts that use {{name}} stop working at once. This cannot be undone: create a new token if you need one again.',
          { name: revoking?.name ?? '' },
        )}
        error={revoke.isError ? t(errorMessage(revoke.error, 'Could not revoke the token.')) : null}
        pending={revoke.isPending}
        confirmLabel={t('Revoke token')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Paper>
  );
}
