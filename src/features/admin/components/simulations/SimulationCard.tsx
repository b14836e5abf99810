import { Alert, Button, Card, Code, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';

/** What a simulation answered: its result as JSON, or the refusal's message. Props: the mutation's data and error. */
export function Outcome({ data, error }: { data: unknown; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" title={t('Refused')} role="alert">
        {errorMessage(error, t('The simulation failed.'))}
      </Alert>
    );
  }
  if (data === undefined) return null;
  return (
    <Code block aria-label={t('Result')}>
      {JSON.stringify(data, null, 2)}
    </Code>
  );
}

/**
 * One simulation's card: a title, a short explanation, the form and its outcome. `onSubmit`
 * is the form's own submit handler (a schema form's, which checks the fields first).
 */
export function SimulationCard(props: {
  title: string;
  description: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  children: ReactNode;
  outcome: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={props.onSubmit} aria-label={t(props.title)} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t(props.title)}
          </Title>
          <Alert variant="light" color="gray">
            {t(props.description)}
          </Alert>
          {props.children}
          <Group>
            <Button type="submit" loading={props.pending}>
              {t(props.submitLabel ?? 'Run')}
            </Button>
          </Group>
          {props.outcome}
        </Stack>
      </form>
    </Card>
  );
}
