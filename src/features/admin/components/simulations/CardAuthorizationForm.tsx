import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type CardChoice,
  CardPicker,
  CustomerPicker,
} from '@/features/admin/components/ui/Pickers';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';
import { useNarrowedPick, withoutOwner } from './pickedCustomer';
import { Outcome, SimulationCard } from './SimulationCard';
import { CardAuthorizationFormSchema, checkedId } from './simulationForms';

/** What became of an authorization, as the result's sentence says it. */
const AUTHORIZATION_SENTENCES = {
  APPROVED:
    "Card authorization of {{amount}} at {{merchant}} approved on {{customer}}'s {{card}}: the amount is held until it is settled or reversed (authorization {{id}}).",
  DECLINED:
    "Card authorization of {{amount}} at {{merchant}} declined on {{customer}}'s {{card}}: {{reason}} (authorization {{id}}).",
  SETTLED:
    "Card purchase of {{amount}} at {{merchant}} settled on {{customer}}'s {{card}}: the purchase is posted (authorization {{id}}).",
  REVERSED:
    "Card authorization of {{amount}} at {{merchant}} reversed on {{customer}}'s {{card}}: the hold is released (authorization {{id}}).",
} as const;

/** Why a card authorization was declined, as a person says it. */
const DECLINE_REASONS: Record<string, string> = {
  CARD_BLOCKED: 'the card is blocked',
  CARD_FROZEN: 'the customer froze the card',
  DO_NOT_HONOR: 'do not honor',
  INSUFFICIENT_FUNDS: 'insufficient funds',
};

/**
 * The card network asks for an authorization of `amount` at `merchant` on the card picked:
 * approved (a hold on the available balance) or declined with its reason; an approved one is
 * then settled (posted) or reversed (the hold released).
 */
export function CardAuthorizationForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const authorize = useMutation(trpc.adminSimulations.authorizeCard.mutationOptions());
  const settle = useMutation(trpc.adminSimulations.settleCardAuthorization.mutationOptions());
  const reverse = useMutation(trpc.adminSimulations.reverseCardAuthorization.mutationOptions());
  const { form, input } = useSchemaForm(CardAuthorizationFormSchema, {
    cardId: '',
    amount: '12.34',
    merchant: 'Corner Grocery',
  });
  const pick = useNarrowedPick<CardChoice>((value) => form.setFieldValue('cardId', value));
  const cardInput = input('cardId');
  const last = settle.data ?? reverse.data ?? authorize.data;
  const error = settle.error ?? reverse.error ?? authorize.error;
  const approved = authorize.data?.status === 'APPROVED' ? authorize.data : undefined;
  const end = (which: typeof settle) => {
    if (!approved) return;
    settle.reset();
    reverse.reset();
    which.mutate({ id: approved.id });
  };
  // The card used, with its customer's name.
  const used = useQuery({
    ...trpc.adminLookup.cards.queryOptions({ id: last?.cardId ?? 0 }),
    enabled: last !== undefined,
  }).data?.items[0];
  return (
    <SimulationCard
      title="Card authorization"
      description="A merchant asks to authorize a purchase: approved holds the amount until it is settled or reversed. The amount 4.04 is always declined (do not honor)."
      pending={authorize.isPending}
      submitLabel="Authorize"
      onSubmit={form.onSubmit((values) => {
        settle.reset();
        reverse.reset();
        authorize.mutate({
          cardId: checkedId(values.cardId),
          amount: values.amount,
          merchant: values.merchant,
        });
      })}
      outcome={
        <Stack gap="xs">
          {approved && !settle.data && !reverse.data && (
            <Group>
              <Button variant="light" onClick={() => end(settle)} loading={settle.isPending}>
                {t('Settle')}
              </Button>
              <Button variant="default" onClick={() => end(reverse)} loading={reverse.isPending}>
                {t('Reverse')}
              </Button>
            </Group>
          )}
          <Outcome error={error}>
            {last && (
              <Stack gap={4}>
                <Text size="sm">
                  {t(AUTHORIZATION_SENTENCES[last.status], {
                    amount: displayUsd(last.amount),
                    merchant: last.merchant,
                    customer: used?.customerName ?? '…',
                    card: withoutOwner(used),
                    reason: t(
                      DECLINE_REASONS[last.declineReason ?? ''] ?? last.declineReason ?? '',
                    ),
                    id: last.id,
                  })}
                </Text>
                <AnchorLink size="sm" to="/admin/transactions" search={{ account: last.accountId }}>
                  {t("View the account's statement rows")}
                </AnchorLink>
              </Stack>
            )}
          </Outcome>
        </Stack>
      }
    >
      <CustomerPicker label="Customer" {...pick.customerPicker} />
      <CardPicker
        label="Card"
        userId={pick.userId}
        value={cardInput.value as string}
        error={cardInput.error}
        required
        onChange={pick.onPick}
      />
      <TextInput label={t('Amount')} {...input('amount')} required />
      <TextInput label={t('Merchant')} {...input('merchant')} required />
    </SimulationCard>
  );
}
