import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { BeneficiaryCard } from '@/features/beneficiaries/components/BeneficiaryCard';
import { BeneficiaryFormModal } from '@/features/beneficiaries/components/BeneficiaryFormModal';
import { DeleteBeneficiaryDialog } from '@/features/beneficiaries/components/DeleteBeneficiaryDialog';
import { useBeneficiaries } from '@/features/beneficiaries/hooks/useBeneficiaries';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';
import { errorMessage } from '@/lib/errors';

/** `/beneficiaries`: search, add, edit and delete saved beneficiaries. */
export const Route = createFileRoute('/_auth/beneficiaries')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    queryClient.prefetchQuery(trpc.beneficiaries.byUser.queryOptions({ userId: user.id })),
  component: BeneficiariesPage,
});

/** Case-insensitive match on name, account number or bank name. */
function matches(beneficiary: Beneficiary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [beneficiary.name, beneficiary.accountNumber, beneficiary.bankName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The add/edit dialog: the beneficiary stays set while the dialog fades out. */
interface FormState {
  opened: boolean;
  beneficiary: Beneficiary | null;
}

function BeneficiariesPage() {
  const { t } = useTranslation();
  const beneficiaries = useBeneficiaries();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>({ opened: false, beneficiary: null });
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);

  const rows = (beneficiaries.data ?? []).filter((b) => matches(b, search));
  const openForm = (beneficiary: Beneficiary | null) => setForm({ opened: true, beneficiary });
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  return (
    <>
      <BackButton />
      <Group justify="space-between" my="md" wrap="nowrap">
        <Title order={1} fz="h3">
          {t('Beneficiaries')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
          {t('Add New')}
        </Button>
      </Group>
      <TextInput
        label={t('Search beneficiaries')}
        placeholder={t('Name, account number or bank')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="md"
        type="search"
      />
      {beneficiaries.isPending ? (
        <FullPageLoading compact />
      ) : beneficiaries.isError ? (
        <Text c="red">{errorMessage(beneficiaries.error, t('Could not load beneficiaries.'))}</Text>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">
            {beneficiaries.data.length === 0
              ? t('No Beneficiary.')
              : t('No beneficiaries match your search.')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((beneficiary) => (
            <BeneficiaryCard
              key={beneficiary.id}
              beneficiary={beneficiary}
              onEdit={() => openForm(beneficiary)}
              onDelete={() => setDeleting(beneficiary)}
            />
          ))}
        </Stack>
      )}
      <BeneficiaryFormModal
        opened={form.opened}
        onClose={closeForm}
        beneficiary={form.beneficiary}
        extended
      />
      <DeleteBeneficiaryDialog beneficiary={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
