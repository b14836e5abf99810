import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The not-found screen for any unknown path (Not-found screen). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{t('404 Page Not Found')}</Title>
        <Text c="dimmed">{t('Did you forget to add the page to the router?')}</Text>
        <Button component={Link} to="/" variant="light" mt="md">
          {t('Home')}
        </Button>
      </Stack>
    </Center>
  );
}
