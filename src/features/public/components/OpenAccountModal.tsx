import '@/styles/mantine-all';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

interface OpenAccountModalProps {
  opened: boolean;
  onClose: () => void;
}

const OpenAccountSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required'),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required')
    .pipe(z.email('Enter a valid email address')),
});

type FieldErrors = Partial<Record<'name' | 'email', string>>;

/**
 * The Open Account dialog (customer-area.md §2, §5): it sends nothing, it carries the name
 * and email to the enrollment form at /open_account.
 */
export function OpenAccountModal({ opened, onClose }: OpenAccountModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OpenAccountSchema.safeParse({ name, email });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        errors[field] ??= t(issue.message);
      }
      setFieldErrors(errors);
      return;
    }
    void navigate({ to: '/open_account', search: parsed.data });
  };

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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
            data-autofocus
          />
          <TextInput
            label={t('Email Address')}
            type="email"
            autoComplete="email"
            withAsterisk
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
          />
          <Button type="submit" fullWidth>
            {t('Continue')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
