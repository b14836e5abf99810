import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
 * is signed out, and every cached answer on this screen is read again.
 */
export function ResetDemoCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
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
                'Everything returns to the seeded state: users, accounts, balances, transfers, bills, applications, tickets, trainer settings and the audit log.',
              )}
            </List.Item>
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
