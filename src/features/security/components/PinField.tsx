import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** PIN inputs keep digits only, at most 6. */
export function pinDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

/** A PIN the server could accept: 4 to 6 digits. Anything else is never sent (no throttle hit). */
export function pinFormatError(pin: string): string | undefined {
  return /^\d{4,6}$/.test(pin) ? undefined : 'PIN must be 4 to 6 digits';
}

interface PinFieldProps {
  value: string;
  onChange: (pin: string) => void;
  error?: string;
  /** What the PIN confirms, said under the label; a transfer unless told. */
  description?: string;
}

/**
 * The transfer forms' 'PIN' field (the quick dialogs and /transfers ask for it too): masked, digits only, at most 6.
 */
export function PinField({ value, onChange, error, description }: PinFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('PIN')}
      description={description ?? t('Your transaction PIN confirms this transfer')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(pinDigits(event.currentTarget.value))}
      error={error}
    />
  );
}
