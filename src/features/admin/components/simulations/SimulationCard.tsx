import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';

/**
 * What a simulation answered: a sentence saying what happened (with a link to the record),
 * or the refusal's message. Props: the sentence (null before any answer) and the error.
 */
export function Outcome({ children, error }: { children: ReactNode; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" title={t('Refused')} role="alert">
        {errorMessage(error, t('The simulation failed.'))}
      </Alert>
    );
  }
  if (!children) return null;
  return (
    <Alert color="green" variant="light" title={t('Result')} role="status" aria-label={t('Result')}>
      {children}
    </Alert>
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
