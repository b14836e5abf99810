import '@/styles/mantine-all';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/form';

interface OpenAccountModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The dialog's rules: a full name and a valid email address, both trimmed. */
export const OpenAccountSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required'),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required')
    .pipe(z.email('Enter a valid email address')),
});

/**
 * The Open Account dialog: it sends nothing, it carries the name
 * and email to the enrollment form at /open_account.
 */
export function OpenAccountModal({ opened, onClose }: OpenAccountModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, input } = useSchemaForm(OpenAccountSchema, { name: '', email: '' });
  const submit = form.onSubmit((values) =>
    navigate({ to: '/open_account', search: OpenAccountSchema.parse(values) }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('Open Account')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('Start your application in a few minutes.')}
          </Text>
          <TextInput
            label={t('Full Name')}
            autoComplete="name"
            withAsterisk
            {...input('name')}
            data-autofocus
          />
          <TextInput
            label={t('Email Address')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...input('email')}
          />
          <Button type="submit" fullWidth>
            {t('Continue')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
