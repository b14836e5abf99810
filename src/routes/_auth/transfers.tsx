import { Button, Group, Tabs, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileUpload, IconPlus, IconRepeat } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { TabStrip } from '@/components/TabStrip';
import { TransferDialog } from '@/features/transfers/components/TransferDialog';
import { TransferList } from '@/features/transfers/components/TransferList';
import { transferPagesOptions } from '@/features/transfers/lib/pages';

const TABS = [
  { value: 'all', label: 'All Transfers', type: undefined },
  { value: 'internal', label: 'Internal', type: 'INTERNAL' },
  { value: 'local', label: 'Local', type: 'LOCAL' },
  { value: 'wire', label: 'Wire', type: 'WIRE' },
] as const;

/**
 * `/transfers`: every transfer of the user in tabs All Transfers, Internal, Local and Wire,
 * and the New Transfer dialog with a type choice.
 * The side column shows the Beneficiaries panel with its Add New dialog (_auth layout).
 */
export const Route = createFileRoute('/_auth/transfers')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(transferPagesOptions(trpc)),
      queryClient.prefetchQuery(trpc.beneficiaries.byUser.queryOptions({ userId: user.id })),
    ]),
  component: Transfers,
});

function Transfers() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <BackButton />
      {/* On a phone the buttons go under the title instead of past the screen's edge. */}
      <Group justify="space-between" my="md" gap="sm">
        <Title order={1} fz="h3">
          {t('Transfers')}
        </Title>
        <Group gap="xs">
          <Button
            variant="light"
            component={Link}
            to="/standing-orders"
            leftSection={<IconRepeat size={16} />}
          >
            {t('Standing orders')}
          </Button>
          <Button
            variant="light"
            component={Link}
            to="/upload-payments"
            leftSection={<IconFileUpload size={16} />}
          >
            {t('Upload payments')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
            {t('New Transfer')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="all" keepMounted={false}>
        <TabStrip mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </TabStrip>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <TransferList type={tab.type} onCreate={dialog.open} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <TransferDialog
        opened={opened}
        onClose={dialog.close}
        title={t('New Transfer')}
        types={['INTERNAL', 'LOCAL', 'WIRE']}
        successMessage="Transfer initiated successfully"
      />
    </>
  );
}
