import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BeneficiaryFormModal } from '@/features/beneficiaries/components/BeneficiaryFormModal';
import { useBeneficiaries } from '@/features/beneficiaries/hooks/useBeneficiaries';
import { maskBeneficiaryAccount } from '@/features/beneficiaries/lib/beneficiaryForm';
import { AccountSelect } from './AccountSelect';

interface BeneficiaryPickerProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * The quick dialogs' Beneficiary select with its 'Add New' button: the add dialog opens over the transfer dialog (a Modal.Stack), the list
 * refreshes when it closes, and a newly added beneficiary is chosen.
 */
export function BeneficiaryPicker({ value, onChange, error }: BeneficiaryPickerProps) {
  const { t } = useTranslation();
  const [adding, dialog] = useDisclosure(false);
  const beneficiaries = useBeneficiaries();
  const options = (beneficiaries.data ?? []).map((beneficiary) => ({
    value: String(beneficiary.id),
    label: beneficiary.name,
    hint: `${beneficiary.bankName} ${maskBeneficiaryAccount(beneficiary.accountNumber)}`,
  }));

  return (
    <>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <AccountSelect
            label={t('Beneficiary')}
            placeholder={
              beneficiaries.isPending
                ? t('Loading...')
                : options.length === 0
                  ? t('No Beneficiary.')
                  : t('Select beneficiary')
            }
            options={options}
            value={value}
            onChange={onChange}
            error={error}
          />
        </div>
        <Button
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={dialog.open}
          mt={25}
          style={{ flexShrink: 0 }}
        >
          {t('Add New')}
        </Button>
      </Group>
      <BeneficiaryFormModal
        stackId="add-beneficiary"
        opened={adding}
        onClose={() => {
          dialog.close();
          void beneficiaries.refetch();
        }}
        onSaved={(saved) => onChange(String(saved.id))}
      />
    </>
  );
}
