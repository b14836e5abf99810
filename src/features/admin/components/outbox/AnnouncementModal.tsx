import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AnnouncementInputSchema } from '@shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const EMPTY = { subject: '', body: '' };

/**
 * Admin → Outbox → "Send an announcement": a subject and a message, emailed to every customer
 * who agreed to marketing messages (AnnouncementInputSchema checks both, as the server does).
 * On success the outbox list refreshes and a toast says how many customers it reached.
 */
export function AnnouncementModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useMutation(trpc.outbox.announce.mutationOptions());
  const { form, input } = useSchemaForm(AnnouncementInputSchema, EMPTY);

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    announce.mutate(values, {
      onSuccess: ({ recipients }) => {
        void queryClient.invalidateQueries(trpc.outbox.pathFilter());
        showToast({
          title: t('Announcement sent'),
          message: t('Queued for {{count}} customers who accept marketing messages.', {
            count: recipients,
          }),
        });
        close();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        showErrorToast({
          title: t('Error'),
          message: errorMessage(error, t('The announcement was not sent.')),
        });
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('Send an announcement')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(
              'One email to every customer whose Marketing preference is on. Customers who turned it off receive nothing.',
            )}
          </Text>
          <TextInput label={t('Subject')} maxLength={150} required {...input('subject')} />
          <Textarea
            label={t('Message')}
            autosize
            minRows={4}
            maxLength={5000}
            required
            {...input('body')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={announce.isPending}>
              {t('Send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
