import { TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/**
 * The 'Authentication code' field of the admin second factor (OWASP ASVS 4.3.1): six digits
 * from an authenticator app. One labelled field (not six boxes), so screen readers, pasting
 * "123 456" and the browser's one-time-code autofill all work; anything but digits is dropped.
 */
export function CodeInput({ value, onChange, error, autoFocus }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('Authentication code')}
      description={t('The 6-digit code your authenticator app shows now')}
      inputMode="numeric"
      autoComplete="one-time-code"
      withAsterisk
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      autoFocus={autoFocus}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      maw={280}
    />
  );
}

/** The check the server makes too: exactly six digits. */
function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The state of a form around one CodeInput: the code, the error under it, a submit handler
 * that refuses anything but six digits before `send` sees the code, and `refused` for the
 * mutation's onError (clears the field, shows the server's message, translated).
 */
export function useCodeForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  return {
    code,
    setCode,
    error,
    onSubmit: (send: (code: string) => void) => (event: FormEvent) => {
      event.preventDefault();
      if (!isCompleteCode(code)) {
        setError(t('Enter the 6-digit code from your authenticator app'));
        return;
      }
      setError(undefined);
      send(code);
    },
    refused: (err: unknown) => {
      setCode('');
      setError(t(errorMessage(err, 'Incorrect authentication code')));
    },
  };
}
