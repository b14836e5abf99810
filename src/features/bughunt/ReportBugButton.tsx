import { Button, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { lastRequestId } from '@/lib/last-request';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useActiveDefects } from './useDefects';

const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;

/**
 * 'Report a bug', shown in the customer frame only while a bug hunt runs in this bank: a
 * form with the screen's route and the last operation's request id filled in.
 */
export function ReportBugButton() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const on = useActiveDefects();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    title: '',
    where: '',
    steps: '',
    expected: '',
    actual: '',
    severity: 'MEDIUM' as (typeof SEVERITIES)[number],
    requestId: '',
  });
  const report = useMutation(
    trpc.defects.report.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        showToast({ message: t('Thank you: your report was sent.') });
      },
      onError: (error) =>
        showErrorToast({ message: errorMessage(error, t('The report could not be sent.')) }),
    }),
  );
  if (on.length === 0) return null;
  const start = () => {
    setForm({
      title: '',
      where: pathname.replace(/^\/s\/[^/]+/, ''),
      steps: '',
      expected: '',
      actual: '',
      severity: 'MEDIUM',
      requestId: lastRequestId() ?? '',
    });
    setOpen(true);
  };
  const field = (name: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [name]: e.currentTarget.value });
  return (
    <>
      <Button size="xs" variant="light" color="orange" onClick={start}>
        {t('Report a bug')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Report a bug')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate({ ...form, requestId: form.requestId || null });
          }}
        >
          <Stack gap="sm">
            <TextInput label={t('Title')} required value={form.title} onChange={field('title')} />
            <TextInput label={t('Where')} required value={form.where} onChange={field('where')} />
            <Textarea label={t('Steps')} value={form.steps} onChange={field('steps')} />
            <TextInput label={t('Expected')} value={form.expected} onChange={field('expected')} />
            <TextInput label={t('Actual')} value={form.actual} onChange={field('actual')} />
            <Select
              label={t('Severity')}
              data={[...SEVERITIES]}
              value={form.severity}
              allowDeselect={false}
              onChange={(v) =>
                v && setForm({ ...form, severity: v as (typeof SEVERITIES)[number] })
              }
            />
            <TextInput
              label={t('Request id')}
              value={form.requestId}
              onChange={field('requestId')}
            />
            <Button type="submit" loading={report.isPending}>
              {t('Send report')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
