import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPTY_PASSWORD_FORM, PasswordFormSchema } from '@/features/profile/lib/passwordForm';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * Account Settings > Security > password change: current password required, a new one of
 * 12 to 128 characters, repeated in the confirmation (PasswordFormSchema). On success the
 * form empties and the user learns that their other sessions were signed out; `onChanged`
 * then runs (the first-sign-in screen moves on).
 */
export function PasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const change = useMutation(trpc.settings.changePassword.mutationOptions());
  const { form, input: field } = useSchemaForm(PasswordFormSchema, EMPTY_PASSWORD_FORM);

  const submit = form.onSubmit((values) => {
    if (!user) return;
    change.mutate(
      { id: user.id, currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.reset();
          showToast({
            title: t('Password changed'),
            message:
              endedSessions > 0
                ? t('Your password was changed. {{count}} other sessions were signed out.', {
                    count: endedSessions,
                  })
                : t('Your password was changed. Any other sessions were signed out.'),
          });
          onChanged?.();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to change password')),
          });
        },
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="password-title">
      <Title order={2} fz="h4" id="password-title">
        {t('Change Password')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('Changing your password signs you out everywhere else.')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={360}>
          <PasswordInput
            label={t('Current Password')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput
            label={t('New Password')}
            description={t('At least 12 characters')}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordInput
            label={t('Confirm New Password')}
            autoComplete="new-password"
            {...field('confirm')}
          />
          <Group>
            <Button type="submit" loading={change.isPending} disabled={!user}>
              {t('Update Password')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
