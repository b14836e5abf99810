import { useTranslation } from 'react-i18next';
import { TransferDialog } from './TransferDialog';

interface CreateInternalTransferModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The 'Create Internal Transfer' dialog:
 * moves money between two of the signed-in user's accounts.
 */
export function CreateInternalTransferModal({ opened, onClose }: CreateInternalTransferModalProps) {
  const { t } = useTranslation();
  return (
    <TransferDialog
      opened={opened}
      onClose={onClose}
      title={t('Create Internal Transfer')}
      types={['INTERNAL']}
      successMessage="Internal transfer initiated"
    />
  );
}
