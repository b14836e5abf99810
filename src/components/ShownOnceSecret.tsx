import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ShownOnceSecretProps {
  /** The alert's title, already translated ('Signing secret (shown once)'). */
  title: string;
  /** The secret itself: an API token, an API key, a signing secret. */
  value: string;
  /** A line above the secret saying why it is not shown again, already translated. */
  hint?: string;
  /** The secret's test id, for the browser journeys that read it. */
  testId?: string;
  /** Space above the alert (a Mantine spacing). */
  mt?: string;
}

/**
 * A secret the bank keeps only a hash of, shown once right after it was made: the secret in
 * full with a Copy button, in a yellow alert that says so. Used for API tokens, third parties'
 * API keys and webhook signing secrets.
 */
export function ShownOnceSecret({ title, value, hint, testId, mt }: ShownOnceSecretProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" mt={mt} title={title}>
      {hint && (
        <Text size="sm" mb={6}>
          {hint}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <Code style={{ wordBreak: 'break-all' }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('Copied') : t('Copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
