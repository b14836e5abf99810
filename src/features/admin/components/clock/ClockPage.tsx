import { Button, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const dayMs = 86_400_000;
/** Whole days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * /admin/clock, 'Clock': the bank's business date, buttons that move it forward (+1 day,
 * +1 week, +1 month, to a date) and, while close of business runs for the days passed, its
 * progress (the clock is read again every half second until the advance answers).
 */
export function ClockPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [until, setUntil] = useState('');
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  const advance = useMutation(
    trpc.adminClock.advance.mutationOptions({
      onSuccess: async (clock) => {
        showToast({
          title: t('Clock moved'),
          message: t('The bank’s date is now {{date}}.', { date: clock.date }),
        });
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        showErrorToast({
          title: t('The clock did not move'),
          message: errorMessage(error, t('Could not move the clock')),
        }),
      onSettled: () => setStartedFrom(null),
    }),
  );
  const clock = useQuery({
    ...trpc.adminClock.get.queryOptions(),
    refetchInterval: advance.isPending ? 500 : false,
  });
  const data = clock.data;
  const move = (input: { days: number } | { until: string }) => {
    setStartedFrom(data?.closedThrough ?? null);
    advance.mutate(input);
  };
  const total =
    startedFrom && data?.closingThrough ? daysBetween(startedFrom, data.closingThrough) : 0;
  const done =
    startedFrom && data?.closedThrough ? daysBetween(startedFrom, data.closedThrough) : 0;

  return (
    <>
      <PageHeader title="Clock" />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bank-date">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="bank-date">
            {t('Bank date')}: {data?.date ?? '…'}
          </Title>
          <Text c="dimmed">
            {t(
              'Business time runs {{days}} days ahead of real time. Moving it forward closes each business day passed: settlements, interest, and at a month end interest posting and statements.',
              { days: data ? Math.floor(data.offsetSeconds / 86_400) : 0 },
            )}
          </Text>
          <Text size="sm">
            {t('Last day closed')}: {data?.closedThrough ?? '—'}
          </Text>
          <Group>
            <Button
              leftSection={<IconClockPlay size={16} aria-hidden="true" />}
              loading={advance.isPending}
              onClick={() => move({ days: 1 })}
            >
              {t('+1 day')}
            </Button>
            <Button variant="light" disabled={advance.isPending} onClick={() => move({ days: 7 })}>
              {t('+1 week')}
            </Button>
            <Button variant="light" disabled={advance.isPending} onClick={() => move({ days: 30 })}>
              {t('+1 month')}
            </Button>
          </Group>
          <Group align="flex-end">
            <TextInput
              type="date"
              label={t('Move to a date')}
              value={until}
              min={data?.date}
              onChange={(e) => setUntil(e.currentTarget.value)}
            />
            <Button
              variant="default"
              disabled={advance.isPending || !until}
              onClick={() => move({ until })}
            >
              {t('Move')}
            </Button>
          </Group>
          {advance.isPending && total > 0 && (
            <Stack gap={4} aria-live="polite">
              <Text size="sm">
                {t('Closing business days: {{done}} of {{total}}', { done, total })}
              </Text>
              <Progress value={(100 * done) / total} aria-label={t('Close of business progress')} />
            </Stack>
          )}
        </Stack>
      </Paper>
    </>
  );
}
