import { Modal } from '@mantine/core';
import { TransferForm, type TransferType } from './TransferForm';

interface TransferDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Already translated, e.g. 'Create Local Transfer'. */
  title: string;
  types: TransferType[];
  /** English success message, e.g. 'Local transfer initiated'. */
  successMessage: string;
}

/**
 * A transfer dialog ('Create Internal/Local/Wire Transfer'; the /transfers page's New Transfer). A Modal.Stack, so the 'Add New' beneficiary dialog opens
 * over it and hands the focus back when it closes.
 */
export function TransferDialog({
  opened,
  onClose,
  title,
  types,
  successMessage,
}: TransferDialogProps) {
  return (
    <Modal.Stack>
      <Modal stackId="transfer" opened={opened} onClose={onClose} title={title} centered>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        {opened && <TransferForm types={types} successMessage={successMessage} onDone={onClose} />}
      </Modal>
    </Modal.Stack>
  );
}
