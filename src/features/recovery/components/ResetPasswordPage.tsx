import '@/styles/mantine-all';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/features/public/components/PublicLayout';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';
import { ResetFormSchema } from '../lib/recoveryForms';

/**
 * `/reset-password?token=…`, reached from the emailed link: a new password typed twice,
 * checked by the server's own rules (the server's message is shown when it refuses, e.g. a
 * used or expired link or a weak password). On success every session has ended and the
 * sign-in page opens with a note that the password was changed.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const confirm = useMutation(
    trpc.auth.confirmPasswordReset.mutationOptions({
      onSuccess: () => navigate({ to: '/login', search: { reason: 'password_reset' } }),
    }),
  );
  const { form, input } = useSchemaForm(ResetFormSchema, { password: '', confirm: '' });
  const submit = form.onSubmit((values) => {
    if (!token) return;
    confirm.mutate(
      { token, password: values.password },
      { onError: (error) => form.setErrors(fieldErrors(error)) },
    );
  });

  return (
    <PublicLayout>
      <Container size="xs" py="xl">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={1} fz="h2">
              {t('Choose a new password')}
            </Title>
            {!token ? (
              <Alert color="red" role="alert">
                {t('The reset link has no token; open the link from the email again')}
              </Alert>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <PasswordInput
                    label={t('New password')}
                    autoComplete="new-password"
                    withAsterisk
                    {...input('password')}
                    data-autofocus
                  />
                  <PasswordInput
                    label={t('Confirm new password')}
                    autoComplete="new-password"
                    withAsterisk
                    {...input('confirm')}
                  />
                  {confirm.isError && (
                    <Text c="red" size="sm" role="alert">
                      {t(errorMessage(confirm.error, 'Could not reset the password'))}
                    </Text>
                  )}
                  <Button type="submit" fullWidth loading={confirm.isPending}>
                    {t('Set new password')}
                  </Button>
                </Stack>
              </form>
            )}
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              {t('Ask for a new link')}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    </PublicLayout>
  );
}
