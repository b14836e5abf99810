import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageHeaderProps {
  /** English title, translated here ('Manage Users'); as given when `translate` is false. */
  title: string;
  /**
   * False when `title` is already what the reader sees: a name someone typed (a class's) or a
   * text already translated. Default true.
   */
  translate?: boolean;
  /** English hint under the title, translated here. */
  description?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/**
 * The heading of every admin screen: the title (translated unless `translate` is false, so a
 * class called "Monday QA" is not read as a text of the interface), the translated
 * description under it, and the actions on the right.
 */
export function PageHeader({ title, translate = true, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {translate ? t(title) : title}
        </Title>
        {description && <Text c="dimmed">{t(description)}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
