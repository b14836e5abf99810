import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/** One lesson: its title, what it shows, and a button that loads it and tells what happened. */
function LessonCard({
  name,
  title,
  description,
}: {
  name: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const load = useMutation(
    trpc.adminSimulations.loadScenario.mutationOptions({
      // A lesson can move the clock or money: every admin figure may have changed.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Group>
          <Button variant="light" loading={load.isPending} onClick={() => load.mutate({ name })}>
            {t('Load lesson')}
          </Button>
        </Group>
        {load.data && (
          <Alert color="teal" role="status">
            {load.data.outcome}
          </Alert>
        )}
        {load.error && (
          <Alert color="red" role="alert" title={t('Refused')}>
            {errorMessage(load.error, t('The simulation failed.'))}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The lessons a trainer can load, from GET /api/admin/scenarios (loaded by the route). */
export function Lessons() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.adminSimulations.scenarios.queryOptions());
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} fz="h4">
        {t('Lessons')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        {data.map((s) => (
          <LessonCard key={s.name} {...s} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** "Pay interest now" and "Statements now": the month end's two money steps, on demand. */
export function MonthEndNow() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const interest = useMutation(trpc.adminSimulations.payInterest.mutationOptions());
  const statements = useMutation(trpc.adminSimulations.makeStatements.mutationOptions());
  const error = interest.error ?? statements.error;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('Month end, now')}
        </Title>
        <Alert variant="light" color="gray">
          {t(
            'Pay the interest savings accounts accrued so far, or produce this month’s statements, without waiting for the month to end.',
          )}
        </Alert>
        <Group>
          <Button loading={interest.isPending} onClick={() => interest.mutate({})}>
            {t('Pay interest now')}
          </Button>
          <Button
            variant="light"
            loading={statements.isPending}
            onClick={() => statements.mutate({})}
          >
            {t('Produce statements now')}
          </Button>
        </Group>
        {interest.data && (
          <Text role="status">
            {t('Interest paid to {{count}} accounts: {{total}} in all.', {
              count: interest.data.accounts,
              total: interest.data.total,
            })}
          </Text>
        )}
        {statements.data && (
          <Text role="status">
            {t('{{count}} statements made for {{period}}.', {
              count: statements.data.statements,
              period: statements.data.period,
            })}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('Refused')}>
            {errorMessage(error, t('The simulation failed.'))}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
