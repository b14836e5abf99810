import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BENEFICIARY_TYPES,
  type Beneficiary,
  maskBeneficiaryAccount,
} from '@/features/beneficiaries/lib/beneficiaryForm';

interface BeneficiaryCardProps {
  beneficiary: Beneficiary;
  onEdit: () => void;
  onDelete: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One saved beneficiary on the full Beneficiaries page, with Edit and Delete. */
export function BeneficiaryCard({ beneficiary, onEdit, onDelete }: BeneficiaryCardProps) {
  const { t } = useTranslation();
  const type = BENEFICIARY_TYPES.find((option) => option.value === beneficiary.beneficiaryType);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={beneficiary.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {beneficiary.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {beneficiary.bankName} · {maskBeneficiaryAccount(beneficiary.accountNumber)}
            </Text>
          </Stack>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {type ? t(type.label) : beneficiary.beneficiaryType}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Detail label={t('Account Number')}>{beneficiary.accountNumber}</Detail>
          <Detail label={t('Routing Number')}>{beneficiary.routingNumber ?? '—'}</Detail>
          <Detail label={t('SWIFT/BIC')}>{beneficiary.swiftCode ?? '—'}</Detail>
          <Detail label={t('Country')}>{beneficiary.country ?? '—'}</Detail>
        </SimpleGrid>
        {beneficiary.address && <Detail label={t('Address')}>{beneficiary.address}</Detail>}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
          >
            {t('Edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('Delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
