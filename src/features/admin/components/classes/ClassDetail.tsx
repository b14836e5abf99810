import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ReasonConfirmModal } from '@/features/admin/components/ui/ReasonConfirmModal';
import { AnchorLink, ButtonLink } from '@/features/admin/components/ui/RouterLinks';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { BASE_PATH } from '@/lib/base-path';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * /admin/classes/{id}: the class, its students (and whether each still signs in with the
 * generated password), the credentials sheet to download (CSV) or print, Reset (back to the
 * opening state with new passwords) and Delete (balances return to the bank, students close;
 * the admin says why, and the audit log keeps it).
 */
export function ClassDetail({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'reset' | 'delete' | null>(null);
  const detail = useQuery(trpc.adminClasses.detail.queryOptions({ id: classId }));
  const fail = (error: unknown) => {
    setConfirm(null);
    showErrorToast({
      title: t('Error'),
      message: errorMessage(error, t('Something went wrong. Please try again.')),
    });
  };
  const reset = useMutation(
    trpc.adminClasses.reset.mutationOptions({
      onSuccess: async () => {
        setConfirm(null);
        showToast({
          title: t('Class reset'),
          message: t('New passwords are on the credentials sheet.'),
        });
        await queryClient.invalidateQueries(trpc.adminClasses.pathFilter());
      },
      onError: fail,
    }),
  );
  const remove = useMutation(
    trpc.adminClasses.delete.mutationOptions({
      onSuccess: async ({ returned }) => {
        setConfirm(null);
        showToast({
          title: t('Class deleted'),
          message: t('{{amount}} returned to the bank.', { amount: displayUsd(returned) }),
        });
        await queryClient.invalidateQueries(trpc.adminClasses.pathFilter());
        await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        await navigate({ to: '/admin/classes' });
      },
      onError: fail,
    }),
  );

  const back = (
    <Anchor component={Link} to="/admin/classes" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('Back to classes')}
      </Group>
    </Anchor>
  );
  if (detail.isPending)
    return (
      <>
        {back}
        <LoadingText label="Loading class…" />
      </>
    );
  if (detail.isError)
    return (
      <>
        {back}
        <LoadError text="Failed to load class." error={detail.error} />
      </>
    );
  const c = detail.data;
  return (
    <>
      {back}
      <PageHeader title={c.name} translate={false} description="Class details" />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Text>
            {t(
              '{{count}} students ({{first}} to {{last}}), {{amount}} opening deposit in checking.',
              {
                count: c.studentList.length,
                first: c.studentList[0]?.username ?? '—',
                last: c.studentList.at(-1)?.username ?? '—',
                amount: displayUsd(c.openingDeposit),
              },
            )}
          </Text>
          <Group mt="md" gap="sm">
            <Button
              component="a"
              href={`${BASE_PATH}/api/admin/classes/${c.id}/credentials.csv`}
              download
              variant="light"
            >
              {t('Download credentials (CSV)')}
            </Button>
            <ButtonLink
              to="/admin/classes/$classId/progress"
              params={{ classId: String(c.id) }}
              variant="filled"
            >
              {t('Progress')}
            </ButtonLink>
            <ButtonLink
              to="/admin/class-sheet/$classId"
              params={{ classId: String(c.id) }}
              target="_blank"
              variant="light"
            >
              {t('Printable sheet')}
            </ButtonLink>
            <Button variant="light" color="orange" onClick={() => setConfirm('reset')}>
              {t('Reset class')}
            </Button>
            <Button variant="light" color="red" onClick={() => setConfirm('delete')}>
              {t('Delete class')}
            </Button>
          </Group>
        </Paper>
        <ScrollTable label={t('Students')} minWidth={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Username')}</Table.Th>
              <Table.Th>{t('Name')}</Table.Th>
              <Table.Th>{t('Sign-in')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.studentList.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <AnchorLink to="/admin/users/$userId" params={{ userId: String(s.id) }}>
                    {s.username}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>
                  {s.signInLocked && (
                    <Badge color="red" variant="light" mr="xs">
                      {t('Sign-in locked')}
                    </Badge>
                  )}
                  {s.initialCredentialsActive ? (
                    <Badge color="gray" variant="light">
                      {t('Not signed in yet')}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      {t('Own password')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      </Stack>
      <ConfirmModal
        opened={confirm === 'reset'}
        onClose={() => setConfirm(null)}
        onConfirm={() => reset.mutate({ id: c.id })}
        title={t('Reset class')}
        message={t(
          'Reset {{name}}? Balances go back to the opening deposit, pending transfers fail, PINs are cleared and every student gets a new password.',
          { name: c.name },
        )}
        confirmLabel={t('Reset class')}
        color="orange"
        loading={reset.isPending}
      />
      <ReasonConfirmModal
        opened={confirm === 'delete'}
        onClose={() => setConfirm(null)}
        onConfirm={(reason) => remove.mutate({ id: c.id, reason })}
        title={t('Delete class')}
        message={t(
          'Delete {{name}}? Every balance goes back to the bank and the students can no longer sign in.',
          { name: c.name },
        )}
        confirmLabel={t('Delete class')}
        loading={remove.isPending}
      />
    </>
  );
}
