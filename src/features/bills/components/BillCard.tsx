import { Badge, Button, Group, Paper, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { displayUsd } from '@shared/money';
import {
  type Icon,
  IconBolt,
  IconBuildingBank,
  IconDeviceMobile,
  IconFileInvoice,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILL_CATEGORIES, type Bill, shownStatus } from '@/features/bills/lib/bills';
import { errorMessage } from '@/lib/errors';
import { displayDate } from '@/lib/format';
import { showErrorToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const ICONS: Record<string, Icon> = {
  UTILITIES: IconBolt,
  TELECOMMUNICATIONS: IconDeviceMobile,
  INSURANCE: IconShieldCheck,
  LOANS: IconBuildingBank,
};

const STATUS: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  PAID: { label: 'Paid', color: 'green' },
  OVERDUE: { label: 'Overdue', color: 'red' },
};

interface BillCardProps {
  bill: Bill;
  onPay: () => void;
}

/**
 * One bill: category icon, biller, category, due date,
 * Recurring badge, amount, status badge (Overdue by the bank's day) and Pay Now while PENDING;
 * a recurring PENDING bill has an Autopay switch (`bills.setAutopay`).
 */
export function BillCard({ bill, onPay }: BillCardProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const autopay = useMutation(
    trpc.bills.setAutopay.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.bills.page.pathKey() }),
      onError: (error) =>
        showErrorToast({
          title: t('Error'),
          message: errorMessage(error, t('Failed to update autopay')),
        }),
    }),
  );
  const CategoryIcon = ICONS[bill.category] ?? IconFileInvoice;
  const category = BILL_CATEGORIES.find((c) => c.value === bill.category);
  const status = shownStatus(bill);
  const known = STATUS[status];
  return (
    <Paper withBorder p="md" component="li" aria-label={bill.billerName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <CategoryIcon size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {bill.billerName}
            </Text>
            <Text size="sm" c="dimmed">
              {category ? t(category.label) : bill.category}
            </Text>
            <Text size="xs" c="dimmed">
              {t('Due: {{date}}', { date: displayDate(bill.dueDate) })}
            </Text>
            {bill.isRecurring === 'true' && (
              <Badge variant="outline" color="brand" size="sm" w="fit-content">
                {t('Recurring')}
              </Badge>
            )}
            {bill.isRecurring === 'true' && bill.status === 'PENDING' && (
              <Switch
                size="xs"
                mt={4}
                label={t('Autopay')}
                checked={bill.autopay}
                disabled={autopay.isPending}
                onChange={(e) => autopay.mutate({ id: bill.id, autopay: e.currentTarget.checked })}
              />
            )}
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700}>{displayUsd(bill.amount)}</Text>
          <Badge color={known?.color ?? 'gray'} variant="dot">
            {known ? t(known.label) : status}
          </Badge>
          {bill.status === 'PENDING' && (
            <Button
              size="xs"
              onClick={onPay}
              aria-label={t('Pay Now: {{biller}}', { biller: bill.billerName })}
            >
              {t('Pay Now')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
