import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type Beneficiary,
  maskBeneficiaryAccount,
  suggestBeneficiaries,
} from '@/features/beneficiaries/lib/beneficiaryForm';

interface BeneficiaryNameFieldProps {
  value: string;
  beneficiaries: Beneficiary[];
  /** Typing: the text, and the chosen beneficiary is no longer chosen. */
  onChange: (text: string) => void;
  onPick: (beneficiary: Beneficiary) => void;
  error?: string;
}

/**
 * 'Beneficiary Name' with its suggestion dropdown:
 * up to 8 saved beneficiaries matching name, account number or bank; Escape or a click
 * elsewhere closes it.
 */
export function BeneficiaryNameField({
  value,
  beneficiaries,
  onChange,
  onPick,
  error,
}: BeneficiaryNameFieldProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = suggestBeneficiaries(beneficiaries, value);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const picked = suggestions.find((b) => String(b.id) === id);
        if (picked) onPick(picked);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('Beneficiary Name')}
          placeholder={t('Type a name or pick a saved beneficiary')}
          maxLength={191}
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0}>
        <Combobox.Options>
          {suggestions.map((b) => (
            <Combobox.Option value={String(b.id)} key={b.id}>
              <Text size="sm" fw={600}>
                {b.name}
              </Text>
              <Text size="xs" c="dimmed">
                {b.bankName} {maskBeneficiaryAccount(b.accountNumber)}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
