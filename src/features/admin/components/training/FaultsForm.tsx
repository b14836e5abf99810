import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FaultsSchema, NO_FAULTS } from '@shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import type { TrainingSettings } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Faults = TrainingSettings['faults'];

/** What the form holds: rates as percentages, delays in ms. */
interface Values extends Record<string, unknown> {
  errorPercent: number | string;
  errorStatus: string;
  throttlePercent: number | string;
  latencyMs: number | string;
  latencyJitterMs: number | string;
  pathPrefix: string;
  allowHeader: boolean;
  duplicatePercent: number | string;
  outOfOrderPercent: number | string;
  webhookDelayMs: number | string;
}

const percent = z.coerce
  .number({ error: 'Enter 0 to 100 percent' })
  .min(0, 'Enter 0 to 100 percent')
  .max(100, 'Enter 0 to 100 percent');
const ms = (max: number) =>
  z.coerce
    .number({ error: `Enter 0 to ${max} milliseconds` })
    .int(`Enter 0 to ${max} milliseconds`)
    .min(0, `Enter 0 to ${max} milliseconds`)
    .max(max, `Enter 0 to ${max} milliseconds`);

const FormSchema = z.object({
  errorPercent: percent,
  errorStatus: z.enum(['500', '502', '503']),
  throttlePercent: percent,
  latencyMs: ms(10_000),
  latencyJitterMs: ms(10_000),
  pathPrefix: z
    .string()
    .max(200, 'Enter a path starting with /, or leave it empty')
    .regex(/^(\/[A-Za-z0-9/_.{}-]*)?$/, 'Enter a path starting with /, or leave it empty'),
  allowHeader: z.boolean(),
  duplicatePercent: percent,
  outOfOrderPercent: percent,
  webhookDelayMs: ms(600_000),
});

const toPercent = (rate: number) => Math.round(rate * 10_000) / 100;
const toRate = (value: number | string) => Math.round(Number(value) * 100) / 10_000;

const toValues = (f: Faults): Values => ({
  errorPercent: toPercent(f.errorRate),
  errorStatus: String(f.errorStatus),
  throttlePercent: toPercent(f.throttleRate),
  latencyMs: f.latencyMs,
  latencyJitterMs: f.latencyJitterMs,
  pathPrefix: f.pathPrefix,
  allowHeader: f.allowHeader,
  duplicatePercent: toPercent(f.webhooks.duplicateRate),
  outOfOrderPercent: toPercent(f.webhooks.outOfOrderRate),
  webhookDelayMs: f.webhooks.delayMs,
});

const toFaults = (v: Values): Faults =>
  FaultsSchema.parse({
    errorRate: toRate(v.errorPercent),
    errorStatus: Number(v.errorStatus),
    throttleRate: toRate(v.throttlePercent),
    latencyMs: Number(v.latencyMs),
    latencyJitterMs: Number(v.latencyJitterMs),
    pathPrefix: v.pathPrefix.trim(),
    allowHeader: v.allowHeader,
    webhooks: {
      duplicateRate: toRate(v.duplicatePercent),
      outOfOrderRate: toRate(v.outOfOrderPercent),
      delayMs: Number(v.webhookDelayMs),
    },
  });

function Form({ saved }: { saved: TrainingSettings }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm<Values>(FormSchema, toValues(saved.faults));
  const save = useMutation(
    trpc.adminOps.saveTraining.mutationOptions({
      onSuccess: async () => {
        showToast({ title: t('Saved'), message: t('Fault settings saved') });
        await queryClient.invalidateQueries(trpc.adminOps.training.pathFilter());
      },
      onError: (error) =>
        showErrorToast({
          title: t('Not saved'),
          message: errorMessage(error, t('Could not save the fault settings')),
        }),
    }),
  );
  const { faults: _saved, ...rest } = saved;
  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate({ ...rest, faults: toFaults(values) }))}
      noValidate
    >
      <Stack gap="md" maw={460}>
        <TextInput
          label={t('Only paths starting with')}
          description={t('For example /api/transfers; empty: every API path.')}
          placeholder="/api/transfers"
          {...input('pathPrefix')}
        />
        <NumberInput
          label={t('Calls refused with an error (%)')}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          {...input('errorPercent')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="fault-status">
            {t('Error status')}
          </Text>
          <SegmentedControl
            aria-labelledby="fault-status"
            data={['500', '502', '503']}
            {...form.getInputProps('errorStatus')}
          />
        </Stack>
        <NumberInput
          label={t('Calls throttled with 429 (%)')}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          {...input('throttlePercent')}
        />
        <NumberInput
          label={t('Added latency (ms)')}
          min={0}
          max={10_000}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          {...input('latencyMs')}
        />
        <NumberInput
          label={t('Latency jitter (ms)')}
          description={t('Up to this much more, at random, per call.')}
          min={0}
          max={10_000}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          {...input('latencyJitterMs')}
        />
        <Switch
          label={t('Honour the X-Simulate-Fault header')}
          description={t(
            'A call may ask for status=503, latency=1500 or throttle. The main bank honours it only when started with BUG_HUNT=on.',
          )}
          {...form.getInputProps('allowHeader', { type: 'checkbox' })}
        />
        <Title order={3} fz="h5">
          {t('Webhooks')}
        </Title>
        <NumberInput
          label={t('Events delivered twice (%)')}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          {...input('duplicatePercent')}
        />
        <NumberInput
          label={t('Events delivered out of order (%)')}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          {...input('outOfOrderPercent')}
        />
        <NumberInput
          label={t('Delivery delay (ms)')}
          min={0}
          max={600_000}
          step={1000}
          allowDecimal={false}
          allowNegative={false}
          {...input('webhookDelayMs')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('Save faults')}
          </Button>
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() => save.mutate({ ...rest, faults: NO_FAULTS })}
          >
            {t('Turn all faults off')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Failures on demand: the API errors, throttling and latency the bank injects (for all paths
 * or those under a prefix), whether the X-Simulate-Fault header is honoured, and the webhook
 * faults (duplicates, out of order, delay). Admin and sign-in calls are never faulted.
 */
export function FaultsForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.adminOps.training.queryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="fault-settings">
      <Title order={2} fz="h4" id="fault-settings" mb="xs">
        {t('Faults')}
      </Title>
      <Text c="dimmed" mb="md">
        {t(
          'Make API calls fail, slow down or get throttled, and webhooks arrive twice, late or out of order, to practise retries. Admin and sign-in calls are never faulted.',
        )}
      </Text>
      {settings.isPending ? (
        <LoadingText label="Loading settings…" />
      ) : settings.isError ? (
        <LoadError text="Failed to load the settings." error={settings.error} />
      ) : (
        <Form key={JSON.stringify(settings.data.faults)} saved={settings.data} />
      )}
    </Paper>
  );
}
