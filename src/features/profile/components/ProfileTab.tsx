import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { UpdateProfileInputSchema, type UserProfileSchema } from '@shared/dto';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FullPageLoading } from '@/components/FullPageLoading';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Profile = z.infer<typeof UserProfileSchema>;

/**
 * Account Settings > Profile:
 * first name, last name, email and phone saved through `settings.updateProfile`, checked by
 * the API's own UpdateProfileInputSchema before they are sent; the
 * username is shown disabled, 'Username cannot be changed'.
 */
export function ProfileTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const profile = useQuery({
    ...trpc.settings.profile.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  if (profile.isPending) return <FullPageLoading compact />;
  if (profile.isError) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(profile.error, t('Could not load your profile.'))}
      </Alert>
    );
  }
  // A new subject (another user's profile) starts a new form.
  return <ProfileForm key={profile.data.id} profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const save = useMutation(trpc.settings.updateProfile.mutationOptions());
  const { form, input: field } = useSchemaForm(UpdateProfileInputSchema, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ?? '',
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: profile.id, ...values, phone: values.phone.trim() || null },
      {
        onSuccess: () =>
          showToast({ title: t('Saved'), message: t('Profile updated successfully') }),
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to update profile')),
          });
        },
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('First Name')} autoComplete="given-name" {...field('firstName')} />
            <TextInput label={t('Last Name')} autoComplete="family-name" {...field('lastName')} />
            <TextInput label={t('Email')} type="email" autoComplete="email" {...field('email')} />
            <TextInput label={t('Phone')} type="tel" autoComplete="tel" {...field('phone')} />
          </SimpleGrid>
          <TextInput
            label={t('Username')}
            value={profile.username}
            disabled
            description={t('Username cannot be changed')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('Save Changes')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
