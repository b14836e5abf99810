import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { useTRPC } from '@/lib/trpc';

/**
 * Confirmation of payee: while the customer types an account number at this bank's own
 * routing number, names the member who holds it ("Jane C."), or says that no account has
 * that number. Nothing shows for another bank, whose accounts cannot be checked.
 */
export function PayeeConfirmation({
  routingNumber,
  accountNumber,
}: {
  routingNumber: string;
  accountNumber: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const brand = useBrand();
  // Asked once typing pauses: the lookup is limited to 30 a minute.
  const [query] = useDebouncedValue(
    { routingNumber: routingNumber.trim(), accountNumber: accountNumber.replace(/\s+/g, '') },
    400,
  );
  const onUs = query.routingNumber === brand.routingNumber && query.accountNumber.length >= 4;
  const lookup = useQuery({
    ...trpc.payees.lookup.queryOptions(query),
    enabled: onUs,
    staleTime: 60_000,
    retry: false,
  });
  if (!onUs || !lookup.data) return null;
  return lookup.data.match ? (
    <Text size="sm" c="teal.8" role="status" data-testid="payee-confirmation">
      {t('Account holder at {{bank}}: {{name}}', { bank: brand.name, name: lookup.data.name })}
    </Text>
  ) : (
    <Text size="sm" c="red.8" role="status" data-testid="payee-confirmation">
      {t('No account at {{bank}} has this number.', { bank: brand.name })}
    </Text>
  );
}
