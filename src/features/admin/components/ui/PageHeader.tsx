import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageHeaderProps {
  /** English title, translated here ('Manage Users'). */
  title: string;
  /** English hint under the title, translated here. */
  description?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The heading of every admin screen. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t(title)}
        </Title>
        {description && <Text c="dimmed">{t(description)}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
