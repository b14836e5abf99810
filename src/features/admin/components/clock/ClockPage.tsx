import { Button, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CobDay } from '@shared/dto/clock';
import { IconClockPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useLiveEvent } from '@/features/live/hooks/useLiveEvent';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { AdvanceDialog } from './AdvanceDialog';
import { DaySummaryTable } from './DaySummaryTable';
import { addDays, addMonths, daysBetween } from './dates';

type Move = { days: number } | { until: string };

/** Days closed so far, each once, in date order (a day seen again keeps its latest counts). */
function withDay(days: CobDay[], day: CobDay): CobDay[] {
  return [...days.filter((d) => d.date !== day.date), { date: day.date, steps: day.steps }].sort(
    (a, b) => a.date.localeCompare(b.date),
  );
}

/**
 * /admin/clock, 'Clock': the bank's business date and buttons that move it forward (+1 day,
 * +1 week, +1 month (a calendar month), to a date). Each asks first in a dialog that says the
 * clock only moves forward and to which date; it moves only on confirm. While close of
 * business runs for the days passed, the progress and what ran each day (settlements,
 * payments, instalments, interest, statements) show as the server pushes them (the `clock`
 * live event); the advance's answer then gives the full per-day summary, so it shows even if
 * an event was missed.
 */
export function ClockPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [until, setUntil] = useState('');
  const [asking, setAsking] = useState<Move | null>(null);
  const [days, setDays] = useState<CobDay[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const advance = useMutation(
    trpc.adminClock.advance.mutationOptions({
      onSuccess: async (clock) => {
        setDays(clock.days);
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
      onSettled: () => setProgress(null),
    }),
  );
  const clock = useQuery({
    ...trpc.adminClock.get.queryOptions(),
    refetchInterval: advance.isPending ? 500 : false,
  });
  const data = clock.data;
  // Each day closed, as it closes (also those of an advance another admin started).
  useLiveEvent('clock', (event) => {
    setDays((current) =>
      event.done === 1 && !advance.isPending ? [event] : withDay(current, event),
    );
    if (advance.isPending) setProgress({ done: event.done, total: event.total });
  });

  const target = (move: Move) =>
    'until' in move ? move.until : data ? addDays(data.date, move.days) : '';
  const confirm = () => {
    if (!asking) return;
    setDays([]);
    setProgress(null);
    advance.mutate(asking);
    setAsking(null);
  };
  const ask = (move: Move) => setAsking(move);
  const totalDays = data && asking ? daysBetween(data.date, target(asking)) : 0;

  return (
    <>
      <PageHeader title="Clock" />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bank-date">
          <Stack gap="sm">
            <Title order={2} fz="h4" id="bank-date">
              {t('Bank date')}: {data?.date ?? '…'}
            </Title>
            <Text c="dimmed">
              {t(
                'Business time runs {{count}} days ahead of real time. Moving it forward closes each business day passed: settlements, interest, and at a month end interest posting and statements.',
                { count: data ? Math.floor(data.offsetSeconds / 86_400) : 0 },
              )}
            </Text>
            <Text size="sm">
              {t('Last day closed')}: {data?.closedThrough ?? '—'}
            </Text>
            <Group>
              <Button
                leftSection={<IconClockPlay size={16} aria-hidden="true" />}
                loading={advance.isPending}
                disabled={!data}
                onClick={() => ask({ days: 1 })}
              >
                {t('+1 day')}
              </Button>
              <Button
                variant="light"
                disabled={advance.isPending || !data}
                onClick={() => ask({ days: 7 })}
              >
                {t('+1 week')}
              </Button>
              <Button
                variant="light"
                disabled={advance.isPending || !data}
                // A calendar month: the same day next month (its last day when shorter).
                onClick={() => data && ask({ until: addMonths(data.date, 1) })}
              >
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
                disabled={advance.isPending || !until || !data}
                onClick={() => ask({ until })}
              >
                {t('Move')}
              </Button>
            </Group>
            {advance.isPending && (
              <Stack gap={4} aria-live="polite">
                <Text size="sm">
                  {progress
                    ? t('Closing business days: {{done}} of {{total}}', progress)
                    : t('Moving the clock…')}
                </Text>
                {progress && (
                  <Progress
                    value={(100 * progress.done) / progress.total}
                    aria-label={t('Close of business progress')}
                  />
                )}
              </Stack>
            )}
          </Stack>
        </Paper>
        {days.length > 0 && <DaySummaryTable days={days} running={advance.isPending} />}
      </Stack>
      <AdvanceDialog
        opened={asking !== null}
        from={data?.date ?? ''}
        to={asking ? target(asking) : ''}
        days={totalDays}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </>
  );
}
