import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseId } from '@/features/admin/lib/format';

/** A row of list filters that wraps on phones. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" mb="md" wrap="wrap">
      {children}
    </Group>
  );
}

interface TextFilterProps {
  /** English label, translated here. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** An id filter (user id, account id): digits only; anything else is flagged and not sent. */
export function IdFilter({ label, value, onChange }: TextFilterProps) {
  const { t } = useTranslation();
  const invalid = value.trim() !== '' && parseId(value) === undefined;
  return (
    <TextInput
      label={t(label)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode="numeric"
      w={130}
      error={invalid ? t('Enter a number') : undefined}
    />
  );
}

/** A date filter (YYYY-MM-DD) with the browser's date picker. */
export function DateFilter({ label, value, onChange }: TextFilterProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t(label)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={170}
    />
  );
}

/** A free-text filter. */
export function TextFilter({ label, value, onChange }: TextFilterProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(label)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={200}
    />
  );
}

interface ChoiceFilterProps extends TextFilterProps {
  /** The values to choose from; '' (All) comes first. Shown as they are (server words). */
  options: readonly string[];
}

/** A choice filter with 'All' first (statuses, types). */
export function ChoiceFilter({ label, value, onChange, options }: ChoiceFilterProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t(label)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ value: '', label: t('All') }, ...options.map((o) => ({ value: o, label: t(o) }))]}
      w={170}
    />
  );
}
