import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconAlertTriangle, IconCalendarDue } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayRate, paidPercent } from '@/features/loans/lib/loanMath';
import { LOAN_STATUS, type Loan, loanTypeLabel } from '@/features/loans/lib/loanTypes';
import { displayDate } from '@/lib/format';
import { LoanSchedule } from './LoanSchedule';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/**
 * One loan: type, term, APR, status, paid progress,
 * principal, monthly payment, rate, months left (the server's count of unpaid instalments), next payment due with Make Payment, current
 * balance, original amount and term; the arrears (amount overdue, missed instalments) when
 * any, and the repayment schedule behind 'Show schedule'.
 */
export function LoanCard({ loan, onPay }: { loan: Loan; onPay: () => void }) {
  const { t } = useTranslation();
  const status = LOAN_STATUS[loan.status];
  const percent = paidPercent(loan.principal, loan.currentBalance);
  const title = t(loanTypeLabel(loan.loanType));
  const term = t('{{count}} months', { count: loan.termMonths });
  const [showSchedule, setShowSchedule] = useState(false);
  const scheduleId = `loan-${loan.id}-schedule`;
  return (
    <Paper withBorder p="md" component="li" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {term} · {t('{{rate}} APR', { rate: displayRate(loan.interestRate) })}
            </Text>
          </Stack>
          <Badge color={status?.color ?? 'gray'} variant="dot">
            {status ? t(status.label) : loan.status}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">{t('Paid off')}</Text>
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} aria-label={t('Paid off')} size="md" />
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={t('Principal')} value={displayUsd(loan.principal)} />
          <Figure label={t('Monthly Payment')} value={displayUsd(loan.monthlyPayment)} />
          <Figure label={t('Interest Rate')} value={displayRate(loan.interestRate)} />
          <Figure label={t('Months Left')} value={String(loan.monthsLeft)} />
        </SimpleGrid>
        {loan.missedInstalments > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t('Payment overdue')}
          >
            {t('{{amount}} overdue · {{count}} missed instalments', {
              amount: displayUsd(loan.amountOverdue),
              count: loan.missedInstalments,
            })}
          </Alert>
        )}
        <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconCalendarDue size={20} aria-hidden="true" />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('Next Payment Due')}
                </Text>
                <Text fw={600}>
                  {loan.nextPaymentDate ? displayDate(loan.nextPaymentDate) : t('None')}
                </Text>
              </Stack>
            </Group>
            {loan.status === 'ACTIVE' && (
              <Button size="xs" onClick={onPay}>
                {t('Make Payment')}
              </Button>
            )}
          </Group>
        </Paper>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('Current Balance')} value={displayUsd(loan.currentBalance)} />
          <Figure label={t('Original Amount')} value={displayUsd(loan.principal)} />
          <Figure label={t('Term')} value={term} />
        </SimpleGrid>
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          aria-expanded={showSchedule}
          aria-controls={scheduleId}
          onClick={() => setShowSchedule((v) => !v)}
        >
          {showSchedule ? t('Hide schedule') : t('Show schedule')}
        </Button>
        <div id={scheduleId}>{showSchedule && <LoanSchedule loanId={loan.id} />}</div>
      </Stack>
    </Paper>
  );
}
