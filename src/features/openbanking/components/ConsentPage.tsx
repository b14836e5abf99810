import '@/styles/mantine-all';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LoginInputSchema } from '@shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_STATUS_WORDS } from '@/features/openbanking/lib/status';
import { PinField, pinFormatError } from '@/features/security/components/PinField';
import { SignInCodeStep } from '@/features/security/components/SignInCodeStep';
import { useBrand } from '@/lib/brand';
import { errorMessage } from '@/lib/errors';
import { displayBusinessDate, maskAccountNumber } from '@/lib/format';
import { resetSessionCache, sessionQueryOptions } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';

/**
 * `/consents/$consentId`, the bank's own screen of the open-banking redirect: a third party
 * sent the customer here to approve its consent. Signed out, the customer signs in on the
 * page (with the code step when the customer has a second factor, or arrives with a session
 * that still owes its code); then sees who asks and for what (accounts, balances,
 * transactions, valid until, reads a day), chooses the accounts (unless all are asked for),
 * and approves with the transaction PIN or refuses; either way the browser goes back to the
 * third party's redirect URI.
 */
export function ConsentPage({ consentId }: { consentId: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const trpc = useTRPC();
  const session = useQuery(sessionQueryOptions(trpc));
  // Signing in here drops the cached session this screen observes, so it keeps its own note.
  const [signedInHere, setSignedInHere] = useState(false);
  const signedIn = signedInHere || (session.data && session.data.mfa !== 'CODE_REQUIRED');
  const [codeStep, setCodeStep] = useState(false);
  const owesCode = !signedInHere && (codeStep || session.data?.mfa === 'CODE_REQUIRED');
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz="h3" mb="md">
        {t('{{name}} · Open banking consent', { name: brand.name })}
      </Title>
      {session.isPending ? null : owesCode ? (
        <Paper withBorder p="lg">
          <SignInCodeStep
            onVerified={() => setSignedInHere(true)}
            onCancel={() => setCodeStep(false)}
          />
        </Paper>
      ) : signedIn ? (
        <ConsentDecision consentId={consentId} />
      ) : (
        <SignInHere
          onSignedIn={() => setSignedInHere(true)}
          onCodeRequired={() => setCodeStep(true)}
        />
      )}
    </Container>
  );
}

function SignInHere({
  onSignedIn,
  onCodeRequired,
}: {
  onSignedIn: () => void;
  onCodeRequired: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (user) => {
        resetSessionCache(queryClient, trpc, user);
        if (user.mfa === 'CODE_REQUIRED') onCodeRequired();
        else onSignedIn();
      },
    }),
  );
  return (
    <Paper withBorder p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const input = LoginInputSchema.safeParse({ username, password });
          if (input.success) login.mutate(input.data);
        }}
        noValidate
      >
        <Stack>
          <Text>{t('Sign in to see what the app asks for.')}</Text>
          <TextInput
            label={t('Account ID or username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('Password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {login.isError && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {t(errorMessage(login.error, 'Login failed'))}
            </Text>
          )}
          <Button type="submit" loading={login.isPending}>
            {t('Sign in')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function ConsentDecision({ consentId }: { consentId: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const consent = useQuery(trpc.openBanking.consent.queryOptions({ id: consentId }));
  const [chosen, setChosen] = useState<string[]>([]);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const leave = (answer: { redirectUrl: string }) => window.location.assign(answer.redirectUrl);
  const approve = useMutation(trpc.openBanking.approve.mutationOptions({ onSuccess: leave }));
  const refuse = useMutation(trpc.openBanking.refuse.mutationOptions({ onSuccess: leave }));

  if (consent.isPending) return <Text>{t('Loading...')}</Text>;
  if (consent.isError) {
    return (
      <Alert color="red" role="alert">
        {t(errorMessage(consent.error, 'This consent could not be loaded'))}
      </Alert>
    );
  }
  const c = consent.data;
  const asks = [
    c.access.accounts && t('The list of your accounts'),
    c.access.balances && t('Their balances'),
    c.access.transactions && t('Their transactions'),
  ].filter((x): x is string => Boolean(x));
  const submit = () => {
    const error = pinFormatError(pin);
    setPinError(error ? t(error) : undefined);
    if (error) return;
    approve.mutate({ id: consentId, pin, accountIds: chosen.map(Number) });
  };
  const failure = approve.error ?? refuse.error;

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Text size="lg">
          {t('{{party}} asks to read your accounts', { party: c.thirdPartyName })}
        </Text>
        <List>
          {asks.map((ask) => (
            <List.Item key={ask}>{ask}</List.Item>
          ))}
        </List>
        <Text>
          {t('Valid until {{date}}', { date: displayBusinessDate(c.validUntil) })}
          {' · '}
          {t('Up to {{count}} times a day', { count: c.frequencyPerDay })}
        </Text>
        {c.status !== 'received' ? (
          <Alert color="gray">
            {t('This consent was already decided: {{status}}', {
              status: t(CONSENT_STATUS_WORDS[c.status]),
            })}
          </Alert>
        ) : (
          <>
            {c.access.allAccounts ? (
              <Text>{t('All your accounts')}</Text>
            ) : (
              <Checkbox.Group
                label={t('Choose the accounts to share')}
                value={chosen}
                onChange={setChosen}
              >
                <Stack gap="xs" mt="xs">
                  {c.choices.map((a) => (
                    <Checkbox
                      key={a.id}
                      value={String(a.id)}
                      label={`${t(a.accountType)} ${maskAccountNumber(a.accountNumber)}`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            <PinField
              value={pin}
              onChange={setPin}
              error={pinError}
              description={t('Your transaction PIN confirms this consent')}
            />
            {failure && (
              <Alert color="red" role="alert">
                {t(errorMessage(failure, 'The decision could not be saved'))}
              </Alert>
            )}
            <Group>
              <Button onClick={submit} loading={approve.isPending}>
                {t('Approve')}
              </Button>
              <Button
                variant="default"
                onClick={() => refuse.mutate({ id: consentId })}
                loading={refuse.isPending}
              >
                {t('Refuse')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
