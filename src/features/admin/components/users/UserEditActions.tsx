import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { ReasonConfirmModal } from '@/features/admin/components/ui/ReasonConfirmModal';
import type { AdminUser } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** The profile form's rules, the API's own: names required, a valid email, a short phone. */
const ProfileFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(191),
  lastName: z.string().trim().min(1, 'Last name is required').max(191),
  email: z.email('Valid email required').max(191),
  phone: z.string().trim().max(50, 'At most 50 characters'),
  verified: z.boolean(),
});

function ProfileForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm(ProfileFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    verified: user.verified === 'true',
  });
  const save = useMutation(
    trpc.adminPeople.updateUser.mutationOptions({
      onSuccess: async () => {
        showToast({ title: t('Saved'), message: t('User updated') });
        await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        onDone();
      },
      onError: (error) =>
        showErrorToast({
          title: t('Not saved'),
          message: errorMessage(error, t('Could not update the user')),
        }),
    }),
  );
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({
          id: user.id,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone || null,
          verified: values.verified ? 'true' : 'false',
        }),
      )}
    >
      <Stack gap="sm">
        <TextInput label={t('First Name')} {...input('firstName')} required data-autofocus />
        <TextInput label={t('Last Name')} {...input('lastName')} required />
        <TextInput label={t('Email')} type="email" {...input('email')} required />
        <TextInput label={t('Phone')} type="tel" {...input('phone')} />
        <Checkbox
          label={t('Verified')}
          checked={form.getValues().verified}
          onChange={(event) => form.setFieldValue('verified', event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('Save', { context: 'action' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The user page's changes: 'Edit profile' opens a form (names, email, phone, verified) that
 * saves only when the admin presses Save; 'Delete user' asks why and for a confirmation (a
 * user with history is closed, one without is deleted), the reason going to the audit log.
 * The signed-in admin cannot delete themself; a closed user offers neither delete nor edit.
 */
export function UserEditActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useSessionUser();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation(
    useStepUpOptions(
      trpc.adminPeople.deleteUser.mutationOptions({
        onSuccess: async ({ result }) => {
          setDeleting(false);
          showToast({
            title: result === 'CLOSED' ? t('User closed') : t('User deleted'),
            message:
              result === 'CLOSED'
                ? t(
                    '{{email}} has history, so the user was closed: sign-in is disabled and the history is kept.',
                    { email: user.email },
                  )
                : t('{{email}} was deleted.', { email: user.email }),
          });
          await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
          if (result === 'DELETED') await navigate({ to: '/admin/users' });
        },
        onError: (error) =>
          showErrorToast({
            title: t('Not deleted'),
            message: errorMessage(error, t('Could not delete the user')),
          }),
      }),
    ),
  );
  if (user.closedAt) return null;
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden="true" />}
        onClick={() => setEditing(true)}
      >
        {t('Edit profile')}
      </Button>
      {user.id !== me.data?.id && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          {t('Delete user')}
        </Button>
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('Edit profile')} centered>
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      </Modal>
      <ReasonConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={(reason) => remove.mutate({ id: user.id, reason })}
        title={t('Delete user')}
        message={t(
          'Delete user {{email}}? A user with history is closed instead: sign-in is disabled and the history is kept.',
          { email: user.email },
        )}
        confirmLabel={t('Delete user')}
        loading={remove.isPending}
      />
    </Group>
  );
}
