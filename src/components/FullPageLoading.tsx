import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The whole-page waiting view, 'Loading...' (customer-area.md §2 Authenticated layout). */
export function FullPageLoading({ label = 'Loading...' }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{t(label)}</Text>
      </Stack>
    </Center>
  );
}
