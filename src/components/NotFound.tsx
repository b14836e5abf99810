import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface NotFoundProps {
  /** Where the way home leads: '/' on the public site, '/dashboard' for a customer, '/admin'. */
  home?: '/' | '/dashboard' | '/admin';
  /** The way home's English label (translated here). */
  homeLabel?: string;
}

/**
 * The not-found screen's content, shown inside whichever frame the unknown path fell in (the
 * public site, the customer frame, the admin frame): what happened in plain words and one
 * button back home.
 */
export function NotFound({ home = '/', homeLabel = 'Back to the home page' }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" ta="center" maw={520}>
        <Title order={1}>{t('404 Page Not Found')}</Title>
        <Text c="dimmed">
          {t('We could not find this page. The link may be old, or the address may have a typo.')}
        </Text>
        <Button component={Link} to={home} variant="light" mt="md">
          {t(homeLabel)}
        </Button>
      </Stack>
    </Center>
  );
}
