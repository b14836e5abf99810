import { Fieldset, FileInput, PasswordInput, Select, SimpleGrid } from '@mantine/core';
import { CURRENCIES } from '@shared/enrollment';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Bind, inputProps } from '@/features/enrollment/lib/binding';
import type {
  EnrollmentErrors,
  EnrollmentFiles,
  FileField,
} from '@/features/enrollment/lib/enrollmentForm';
import { pinDigits } from '@/features/security/components/PinField';

/** Password, its confirmation, the transaction PIN and currency (password at least 12 characters and matching its confirmation; PIN 4 to 6 digits). */
export function AccountSection({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  const currency = bind('currency');
  const pin = bind('pin');
  return (
    <Fieldset legend={t('Account Setup')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PasswordInput
          label={t('Password')}
          description={t('At least 12 characters')}
          withAsterisk
          autoComplete="new-password"
          {...inputProps(bind('password'))}
        />
        <PasswordInput
          label={t('Confirm Password')}
          withAsterisk
          autoComplete="new-password"
          {...inputProps(bind('password2'))}
        />
        <PasswordInput
          label={t('Transaction PIN')}
          description={t('4 to 6 digits')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin.value}
          onChange={(e) => pin.onChange(pinDigits(e.currentTarget.value))}
          error={pin.error}
        />
        <Select
          label={t('Currency')}
          placeholder={t('Select')}
          data={[...CURRENCIES]}
          value={currency.value || null}
          onChange={(value) => currency.onChange(value ?? '')}
          error={currency.error}
          clearable
        />
      </SimpleGrid>
    </Fieldset>
  );
}

interface UploadsSectionProps {
  files: EnrollmentFiles;
  onChange: (field: FileField, file: File | null) => void;
  errors: EnrollmentErrors;
}

/** Passport (png, jpg, gif) and ID document (also PDF), at most 5 MB each; checked by content on the server. */
export function UploadsSection({ files, onChange, errors }: UploadsSectionProps) {
  const { t } = useTranslation();
  const icon = <IconUpload size={16} aria-hidden="true" />;
  return (
    <Fieldset legend={t('Documents')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FileInput
          label={t('Passport')}
          description={t('png, jpg, gif (max 5mb)')}
          withAsterisk
          name="passport"
          accept="image/png,image/jpeg,image/gif"
          leftSection={icon}
          clearable
          value={files.passport}
          onChange={(file) => onChange('passport', file)}
          error={errors.passport ? t(errors.passport) : undefined}
        />
        <FileInput
          label={t('ID Document')}
          description={t('png, jpg, gif, pdf (max 5mb)')}
          withAsterisk
          name="idDocument"
          accept="image/png,image/jpeg,image/gif,application/pdf"
          leftSection={icon}
          clearable
          value={files.idDocument}
          onChange={(file) => onChange('idDocument', file)}
          error={errors.idDocument ? t(errors.idDocument) : undefined}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
