import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { TicketInputSchema } from '@shared/dto';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const CATEGORIES = [
  { value: 'account', label: 'Account' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'cards', label: 'Cards' },
  { value: 'technical', label: 'Technical' },
  { value: 'general', label: 'General' },
] as const;

const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const;

type Category = (typeof CATEGORIES)[number]['value'];
type Priority = (typeof PRIORITIES)[number]['value'];

interface TicketFormProps {
  /** From the user's profile. */
  email: string;
  phone: string;
}

/**
 * The support ticket form (stored through `support.createTicket`), checked by the API's own
 * TicketInputSchema before it is sent. Email and phone come prefilled from the profile when the form
 * mounts; after a ticket the subject and message empty.
 */
export function TicketForm({ email: profileEmail, phone: profilePhone }: TicketFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.support.createTicket.mutationOptions());
  const { form, input } = useSchemaForm(TicketInputSchema, {
    subject: '',
    category: 'general' as Category,
    priority: 'medium' as Priority,
    message: '',
    email: profileEmail,
    phone: profilePhone,
  });

  const submit = form.onSubmit((values) => {
    create.mutate(
      { ...values, phone: values.phone.trim() || null },
      {
        onSuccess: () => {
          showToast({
            title: t('Support Ticket Submitted'),
            message: t("We'll get back to you within 24 hours."),
          });
          form.setValues({ subject: '', message: '' });
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to submit the ticket')),
          });
        },
      },
    );
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-title">
      <Title order={2} fz="h4" mb="sm" id="ticket-title">
        {t('Submit a Support Ticket')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('Subject')} {...input('subject')} maxLength={200} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('Category')}
              data={CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
              value={form.values.category}
              onChange={(v) => form.setFieldValue('category', (v as Category | null) ?? 'general')}
              allowDeselect={false}
            />
            <Select
              label={t('Priority')}
              data={PRIORITIES.map((p) => ({ value: p.value, label: t(p.label) }))}
              value={form.values.priority}
              onChange={(v) => form.setFieldValue('priority', (v as Priority | null) ?? 'medium')}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Textarea
            label={t('Message')}
            autosize
            minRows={4}
            maxLength={5000}
            {...input('message')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('Email')} type="email" autoComplete="email" {...input('email')} />
            <TextInput
              label={t('Phone (optional)')}
              type="tel"
              autoComplete="tel"
              {...input('phone')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('Submit Ticket')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
