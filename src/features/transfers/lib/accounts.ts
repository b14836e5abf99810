/** Account choices for transfer forms (each option shows type and balance). */

import type { AccountSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AccountOption } from '@/features/transfers/components/AccountSelect';
import { accountTypeLabel } from '@/i18n/format';
import { useTRPC } from '@/lib/trpc';

type Account = z.infer<typeof AccountSchema>;

/**
 * 'CHECKING - $1,234.56' ('CORRENTE - $1,234.56' in Italian, the type named as the account
 * cards name it), and beneath it 'Available: $1,000.00': pending local and wire transfers
 * hold money, so what can still be sent is shown too. Two lines rather than one long one,
 * which a phone-wide field would cut off.
 */
export function accountOption(account: Account, t: TFunction): AccountOption {
  return {
    value: String(account.id),
    label: `${accountTypeLabel(account.accountType, t)} - ${displayUsd(account.balance)}`,
    hint: t('Available: {{amount}}', { amount: displayUsd(account.availableBalance) }),
  };
}

/** The signed-in user's accounts and their picker options. */
export function useAccountOptions(): { accounts: Account[]; options: AccountOption[] } {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: accounts = [] } = useQuery(trpc.accounts.mine.queryOptions());
  const options = accounts.map((account) => accountOption(account, t));
  return { accounts, options };
}

/**
 * The account a payment comes from: the customer's pick, else the first checking account,
 * else the first account (Bill Pay; Make Payment; crypto orders).
 */
export function usePayingAccount() {
  const { accounts, options } = useAccountOptions();
  const checking = accounts.find((a) => a.accountType.toUpperCase().includes('CHECK'));
  const [picked, setPicked] = useState<string | null>(null);
  const accountId = picked ?? (checking ? String(checking.id) : (options[0]?.value ?? null));
  return { accounts, options, accountId, setPicked };
}
