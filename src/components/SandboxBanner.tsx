import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '@/lib/base-path';

/** The sandbox a page was served from ('/s/{name}' → name), or null in the main bank. */
export function sandboxNameOf(basePath: string): string | null {
  return /^\/s\/([a-z0-9-]{3,32})$/.exec(basePath)?.[1] ?? null;
}

/**
 * Says which bank this is: inside a sandbox, a strip above every screen (public, customer,
 * admin) with the sandbox's name and a link to the main bank. The server serves a page under
 * /s/{name}/ only for a sandbox that exists, so the base path names it. Nothing in the main
 * bank.
 */
export function SandboxBanner({ basePath = BASE_PATH }: { basePath?: string }) {
  const { t } = useTranslation();
  const name = sandboxNameOf(basePath);
  if (!name) return null;
  return (
    <Box
      component="aside"
      aria-label={t('Sandbox bank')}
      data-testid="sandbox-banner"
      bg="orange.1"
      c="dark.9"
      px="md"
      py={4}
      style={{ borderBottom: '1px solid var(--mantine-color-orange-3)' }}
    >
      <Group gap="xs" justify="center" wrap="wrap">
        <IconFlask size={16} color="var(--mantine-color-orange-9)" aria-hidden="true" />
        <Text size="sm" fw={600}>
          {t('Sandbox bank: {{name}}', { name })}
        </Text>
        <Text size="sm">{t('Practice data, separate from the main bank.')}</Text>
        <Anchor href="/" size="sm" c="dark.9" fw={600} underline="always">
          {t('Go to the main bank')}
        </Anchor>
      </Group>
    </Box>
  );
}
