import '@/styles/mantine-all';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bind } from '@/features/enrollment/lib/binding';
import {
  EnrollmentFormSchema,
  type EnrollmentFormValues,
  type FileField,
  initialValues,
  submitApplication,
  type TextField,
  toFormData,
} from '@/features/enrollment/lib/enrollmentForm';
import { useSchemaForm } from '@/lib/form';
import { resetSessionCache, sessionQueryOptions } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { AccountSection, UploadsSection } from './AccountSections';
import { EnrollmentDone } from './EnrollmentDone';
import { LocationSection } from './LocationSection';
import { NextOfKinSection, PersonalSection } from './PersonalSections';

interface EnrollmentFormProps {
  prefill: { name?: string; email?: string; countryId?: string };
}

/**
 * The enrollment form (Complete Your Enrollment): a @mantine/form checked with
 * EnrollmentFormSchema (the shared enrollment schema and the two uploads), sent as multipart to POST /api/applications. On
 * success the application is pending the bank's review and the new customer is signed in: the
 * session is re-read, and the Account ID and what comes next are shown (EnrollmentDone), with
 * the way to the dashboard.
 */
export function EnrollmentForm({ prefill }: EnrollmentFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { form, input } = useSchemaForm<EnrollmentFormValues>(EnrollmentFormSchema, {
    ...initialValues(prefill),
    passport: null,
    idDocument: null,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [accountId, setAccountId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);

  // After a refused submission, the first invalid field gets the focus.
  useEffect(() => {
    if (focusError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const bind: Bind = (field: TextField) => ({
    value: form.values[field],
    onChange: (value) => form.setFieldValue(field, value),
    error: input(field).error,
  });
  const fileError = (field: FileField) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  const send = form.onSubmit(
    async (values) => {
      setSubmitting(true);
      const result = await submitApplication(toFormData(values, values));
      if (!result.ok) {
        setSubmitting(false);
        form.setErrors(result.errors);
        setFormError(t(result.message));
        showErrorToast({ title: t('Error'), message: t(result.message) });
        setFocusError((n) => n + 1);
        return;
      }
      setAccountId(result.username);
      showToast({
        title: t('Application received'),
        message: t('Your Account ID is {{id}}. Use it to sign in.', { id: result.username }),
      });
      // The new customer is signed in: whatever was cached belonged to the visitor before.
      resetSessionCache(queryClient, trpc);
      await queryClient.fetchQuery(sessionQueryOptions(trpc)).catch(() => null);
    },
    () => setFocusError((n) => n + 1),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    send(event);
  };

  if (accountId) return <EnrollmentDone accountId={accountId} />;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack gap="lg">
        <Text c="dimmed">
          {t(
            'Fields marked with * are required. The bank reviews your application: you can sign in at once, and local and wire transfers open once it is approved.',
          )}
        </Text>
        <PersonalSection bind={bind} />
        <LocationSection bind={bind} />
        <NextOfKinSection bind={bind} />
        <AccountSection bind={bind} />
        <UploadsSection
          files={{ passport: form.values.passport, idDocument: form.values.idDocument }}
          errors={{ passport: fileError('passport'), idDocument: fileError('idDocument') }}
          onChange={(field, file) => form.setFieldValue(field, file)}
        />
        {formError && (
          <Alert color="red" title={t('Application failed')} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button component={Link} to="/" variant="subtle">
            {t('Back to Home')}
          </Button>
          <Button type="submit" size="md" loading={submitting}>
            {t('Submit Application')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
