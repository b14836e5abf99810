import { Button, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { CreateInternalTransferModal } from '@/features/transfers/components/CreateInternalTransferModal';
import { TransferList } from '@/features/transfers/components/TransferList';
import { transferPagesOptions } from '@/features/transfers/lib/pages';

/** `/internal-transfer`: the user's internal transfers and the new-transfer dialog. */
export const Route = createFileRoute('/_auth/internal-transfer')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchInfiniteQuery(transferPagesOptions(trpc, 'INTERNAL')),
  component: InternalTransfers,
});

function InternalTransfers() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <BackButton />
      <Group justify="space-between" my="md" gap="sm">
        <Title order={1} fz="h3">
          {t('Internal Transfers')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
          {t('New Transfer')}
        </Button>
      </Group>
      <TransferList type="INTERNAL" onCreate={dialog.open} />
      <CreateInternalTransferModal opened={opened} onClose={dialog.close} />
    </>
  );
}
