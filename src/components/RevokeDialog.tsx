import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmModal } from './ConfirmModal';

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
 * key, a consent): what stops working, why the last try failed if it did, Cancel, and a red
 * button that revokes. The bank's confirmation dialog (ConfirmModal) with the failure shown.
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
  return (
    <ConfirmModal
      opened={opened}
      onClose={onCancel}
      onConfirm={onConfirm}
      title={title}
      message={<Text size="sm">{message}</Text>}
      confirmLabel={confirmLabel}
      loading={pending}
    >
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </ConfirmModal>
  );
}
