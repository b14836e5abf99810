import { Button, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { TransferDialog } from './TransferDialog';
import { TransferList } from './TransferList';

/** The screen texts and routes of each kind. */
const KINDS = {
  LOCAL: {
    title: 'Local Transfers',
    dialogTitle: 'Create Local Transfer',
    success: 'Local transfer initiated',
    newPath: '/local-transfer/new',
  },
  WIRE: {
    title: 'Wire Transfers',
    dialogTitle: 'Create Wire Transfer',
    success: 'Wire transfer initiated',
    newPath: '/wire-transfer/new',
  },
} as const;

/**
 * `/local-transfer` and `/wire-transfer`: the user's transfers of that type, 'New Transfer'
 * to the full form, and 'Quick Transfer' opening the 'Create Local/Wire Transfer' dialog
 * (Wire Transfers).
 */
export function ExternalTransfersPage({ type }: { type: 'LOCAL' | 'WIRE' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, dialog] = useDisclosure(false);
  const kind = KINDS[type];
  return (
    <>
      <BackButton />
      <Group justify="space-between" my="md" gap="sm">
        <Title order={1} fz="h3">
          {t(kind.title)}
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconBolt size={16} />} onClick={dialog.open}>
            {t('Quick Transfer')}
          </Button>
          <Button component={Link} to={kind.newPath} leftSection={<IconPlus size={16} />}>
            {t('New Transfer')}
          </Button>
        </Group>
      </Group>
      <TransferList type={type} onCreate={() => void navigate({ to: kind.newPath })} />
      <TransferDialog
        opened={opened}
        onClose={dialog.close}
        title={t(kind.dialogTitle)}
        types={[type]}
        successMessage={kind.success}
      />
    </>
  );
}
