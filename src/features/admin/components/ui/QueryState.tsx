import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, isServerAnswer } from '@/lib/errors';

/** An inline waiting text such as 'Loading user…' (/admin/users/{id}). */
export function LoadingText({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" py="md" role="status">
      <Loader size="xs" />
      <Text c="dimmed">{t(label)}</Text>
    </Group>
  );
}

/**
 * An inline load failure with the screen's fixed text (such as 'Failed to load user.') and,
 * below it, the server's own reason when the server answered.
 */
export function LoadError({ text, error }: { text: string; error: unknown }) {
  const { t } = useTranslation();
  const reason = isServerAnswer(error) ? errorMessage(error, '') : '';
  return (
    <Alert color="red" role="alert" title={t(text)}>
      {reason || null}
    </Alert>
  );
}

/** The quiet line a list shows when it has no rows. */
export function EmptyText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" py="md" ta="center">
      {t(text)}
    </Text>
  );
}
