import '@/styles/mantine-all';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/features/public/components/PublicLayout';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';
import { ForgotFormSchema } from '../lib/recoveryForms';

/**
 * `/forgot-password`: one field (username or email address). Whatever was typed, the page then
 * shows the same confirmation, so it never tells whether an account exists; only a throttled
 * or invalid request shows the server's message instead.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const { form, input } = useSchemaForm(ForgotFormSchema, { login: '' });
  const submit = form.onSubmit((values) => request.mutate(ForgotFormSchema.parse(values)));

  return (
    <PublicLayout>
      <Container size="xs" py="xl">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={1} fz="h2">
              {t('Forgot password?')}
            </Title>
            {request.isSuccess ? (
              <Alert color="green" role="status" data-testid="reset-requested">
                {t(
                  'If an account matches, we sent a link to its email address. It works once, for 30 minutes.',
                )}
              </Alert>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <Text size="sm" c="dimmed">
                    {t(
                      'Enter your username or email address. We will email you a link to choose a new password.',
                    )}
                  </Text>
                  <TextInput
                    label={t('Username or email')}
                    autoComplete="username"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    withAsterisk
                    {...input('login')}
                    data-autofocus
                  />
                  {request.isError && (
                    <Text c="red" size="sm" role="alert">
                      {t(errorMessage(request.error, 'Something went wrong. Try again.'))}
                    </Text>
                  )}
                  <Button type="submit" fullWidth loading={request.isPending}>
                    {t('Send reset link')}
                  </Button>
                </Stack>
              </form>
            )}
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('Back to sign in')}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    </PublicLayout>
  );
}
