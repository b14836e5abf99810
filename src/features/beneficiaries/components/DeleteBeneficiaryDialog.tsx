import { Button, Group, Modal, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteBeneficiary } from '@/features/beneficiaries/hooks/useBeneficiaries';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';

interface DeleteBeneficiaryDialogProps {
  beneficiary: Beneficiary | null;
  onClose: () => void;
}

/** Asks before deleting a saved beneficiary on the full page. */
export function DeleteBeneficiaryDialog({ beneficiary, onClose }: DeleteBeneficiaryDialogProps) {
  const { t } = useTranslation();
  const { remove, deletingId } = useDeleteBeneficiary();
  const pending = deletingId !== undefined;
  // Keeps the name on screen while the dialog fades out after closing.
  const last = useRef<Beneficiary | null>(null);
  if (beneficiary) last.current = beneficiary;
  const shown = beneficiary ?? last.current;
  return (
    <Modal
      opened={beneficiary !== null}
      onClose={pending ? () => undefined : onClose}
      title={t('Delete beneficiary')}
      centered
    >
      <Text>
        {t('Delete {{name}}? Past transfers to this beneficiary stay in your history.', {
          name: shown?.name ?? '',
        })}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        <Button
          color="red"
          disabled={pending}
          onClick={() => beneficiary && remove(beneficiary.id, onClose)}
        >
          {pending ? t('Deleting...') : t('Delete')}
        </Button>
      </Group>
    </Modal>
  );
}
