import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * 'Reset demo bank' (a trainer resets the bank from the admin area): after a
 * confirmation that says what happens, the bank returns to its seeded state, everyone else
 * is signed out, and every cached answer on this screen is read again. The confirmation
 * counts the classes the reset deletes, so a trainer who meant to reset one class (its own
 * Reset, on the class's page) does not end every student's sign-in by mistake.
 */
export function ResetDemoCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Read when the confirmation opens: the classes it is about to delete.
  const classes = useQuery({
    ...trpc.adminClasses.page.queryOptions({ limit: 100 }),
    enabled: confirming,
  });
  const classCount = classes.data ? (classes.data.total ?? classes.data.items.length) : 0;
  const studentCount = classes.data?.items.reduce((sum, c) => sum + c.students, 0) ?? 0;
  const reset = useMutation(
    useStepUpOptions(
      trpc.adminOps.resetDemo.mutationOptions({
        onSuccess: async () => {
          setConfirming(false);
          showToast({
            title: t('Demo bank reset'),
            message: t('Everything is back to the seeded demo state.'),
          });
          await queryClient.invalidateQueries();
        },
        onError: (error) => {
          setConfirming(false);
          showErrorToast({
            title: t('Reset failed'),
            message: errorMessage(error, t('Could not reset the demo bank')),
          });
        },
      }),
    ),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reset-demo">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="reset-demo">
          {t('Reset demo bank')}
        </Title>
        <Text c="dimmed">
          {t(
            'Puts the bank back to its seeded demo data, for the next class or demo. The demo sign-ins stay the same.',
          )}
        </Text>
        <Button
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('Reset demo bank')}
        </Button>
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => reset.mutate()}
        title={t('Reset the demo bank?')}
        message={
          <List size="sm" spacing={4}>
            <List.Item>
              {t(
                'Everything returns to the seeded state: users, accounts, balances, transfers, bills, applications, tickets, classes, trainer settings and the audit log.',
              )}
            </List.Item>
            {classCount > 0 && (
              <List.Item fw={700}>
                {t(
                  '{{count}} classes are deleted with their students ({{students}} in all): they can no longer sign in. To start one class again, use Reset class on its page instead.',
                  { count: classCount, students: studentCount },
                )}
              </List.Item>
            )}
            <List.Item>{t('Everything changed since is lost.')}</List.Item>
            <List.Item>{t('Everyone else is signed out; you stay signed in.')}</List.Item>
          </List>
        }
        confirmLabel={t('Reset demo bank')}
        loading={reset.isPending}
      />
    </Paper>
  );
}
