import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeneficiaries } from '@/features/beneficiaries/hooks/useBeneficiaries';
import {
  type Beneficiary,
  maskBeneficiaryAccount,
} from '@/features/beneficiaries/lib/beneficiaryForm';
import { errorMessage } from '@/lib/errors';
import { BeneficiaryFormModal } from './BeneficiaryFormModal';
import { DeleteBeneficiaryDialog } from './DeleteBeneficiaryDialog';

/**
 * The Beneficiaries panel of the signed-in user:
 * the saved list with Delete (which asks first, as the full page does), and Add New opening
 * the 'Add New Beneficiary' dialog.
 */
export function BeneficiariesPanel() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const beneficiaries = useBeneficiaries();
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="beneficiaries-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4" id="beneficiaries-title">
          {t('Beneficiaries')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={dialog.open}
        >
          {t('Add New')}
        </Button>
      </Group>
      {beneficiaries.isPending ? (
        <Text c="dimmed" size="sm">
          {t('Loading...')}
        </Text>
      ) : beneficiaries.isError ? (
        <Text c="red" size="sm">
          {errorMessage(beneficiaries.error, t('Could not load beneficiaries.'))}
        </Text>
      ) : beneficiaries.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('No Beneficiary.')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={dialog.open}>
            {t('Add New')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {beneficiaries.data.map((beneficiary) => (
            <Group
              key={beneficiary.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm" truncate>
                  {beneficiary.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {beneficiary.bankName}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {maskBeneficiaryAccount(beneficiary.accountNumber)}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setDeleting(beneficiary)}
                aria-label={t('Delete {{name}}', { name: beneficiary.name })}
                // A long name gives way (it is truncated), never the button's word.
                style={{ flexShrink: 0 }}
              >
                {t('Delete')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <BeneficiaryFormModal opened={opened} onClose={dialog.close} />
      <DeleteBeneficiaryDialog beneficiary={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
