import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const SearchSchema = z.object({
  name: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
  countryId: z.string().optional().catch(undefined),
});

/**
 * `/open_account`: the enrollment form (operations-and-admin.md, Complete Your Enrollment).
 * For now a placeholder that shows what the Open Account dialog carried; a later issue
 * builds the form, prefilled from the same query parameters.
 */
export const Route = createFileRoute('/open_account')({
  validateSearch: SearchSchema,
  component: OpenAccountPage,
});

function OpenAccountPage() {
  const { t } = useTranslation();
  const { name, email } = Route.useSearch();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('Complete Your Enrollment')}
          </Title>
          {name && <Text>{t('Name: {{name}}', { name })}</Text>}
          {email && <Text>{t('Email: {{email}}', { email })}</Text>}
          <Text c="dimmed">{t('The online application form will be available here soon.')}</Text>
          <Button component={Link} to="/" variant="light" w="fit-content">
            {t('Back to Home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
