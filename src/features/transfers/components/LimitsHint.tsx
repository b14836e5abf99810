import { Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/lib/trpc';

/**
 * What the user may still send by local and wire transfer today and this month ($50; 000 a day; $250; 000 a month); nothing while loading or when the call fails.
 */
export function LimitsHint() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const limits = useQuery(trpc.transfers.limits.queryOptions());
  if (!limits.data) return null;
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {t('Remaining limit: {{day}} today, {{month}} this month', {
        day: displayUsd(limits.data.dailyRemaining),
        month: displayUsd(limits.data.monthlyRemaining),
      })}
    </Text>
  );
}
