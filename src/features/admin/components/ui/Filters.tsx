import { Group, NativeSelect, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker, CustomerPicker } from './Pickers';

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

/** A customer filter: a picker searched by name, username or email; the value is the user id. */
export function CustomerFilter({ label, value, onChange }: TextFilterProps) {
  return <CustomerPicker label={label} value={value} onChange={(id) => onChange(id)} w={260} />;
}

/**
 * An account filter: a picker searched by number or owner, narrowed to `userId`'s accounts
 * when a customer is picked; the value is the account id.
 */
export function AccountFilter({
  label,
  value,
  onChange,
  userId,
}: TextFilterProps & { userId?: number | undefined }) {
  return (
    <AccountPicker
      label={label}
      value={value}
      userId={userId}
      onChange={(id) => onChange(id)}
      w={300}
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

/**
 * A choice among many codes (the audit log's actions): typing any part of a code narrows the
 * list, so nobody has to know one by heart; cleared, it means All. Codes are shown as the
 * list shows them, untranslated.
 */
export function CodeFilter({ label, value, onChange, options }: ChoiceFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t(label)}
      placeholder={t('All')}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      data={options}
      searchable
      clearable
      nothingFoundMessage={t('Nothing found')}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      w={260}
    />
  );
}
