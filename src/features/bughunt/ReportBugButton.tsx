import { Box, Button, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DefectReportTextsSchema } from '@shared/dto/defects';
import { IconBug } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { lastRequestId } from '@/lib/last-request';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useBugHuntRunning } from './useDefects';

const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
type Severity = (typeof SEVERITIES)[number];

/** What the report form holds, every text as typed. */
interface ReportValues extends Record<string, unknown> {
  title: string;
  where: string;
  steps: string;
  expected: string;
  actual: string;
  severity: Severity;
  requestId: string;
}

/** A new report: nothing typed, medium severity. */
const EMPTY_REPORT: ReportValues = {
  title: '',
  where: '',
  steps: '',
  expected: '',
  actual: '',
  severity: 'MEDIUM',
  requestId: '',
};

/** Whether the student has typed any of the report's own texts. */
function hasTypedText(values: ReportValues): boolean {
  return [values.title, values.steps, values.expected, values.actual].some((v) => v.trim());
}

type ReportForm = ReturnType<typeof useSchemaForm<ReportValues>>;

/**
 * 'Report a bug', shown in the customer frame only while a bug hunt runs in this bank: a
 * form with the screen's route and the last operation's request id filled in. A report
 * closed before it is sent is kept as typed and comes back on the next opening; once sent,
 * the next one starts empty.
 */
export function ReportBugButton() {
  const { t } = useTranslation();
  const hunting = useBugHuntRunning();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const report = useSchemaForm<ReportValues>(DefectReportTextsSchema, EMPTY_REPORT);
  if (!hunting) return null;
  const openForm = () => {
    if (!hasTypedText(report.form.values)) {
      report.form.setValues({
        where: pathname.replace(/^\/s\/[^/]+/, ''),
        requestId: lastRequestId() ?? '',
      });
    }
    setOpen(true);
  };
  return (
    <>
      {/* A phone's header has room for the bug alone: the words show from `sm` up, and the
          button's name is the same words everywhere. */}
      <Button
        size="xs"
        variant="light"
        color="orange"
        onClick={openForm}
        aria-label={t('Report a bug')}
        leftSection={<IconBug size={16} aria-hidden="true" />}
        styles={{ section: { marginInlineEnd: 0 } }}
      >
        <Box component="span" visibleFrom="sm" ms={6}>
          {t('Report a bug')}
        </Box>
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Report a bug')}>
        <ReportBugForm
          report={report}
          onSent={() => {
            report.form.reset();
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}

/**
 * The report's fields, checked by the API's own text rules (DefectReportTextsSchema: no
 * control characters or bidirectional overrides, a title and a where with something visible)
 * before anything is sent; the API's refusals show under their fields too.
 */
function ReportBugForm({
  report: { form, input },
  onSent,
}: {
  report: ReportForm;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const report = useMutation(trpc.defects.report.mutationOptions());
  const submit = form.onSubmit((values) => {
    report.mutate(
      { ...values, requestId: values.requestId.trim() || null },
      {
        onSuccess: () => {
          showToast({ message: t('Thank you: your report was sent.') });
          onSent();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({ message: errorMessage(error, t('The report could not be sent.')) });
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Title')} withAsterisk maxLength={200} {...input('title')} />
        <TextInput label={t('Where')} withAsterisk maxLength={300} {...input('where')} />
        <Textarea label={t('Steps')} maxLength={4000} {...input('steps')} />
        <TextInput label={t('Expected')} maxLength={2000} {...input('expected')} />
        <TextInput label={t('Actual')} maxLength={2000} {...input('actual')} />
        <Select
          label={t('Severity')}
          data={SEVERITIES.map((value) => ({ value, label: t(value) }))}
          value={form.values.severity}
          allowDeselect={false}
          onChange={(v) => v && form.setFieldValue('severity', v as Severity)}
        />
        <TextInput label={t('Request id')} maxLength={100} {...input('requestId')} />
        <Button type="submit" loading={report.isPending}>
          {t('Send report')}
        </Button>
      </Stack>
    </form>
  );
}
