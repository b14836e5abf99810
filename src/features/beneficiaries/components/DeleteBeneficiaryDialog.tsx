import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteBeneficiary } from '@/features/beneficiaries/hooks/useBeneficiaries';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';

interface DeleteBeneficiaryDialogProps {
  beneficiary: Beneficiary | null;
  onClose: () => void;
}

/**
 * Asks before deleting a saved beneficiary (the full page and the panel beside the transfers).
 * When the bank refuses the delete (payments still go to the payee), the dialog says why in
 * place of the question and offers only Close, rather than leaving the question open under an
 * error toast.
 */
export function DeleteBeneficiaryDialog({ beneficiary, onClose }: DeleteBeneficiaryDialogProps) {
  const { t } = useTranslation();
  const { remove, deletingId } = useDeleteBeneficiary();
  const pending = deletingId !== undefined;
  // The refusal of this payee's delete; another payee's dialog starts without one.
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  // Keeps the name on screen while the dialog fades out after closing.
  const last = useRef<Beneficiary | null>(null);
  if (beneficiary) last.current = beneficiary;
  const shown = beneficiary ?? last.current;
  const refused = refusal !== null && refusal.id === shown?.id ? refusal.message : null;
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Modal
      opened={beneficiary !== null}
      onClose={pending ? () => undefined : close}
      title={t('Delete beneficiary')}
      centered
    >
      {refused ? (
        <Alert color="red" title={t('Not deleted')}>
          {refused}
        </Alert>
      ) : (
        <Text>
          {t('Delete {{name}}? Past transfers to this beneficiary stay in your history.', {
            name: shown?.name ?? '',
          })}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={pending}>
          {refused ? t('Close') : t('Cancel')}
        </Button>
        {!refused && (
          <Button
            color="red"
            disabled={pending}
            onClick={() => {
              if (!beneficiary) return;
              const { id } = beneficiary;
              remove(id, close, (message) => setRefusal({ id, message }));
            }}
          >
            {pending ? t('Deleting...') : t('Delete')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
