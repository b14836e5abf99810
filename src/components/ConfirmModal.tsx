import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Already translated. */
  title: string;
  /** The question, already translated, e.g. 'Delete user jane@example.com?'. */
  message: ReactNode;
  /** Already translated. */
  confirmLabel: string;
  /** The button that keeps everything as it was, already translated; 'Cancel' by default. */
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  children?: ReactNode;
}

/**
 * A confirmation dialog before something that cannot be undone (an admin deleting a user, a
 * customer revoking a token through RevokeDialog): the question, any `children` below it,
 * Cancel (which keeps everything as it was, and waits while the action runs) and the button
 * that acts.
 */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  color = 'red',
  loading = false,
  children,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t('Cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
