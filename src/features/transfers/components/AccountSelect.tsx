import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';

/** One account the select offers: its id as text, its label, and an optional second line. */
export interface AccountOption {
  value: string;
  label: string;
  /** A second line, e.g. the available balance; shown in the option and under the field. */
  hint?: string;
}

interface AccountSelectProps {
  label: string;
  placeholder?: string;
  options: AccountOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * An account picker for transfer forms (each option shows account type and balance; and here the available balance beneath). Built on Mantine's Combobox with a read-only text input rather than Select,
 * so the field is found by its label as a textbox, as the browser journeys look for it.
 */
export function AccountSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
}: AccountSelectProps) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const selected = options.find((option) => option.value === value);

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(next) => {
        onChange(next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          placeholder={placeholder}
          value={selected?.label ?? ''}
          readOnly
          pointer
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          onBlur={() => combobox.closeDropdown()}
          description={selected?.hint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {options.map((option) => (
            <Combobox.Option
              key={option.value}
              value={option.value}
              active={option.value === value}
              selected={option.value === value}
            >
              {option.label}
              {option.hint && (
                <Text size="xs" c="dimmed">
                  {option.hint}
                </Text>
              )}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
