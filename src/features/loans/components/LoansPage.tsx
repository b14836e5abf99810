import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { displayUsd } from '@shared/money';
import { IconBuildingBank, IconFilePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { LOAN_STATUS, type Loan, loanTypeLabel } from '@/features/loans/lib/loanTypes';
import { useBrand } from '@/lib/brand';
import { errorMessage } from '@/lib/errors';
import { displayDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { LoanApplicationModal } from './LoanApplicationModal';
import { LoanCard } from './LoanCard';
import { LoanPaymentModal } from './LoanPaymentModal';

/** The Apply for Loan card and the user's stored applications. */
function ApplyCard({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const applications = useQuery(trpc.loans.applications.queryOptions());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="apply-title">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} variant="light" aria-hidden="true">
            <IconFilePlus size={22} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="md" id="apply-title">
              {t('Apply for Loan')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('Personal, auto, mortgage and business loans.')}
            </Text>
          </Stack>
        </Group>
        <Button onClick={onApply}>{t('Apply Now')}</Button>
      </Group>
      {applications.data && applications.data.length > 0 && (
        <Stack gap={6} mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <Text size="sm" fw={600}>
            {t('Your applications')}
          </Text>
          {applications.data.map((a) => (
            <Group key={a.id} component="li" justify="space-between" gap="xs">
              <Text size="sm">
                {t(loanTypeLabel(a.loanType))} · {displayUsd(a.amount)} · {displayDate(a.createdAt)}
              </Text>
              <Badge variant="dot" color={LOAN_STATUS[a.status]?.color ?? 'gray'}>
                {LOAN_STATUS[a.status] ? t(LOAN_STATUS[a.status]!.label) : a.status}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * `/loans`: the signed-in user's loans, titled with the brand's short name ('Acme Loans'), with Make Payment and Apply for Loan.
 */
export function LoansPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const brand = useBrand();
  const { data: user } = useSessionUser();
  const loans = useQuery({
    ...trpc.loans.byUser.queryOptions({ userId: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const [paying, setPaying] = useState<Loan | null>(null);
  const [applying, applyDialog] = useDisclosure(false);

  const body = () => {
    if (loans.isPending) return <FullPageLoading compact />;
    if (loans.isError) {
      return (
        <Alert color="red" title={t('Error')}>
          {errorMessage(loans.error, t('Could not load your loans.'))}
        </Alert>
      );
    }
    if (loans.data.length === 0) {
      return (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap={4}>
            <IconBuildingBank size={40} color="var(--mantine-color-gray-5)" aria-hidden="true" />
            <Text fw={600}>{t('No loans found')}</Text>
            <Text size="sm" c="dimmed">
              {t('Contact our loan department')}
            </Text>
            <Anchor
              href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}
              size="sm"
              fw={600}
              style={{ whiteSpace: 'nowrap' }}
            >
              {brand.phone}
            </Anchor>
          </Stack>
        </Paper>
      );
    }
    return (
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {loans.data.map((loan) => (
          <LoanCard key={loan.id} loan={loan} onPay={() => setPaying(loan)} />
        ))}
      </Stack>
    );
  };

  return (
    <>
      <BackButton />
      <Title order={1} fz="h3" my="md">
        {t('{{shortName}} Loans', { shortName: brand.shortName })}
      </Title>
      <Stack gap="md">
        {body()}
        <ApplyCard onApply={applyDialog.open} />
      </Stack>
      <LoanPaymentModal loan={paying} onClose={() => setPaying(null)} />
      <LoanApplicationModal opened={applying} onClose={applyDialog.close} />
    </>
  );
}
