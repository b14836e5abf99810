import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { TrainingSchema } from '@shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import type { TrainingSettings } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** What the form holds: each automatic settlement as a switch and its delay. */
interface Values extends Record<string, unknown> {
  latencyMs: number | string;
  settleLocal: boolean;
  settleLocalAfterSeconds: number | string;
  settleWire: boolean;
  settleWireAfterSeconds: number | string;
  failurePercent: number | string;
  checkHoldSeconds: number | string;
}

const whole = (max: number, unit: string, min = 0) =>
  z.coerce
    .number({ error: `Enter ${min} to ${max} ${unit}` })
    .int(`Enter ${min} to ${max} ${unit}`)
    .min(min, `Enter ${min} to ${max} ${unit}`)
    .max(max, `Enter ${min} to ${max} ${unit}`);

/** The form's rules; a delay is only checked when its settlement is on. */
const FormSchema = z
  .object({
    latencyMs: whole(10_000, 'milliseconds'),
    settleLocal: z.boolean(),
    settleLocalAfterSeconds: z.unknown(),
    settleWire: z.boolean(),
    settleWireAfterSeconds: z.unknown(),
    failurePercent: z.coerce
      .number({ error: 'Enter 0 to 100 percent' })
      .min(0, 'Enter 0 to 100 percent')
      .max(100, 'Enter 0 to 100 percent'),
    checkHoldSeconds: whole(86_400, 'seconds'),
  })
  .superRefine((values, ctx) => {
    for (const [on, field] of [
      ['settleLocal', 'settleLocalAfterSeconds'],
      ['settleWire', 'settleWireAfterSeconds'],
    ] as const) {
      if (values[on] && !whole(86_400, 'seconds', 1).safeParse(values[field]).success) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'Enter 1 to 86400 seconds' });
      }
    }
  });

const toValues = (saved: TrainingSettings): Values => ({
  latencyMs: saved.latencyMs,
  settleLocal: saved.settleLocalAfterSeconds !== null,
  settleLocalAfterSeconds: saved.settleLocalAfterSeconds ?? 30,
  settleWire: saved.settleWireAfterSeconds !== null,
  settleWireAfterSeconds: saved.settleWireAfterSeconds ?? 120,
  failurePercent: Math.round(saved.externalFailureRate * 10_000) / 100,
  checkHoldSeconds: saved.checkHoldSeconds,
});

const toSettings = (values: Values): Omit<TrainingSettings, 'faults'> =>
  TrainingSchema.parse({
    latencyMs: Number(values.latencyMs),
    settleLocalAfterSeconds: values.settleLocal ? Number(values.settleLocalAfterSeconds) : null,
    settleWireAfterSeconds: values.settleWire ? Number(values.settleWireAfterSeconds) : null,
    externalFailureRate: Math.round(Number(values.failurePercent) * 100) / 10_000,
    checkHoldSeconds: Number(values.checkHoldSeconds),
  });

function Form({ saved }: { saved: TrainingSettings }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm<Values>(FormSchema, toValues(saved));

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

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(toSettings(values)))} noValidate>
      <Stack gap="md" maw={460}>
        <NumberInput
          label={t('Artificial latency (ms)')}
          description={t('Every API answer waits this long; 0 = off.')}
          min={0}
          max={10_000}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          {...input('latencyMs')}
        />
        <Switch
          label={t('Settle pending local transfers automatically')}
          description={t('Marks PENDING local transfers COMPLETED after the delay below.')}
          {...form.getInputProps('settleLocal', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('Settle local transfers after (seconds)')}
          min={1}
          max={86_400}
          allowDecimal={false}
          allowNegative={false}
          disabled={!form.values.settleLocal}
          {...input('settleLocalAfterSeconds')}
        />
        <Switch
          label={t('Settle pending wire transfers automatically')}
          description={t('Marks PENDING wire transfers COMPLETED after the delay below.')}
          {...form.getInputProps('settleWire', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('Settle wire transfers after (seconds)')}
          min={1}
          max={86_400}
          allowDecimal={false}
          allowNegative={false}
          disabled={!form.values.settleWire}
          {...input('settleWireAfterSeconds')}
        />
        <NumberInput
          label={t('External transfers that fail at settlement (%)')}
          description={t(
            'That share comes back with an ACH return code (R01, R02 or R03) and the hold is released.',
          )}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          {...input('failurePercent')}
        />
        <NumberInput
          label={t('Check deposit hold (seconds)')}
          description={t('A deposited check is available after this long.')}
          min={0}
          max={86_400}
          allowDecimal={false}
          allowNegative={false}
          {...input('checkHoldSeconds')}
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
 * The trainer settings: artificial API latency, automatic settlement of PENDING local and
 * wire transfers (each after its own delay, or off), the share of external transfers that
 * come back at settlement, and the check deposit hold.
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
        <Form key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </Paper>
  );
}
