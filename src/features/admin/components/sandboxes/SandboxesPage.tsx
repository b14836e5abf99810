import { Anchor, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { NewSandboxFormSchema } from '@shared/sandbox';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { displayDateTime } from '@/features/admin/lib/format';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { displaySize } from './size';

/** 'New sandbox': a name checked by the API's own rule, or none for a generated one. */
function NewSandboxDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm(NewSandboxFormSchema, { name: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  const create = useMutation(
    trpc.sandboxes.create.mutationOptions({
      onSuccess: async (created) => {
        showToast({
          title: t('Sandbox created'),
          message: t('{{name}} is ready at {{url}}.', created),
        });
        await queryClient.invalidateQueries(trpc.sandboxes.pathFilter());
        close();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        showErrorToast({
          title: t('Error'),
          message: errorMessage(error, t('Could not create the sandbox')),
        });
      },
    }),
  );
  const submit = form.onSubmit((values) => {
    const name = values.name.trim();
    create.mutate(name ? { name } : {});
  });
  return (
    <Modal opened={opened} onClose={close} title={t('New sandbox')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(
              'A new, independent bank copied from the demo: its own data, clock, demo sign-ins and admin.',
            )}
          </Text>
          <TextInput
            label={t('Sandbox name')}
            description={t(
              '3 to 32 lowercase letters, digits and hyphens. Leave empty for a generated name.',
            )}
            placeholder={t('class-a')}
            autoComplete="off"
            data-autofocus
            {...input('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('Create sandbox')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Deleting asks the admin to type the sandbox's name, so no bank is removed by a slip. */
function DeleteSandboxDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const remove = useMutation(
    trpc.sandboxes.remove.mutationOptions({
      onSuccess: async (_answer, input) => {
        showToast({ title: t('Sandbox deleted'), message: input.name });
        await queryClient.invalidateQueries(trpc.sandboxes.pathFilter());
        close();
      },
      onError: (error) =>
        showErrorToast({
          title: t('Error'),
          message: errorMessage(error, t('Could not delete the sandbox')),
        }),
    }),
  );
  return (
    <Modal opened={name !== null} onClose={close} title={t('Delete sandbox?')} centered>
      <Stack gap="md">
        <Text>
          {t(
            'Sandbox {{name}} and everything in it (its customers, money, sessions and clock) will be deleted. This cannot be undone.',
            { name },
          )}
        </Text>
        <TextInput
          label={t('Type the sandbox name to confirm')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('Cancel')}
          </Button>
          <Button
            color="red"
            disabled={typed.trim() !== name}
            loading={remove.isPending}
            onClick={() => name && remove.mutate({ name })}
          >
            {t('Delete sandbox')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * One sandbox's challenge progress: solves, points and the top learner; "—" for a closed
 * sandbox (not opened just to read it).
 */
function SandboxProgress({
  progress,
}: {
  progress: {
    solves: number;
    points: number;
    top: { username: string; points: number } | null;
  } | null;
}) {
  const { t } = useTranslation();
  if (!progress) return <>—</>;
  return (
    <>
      <Text size="sm">{t('{{solves}} solves, {{points}} points', progress)}</Text>
      {progress.top && (
        <Text size="xs" c="dimmed">
          {t('Top: {{username}} ({{points}})', progress.top)}
        </Text>
      )}
    </>
  );
}

/**
 * /admin/sandboxes, 'Sandboxes': every sandbox bank of this server with its size, last use
 * and its own clock's business day; 'New sandbox' creates one; each can be opened (its own
 * bank, under /s/{name}/), reset to a fresh copy of the demo (after a confirmation) or
 * deleted (after typing its name).
 */
export function SandboxesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.sandboxes.list.queryOptions());
  // Each open sandbox's challenge progress: its solves reach its own stream, not this one.
  const progress = useQuery({
    ...trpc.adminProgress.sandboxes.queryOptions(),
    refetchInterval: 10_000,
  });
  const progressOf = new Map((progress.data ?? []).map((p) => [p.name, p.progress]));
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const reset = useMutation(
    trpc.sandboxes.reset.mutationOptions({
      onSuccess: async (answer) => {
        showToast({
          title: t('Sandbox reset'),
          message: t('{{name}} starts again as a fresh copy of the demo.', answer),
        });
        await queryClient.invalidateQueries(trpc.sandboxes.pathFilter());
        setResetting(null);
      },
      onError: (error) =>
        showErrorToast({
          title: t('Error'),
          message: errorMessage(error, t('Could not reset the sandbox')),
        }),
    }),
  );

  return (
    <>
      <PageHeader
        title="Sandboxes"
        description="Independent demo banks, one per student or exercise, each with its own data and clock."
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            {t('New sandbox')}
          </Button>
        }
      />
      {list.isPending ? (
        <LoadingText label="Loading sandboxes…" />
      ) : list.isError ? (
        <LoadError text="Failed to load sandboxes." error={list.error} />
      ) : list.data.length === 0 ? (
        <EmptyText text="No sandboxes yet." />
      ) : (
        <ScrollTable label={t('Sandboxes')} minWidth={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Sandbox')}</Table.Th>
              <Table.Th ta="right">{t('Size')}</Table.Th>
              <Table.Th>{t('Last used')}</Table.Th>
              <Table.Th>{t('Bank date')}</Table.Th>
              <Table.Th>{t('Challenge progress')}</Table.Th>
              <Table.Th>{t('Actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((sandbox) => (
              <Table.Tr key={sandbox.name}>
                <Table.Td>
                  <Text fw={600}>{sandbox.name}</Text>
                  <Text size="xs" c="dimmed">
                    {sandbox.url}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{displaySize(sandbox.sizeBytes)}</Table.Td>
                <Table.Td>{displayDateTime(sandbox.lastUsedAt)}</Table.Td>
                <Table.Td>{sandbox.businessDate ?? '—'}</Table.Td>
                <Table.Td data-testid={`sandbox-progress-${sandbox.name}`}>
                  <SandboxProgress progress={progressOf.get(sandbox.name) ?? null} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {/* Another bank: a whole page load, outside this bank's router. */}
                    <Anchor
                      href={sandbox.url}
                      aria-label={t('Open sandbox {{name}}', { name: sandbox.name })}
                    >
                      {t('Open')}
                    </Anchor>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setResetting(sandbox.name)}
                      aria-label={t('Reset sandbox {{name}}', { name: sandbox.name })}
                    >
                      {t('Reset')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setDeleting(sandbox.name)}
                      aria-label={t('Delete sandbox {{name}}', { name: sandbox.name })}
                    >
                      {t('Delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      <NewSandboxDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        onConfirm={() => resetting && reset.mutate({ name: resetting })}
        title={t('Reset sandbox?')}
        message={t(
          'Sandbox {{name}} starts again as a fresh copy of the demo: its data, sessions and clock are lost.',
          { name: resetting },
        )}
        confirmLabel={t('Reset sandbox')}
        loading={reset.isPending}
      />
      <DeleteSandboxDialog name={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
