import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Account Settings > Security > password change (operations-and-admin.md §2, §9 password
 * minimum 6; PRODUCT.md 5: the current password is required). On success the user learns
 * that their other sessions were signed out.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const change = useMutation(trpc.settings.changePassword.mutationOptions());
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const next: Record<string, string> = {};
    if (!values.currentPassword) next.currentPassword = t('Current password is required');
    if (values.newPassword.length < 6) next.newPassword = t('Min 6 characters');
    if (values.confirm !== values.newPassword) next.confirm = t('Passwords do not match');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      { id: user.id, currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          setValues(EMPTY);
          showToast({
            title: t('Password changed'),
            message:
              endedSessions > 0
                ? t('Your password was changed. {{count}} other sessions were signed out.', {
                    count: endedSessions,
                  })
                : t('Your password was changed. Any other sessions were signed out.'),
          });
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to change password')),
          });
        },
      },
    );
  };

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
            description={t('Min 6 characters')}
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
