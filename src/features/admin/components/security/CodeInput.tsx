import { TextInput } from '@mantine/core';
import { TotpCodeSchema } from '@shared/dto';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';

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

/** The code's rule, the server's own: six digits. */
const CodeFormSchema = z.object({ code: TotpCodeSchema });

/**
 * The form around one CodeInput (a useSchemaForm checked by the server's TotpCodeSchema): the
 * code and the error under it, a submit handler that refuses anything but six digits before
 * `send` sees the code, and `refused` for the mutation's onError (clears the field, shows the
 * server's message, translated).
 */
export function useCodeForm() {
  const { form, input } = useSchemaForm(CodeFormSchema, { code: '' });
  return {
    code: form.values.code,
    setCode: (code: string) => form.setFieldValue('code', code),
    error: input('code').error,
    onSubmit: (send: (code: string) => void) => form.onSubmit(({ code }) => send(code)),
    refused: (err: unknown) => {
      form.setFieldValue('code', '');
      form.setFieldError('code', errorMessage(err, 'Incorrect authentication code'));
    },
  };
}
