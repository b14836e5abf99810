import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ScreenSkeletonProps {
  /** English text, translated here; 'Loading...' by default. */
  label?: string;
}

/**
 * The placeholder of a screen whose route is still loading its data: a title bar and a few
 * rows in the screen's place (the frame around it stays), with the waiting text for screen
 * readers and anyone who reads it.
 */
export function ScreenSkeleton({ label = 'Loading...' }: ScreenSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true">
      <Text c="dimmed" size="sm" role="status">
        {t(label)}
      </Text>
      <Skeleton h={30} w="45%" radius="sm" />
      <Skeleton h={120} radius="md" />
      <Skeleton h={18} radius="sm" />
      <Skeleton h={18} w="80%" radius="sm" />
      <Skeleton h={18} w="60%" radius="sm" />
    </Stack>
  );
}
