import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FullPageLoadingProps {
  /** English text, translated here. */
  label?: string;
  /** A section's waiting view instead of the whole page's. */
  compact?: boolean;
}

/** The waiting view, 'Loading...' by default. */
export function FullPageLoading({ label = 'Loading...', compact = false }: FullPageLoadingProps) {
  const { t } = useTranslation();
  return (
    <Center mih={compact ? 160 : '60vh'} p="md">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{t(label)}</Text>
      </Stack>
    </Center>
  );
}
