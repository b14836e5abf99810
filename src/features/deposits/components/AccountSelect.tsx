import { Select } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountTypeLabel } from '@/i18n/format';
import { useTRPC } from '@/lib/trpc';

interface AccountSelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** 'Deposit to': the customer's accounts, each with its type, last digits and balance. */
export function AccountSelect({ value, onChange, error }: AccountSelectProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const accounts = useQuery(trpc.accounts.mine.queryOptions());
  const data = (accounts.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${accountTypeLabel(a.accountType, t)} ••••${a.accountNumber.slice(-4)} (${displayUsd(a.balance)})`,
  }));
  return (
    <Select
      label={t('Deposit to')}
      placeholder={t('Choose an account')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      allowDeselect={false}
      required
    />
  );
}
