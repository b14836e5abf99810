import { Alert, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';

/**
 * Account Settings > Profile (operations-and-admin.md §2 Account Settings): the signed-in
 * user's names, email and username, read-only until profile editing is built.
 */
export function ProfileTab() {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  if (!user) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('First Name')} value={user.firstName} readOnly />
          <TextInput label={t('Last Name')} value={user.lastName} readOnly />
        </SimpleGrid>
        <TextInput label={t('Email')} value={user.email} readOnly />
        <TextInput
          label={t('Username')}
          value={user.username}
          disabled
          description={t('Username cannot be changed')}
        />
        <Alert variant="light" color="gray">
          {t('Editing your profile will be available soon.')}
        </Alert>
      </Stack>
    </Paper>
  );
}
