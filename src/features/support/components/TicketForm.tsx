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
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
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
 * The support ticket form (stored through `support.createTicket`). Email comes prefilled from the profile.
 */
export function TicketForm({ email: profileEmail, phone: profilePhone }: TicketFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.support.createTicket.mutationOptions());
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<Category>('general');
  const [priority, setPriority] = useState<Priority>('medium');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(profileEmail);
  const [phone, setPhone] = useState(profilePhone);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { subject, category, priority, message, email, phone: phone.trim() || null },
      {
        onSuccess: () => {
          showToast({
            title: t('Support Ticket Submitted'),
            message: t("We'll get back to you within 24 hours."),
          });
          setSubject('');
          setMessage('');
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to submit the ticket')),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-title">
      <Title order={2} fz="h4" mb="sm" id="ticket-title">
        {t('Submit a Support Ticket')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('Subject')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
            maxLength={200}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('Category')}
              data={CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
              value={category}
              onChange={(v) => setCategory((v as Category | null) ?? 'general')}
              allowDeselect={false}
            />
            <Select
              label={t('Priority')}
              data={PRIORITIES.map((p) => ({ value: p.value, label: t(p.label) }))}
              value={priority}
              onChange={(v) => setPriority((v as Priority | null) ?? 'medium')}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Textarea
            label={t('Message')}
            autosize
            minRows={4}
            maxLength={5000}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={errors.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('Email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
            <TextInput
              label={t('Phone (optional)')}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              error={errors.phone}
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
