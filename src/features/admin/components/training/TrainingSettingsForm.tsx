import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import type { TrainingSettings } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const MAX_LATENCY = 10_000;
const MAX_SETTLE = 86_400;

/** A whole number typed in a NumberInput, or null when empty or not whole. */
function wholeNumber(value: string | number): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return value === '' || !Number.isInteger(number) ? null : number;
}

function Form({ saved }: { saved: TrainingSettings }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [latency, setLatency] = useState<string | number>(saved.latencyMs);
  const [autoSettle, setAutoSettle] = useState(saved.autoSettleSeconds !== null);
  const [seconds, setSeconds] = useState<string | number>(saved.autoSettleSeconds ?? 60);
  const [errors, setErrors] = useState<{ latency?: string; seconds?: string }>({});

  const save = useMutation(
    trpc.adminOps.saveTraining.mutationOptions({
      onSuccess: async () => {
        showToast({ title: t('Saved'), message: t('Trainer settings saved') });
        await queryClient.invalidateQueries(trpc.adminOps.training.pathFilter());
      },
      onError: (error) =>
        showErrorToast({
          title: t('Not saved'),
          message: errorMessage(error, t('Could not save the trainer settings')),
        }),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latencyMs = wholeNumber(latency);
    const settle = wholeNumber(seconds);
    const next: typeof errors = {};
    if (latencyMs === null || latencyMs < 0 || latencyMs > MAX_LATENCY) {
      next.latency = t('Enter 0 to {{max}} milliseconds', { max: MAX_LATENCY });
    }
    if (autoSettle && (settle === null || settle < 1 || settle > MAX_SETTLE)) {
      next.seconds = t('Enter 1 to {{max}} seconds', { max: MAX_SETTLE });
    }
    setErrors(next);
    if (next.latency || next.seconds || latencyMs === null) return;
    save.mutate({ latencyMs, autoSettleSeconds: autoSettle ? settle : null });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={460}>
        <NumberInput
          label={t('Artificial latency (ms)')}
          description={t('Every API answer waits this long; 0 = off.')}
          value={latency}
          onChange={setLatency}
          min={0}
          max={MAX_LATENCY}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          error={errors.latency}
        />
        <Switch
          label={t('Settle pending local transfers automatically')}
          description={t('Marks PENDING local transfers COMPLETED after the delay below.')}
          checked={autoSettle}
          onChange={(event) => setAutoSettle(event.currentTarget.checked)}
        />
        <NumberInput
          label={t('Settle after (seconds)')}
          value={seconds}
          onChange={setSeconds}
          min={1}
          max={MAX_SETTLE}
          allowDecimal={false}
          allowNegative={false}
          disabled={!autoSettle}
          error={errors.seconds}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('Save settings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The trainer settings: artificial API latency in milliseconds (0 = off)
 * and automatic settlement of PENDING local transfers after N seconds (off = null).
 */
export function TrainingSettingsForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.adminOps.training.queryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="trainer-settings">
      <Title order={2} fz="h4" id="trainer-settings" mb="xs">
        {t('Trainer settings')}
      </Title>
      <Text c="dimmed" mb="md">
        {t(
          'Slow the bank down to show loading states, or let pending transfers settle by themselves.',
        )}
      </Text>
      {settings.isPending ? (
        <LoadingText label="Loading settings…" />
      ) : settings.isError ? (
        <LoadError text="Failed to load the settings." error={settings.error} />
      ) : (
        // New saved settings start the form again.
        <Form
          key={`${settings.data.latencyMs}:${settings.data.autoSettleSeconds}`}
          saved={settings.data}
        />
      )}
    </Paper>
  );
}
