import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RevokeDialogProps {
  /** Whether the dialog is open (something is chosen for revoking). */
  opened: boolean;
  /** The question, already translated ('Revoke this token?'). */
  title: string;
  /** What stops working, already translated. */
  message: ReactNode;
  /** Why the last try failed, already translated; nothing when it did not fail. */
  error?: string | null;
  /** Whether the revocation is on its way (the red button shows its loader). */
  pending: boolean;
  /** The red button's label, already translated ('Revoke token'). */
  confirmLabel: string;
  /** Closes the dialog without revoking. */
  onCancel: () => void;
  /** Revokes. */
  onConfirm: () => void;
}

/**
 * The confirmation before a revocation that cannot be undone (an API token, a third party's
 * key, a consent): what stops working, Cancel, and a red button that revokes.
 */
export function RevokeDialog({
  opened,
  title,
  message,
  error,
  pending,
  confirmLabel,
  onCancel,
  onConfirm,
}: RevokeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
