import { Anchor, Container, Paper, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/BrandLogo';
import { EnrollmentForm } from '@/features/enrollment/components/EnrollmentForm';

interface EnrollmentSearch {
  name?: string;
  email?: string;
  countryId?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * The query parameters that prefill the form. A plain function, not a zod schema: route
 * options load with the app's entry, and zod there would weigh on every first visit.
 */
function validateSearch(search: Record<string, unknown>): EnrollmentSearch {
  return { name: text(search.name), email: text(search.email), countryId: text(search.countryId) };
}

/**
 * `/open_account`: Complete Your Enrollment, prefilled from the
 * query parameters name, email and countryId.
 */
export const Route = createFileRoute('/open_account')({
  validateSearch,
  component: OpenAccountPage,
});

function OpenAccountPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }} component="main">
      <Anchor component={Link} to="/" underline="never" w="fit-content" display="block">
        <BrandLogo size={34} />
      </Anchor>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md" radius="md">
        <Title order={1} fz="h2" mb="md">
          {t('Complete Your Enrollment')}
        </Title>
        <EnrollmentForm prefill={search} />
      </Paper>
    </Container>
  );
}
