import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/form';

/** A reason the audit log keeps: required, at most 200 characters (spaces trimmed). */
const ReasonSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(200, 'At most 200 characters'),
});

interface ReasonConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the reason typed (trimmed) once the admin confirms. */
  onConfirm: (reason: string) => void;
  /** Already translated. */
  title: string;
  /** What will happen, already translated. */
  message: ReactNode;
  /** Already translated. */
  confirmLabel: string;
  loading?: boolean;
}

/**
 * A confirmation for something that cannot be undone (a delete, a close): it says what will
 * happen and asks why; the confirm button sends the reason, which the server keeps in the
 * audit log. Cancel keeps everything as it was. The form mounts at each opening, so the
 * reason starts empty.
 */
export function ReasonConfirmModal({ opened, onClose, title, ...rest }: ReasonConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <ReasonForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function ReasonForm({
  onClose,
  onConfirm,
  message,
  confirmLabel,
  loading = false,
}: Omit<ReasonConfirmModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const { form, input } = useSchemaForm(ReasonSchema, { reason: '' });
  return (
    <form onSubmit={form.onSubmit(({ reason }) => onConfirm(reason.trim()))} noValidate>
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <TextInput
          label={t('Reason')}
          description={t('Kept in the audit log')}
          {...input('reason')}
          maxLength={200}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('Cancel')}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
