import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { CryptoOrderInputSchema, cryptoUnits } from '@shared/dto';
import { decimalToCents, displayUsd } from '@shared/money';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type CryptoHolding,
  type CryptoMarket,
  centsForUnits,
  formatUnits,
  unitsForCents,
} from '@/features/crypto/lib/cryptoMath';
import { AccountSelect } from '@/features/transfers/components/AccountSelect';
import { usePayingAccount } from '@/features/transfers/lib/accounts';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { AmountTextSchema, checkedAmount } from '@/features/transfers/lib/amountField';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Whether the order buys coins (amount in USD) or sells them (amount in units). */
export type OrderSide = 'BUY' | 'SELL';

/** The API's order rules with the form's choices: a coin and an account must be chosen. */
const OrderFormSchema = CryptoOrderInputSchema.extend({
  cryptoId: z.string().nullable().refine(Boolean, 'Select a cryptocurrency'),
  accountId: z.string().nullable().refine(Boolean, 'Select an account'),
});
/** BUY: USD as the money forms check it. */
const BuyFormSchema = OrderFormSchema.extend({ amount: AmountTextSchema });
/** SELL: units, more than 0 with at most 6 decimals (the API's own rule). */
const SellFormSchema = OrderFormSchema.extend({ amount: cryptoUnits });

interface CryptoOrderModalProps {
  side: OrderSide | null;
  markets: CryptoMarket[];
  holdings: CryptoHolding[];
  /** The coin chosen first, e.g. from a Markets row. */
  initialCrypto?: string;
  onClose: () => void;
}

/**
 * The Buy and Sell dialogs:
 * BUY spends USD (step 0.01) from an account, SELL sells units (step 0.000001) into one,
 * at the sample prices through `crypto.placeOrder`.
 */
export function CryptoOrderModal({ side, onClose, ...rest }: CryptoOrderModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={side !== null}
      onClose={onClose}
      title={side === 'SELL' ? t('Sell Crypto') : t('Buy Crypto')}
      centered
    >
      {side && <OrderForm side={side} onDone={onClose} {...rest} />}
    </Modal>
  );
}

interface OrderFormProps extends Omit<CryptoOrderModalProps, 'side' | 'onClose'> {
  side: OrderSide;
  onDone: () => void;
}

function OrderForm({ side, markets, holdings, initialCrypto, onDone }: OrderFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const place = useMutation(trpc.crypto.placeOrder.mutationOptions());
  // Without a pick, accountId is the first checking account (or the first account).
  const { options, accountId: payingAccount } = usePayingAccount();
  const { form, input } = useSchemaForm(side === 'BUY' ? BuyFormSchema : SellFormSchema, {
    side,
    cryptoId: initialCrypto ?? (side === 'SELL' ? holdings[0]?.id : markets[0]?.id) ?? null,
    accountId: null as string | null,
    amount: '',
  });
  const { cryptoId, amount: amountText } = form.values;
  const accountId = form.values.accountId ?? payingAccount;
  const coin = markets.find((m) => m.id === cryptoId);
  const held = holdings.find((h) => h.id === cryptoId);
  const buy = side === 'BUY';

  // The estimate at the sample price, in integers.
  const estimate = (() => {
    if (!coin || !amountText) return null;
    const price = decimalToCents(coin.price);
    if (buy) {
      const amount = amountToDecimal(amountText);
      return amount.ok
        ? `≈ ${formatUnits(unitsForCents(decimalToCents(amount.amount), price))} ${coin.symbol}`
        : null;
    }
    const units = cryptoUnits.safeParse(amountText);
    return units.success ? `≈ ${displayUsd(centsForUnits(units.data, price))}` : null;
  })();

  const send = form.onSubmit((values) => {
    const crypto = values.cryptoId as string;
    place.mutate(
      {
        side,
        cryptoId: crypto,
        accountId: Number(values.accountId),
        amount: buy ? checkedAmount(values.amount) : values.amount,
      },
      {
        onSuccess: (order) => {
          const shown = {
            units: order.units,
            symbol: coin?.symbol ?? crypto,
            amount: displayUsd(order.amount),
          };
          showToast({
            title: buy ? t('Buy Order Placed') : t('Sell Order Placed'),
            message: buy
              ? t('Bought {{units}} {{symbol}} for {{amount}}', shown)
              : t('Sold {{units}} {{symbol}} for {{amount}}', shown),
          });
          onDone();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, buy ? t('Failed to buy') : t('Failed to sell')),
          });
        },
      },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The account shown (the pick or the default) is the one checked and sent.
    form.setFieldValue('accountId', accountId);
    send(event);
  };

  const choices = buy ? markets : markets.filter((m) => holdings.some((h) => h.id === m.id));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('Cryptocurrency')}
          data={choices.map((m) => ({ value: m.id, label: `${m.name} (${m.symbol})` }))}
          value={cryptoId}
          onChange={(value) => form.setFieldValue('cryptoId', value)}
          allowDeselect={false}
          error={input('cryptoId').error}
          description={
            coin
              ? t('Sample price: {{price}}', { price: displayUsd(coin.price) }) +
                (held ? ` · ${t('You hold {{units}}', { units: held.holdings })}` : '')
              : undefined
          }
        />
        {buy ? (
          <NumberInput
            label={t('Amount (USD)')}
            prefix="$"
            step={0.01}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            value={amountText}
            onValueChange={(values) => form.setFieldValue('amount', values.value)}
            error={input('amount').error}
          />
        ) : (
          <NumberInput
            label={t('Amount (units)')}
            step={0.000001}
            min={0}
            decimalScale={6}
            allowNegative={false}
            value={amountText}
            onValueChange={(values) => form.setFieldValue('amount', values.value)}
            error={input('amount').error}
          />
        )}
        {estimate && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {estimate}
          </Text>
        )}
        <AccountSelect
          label={buy ? t('Pay From') : t('Credit To')}
          placeholder={t('Select account')}
          options={options}
          value={accountId}
          onChange={(value) => form.setFieldValue('accountId', value)}
          error={input('accountId').error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={place.isPending} color={buy ? undefined : 'red'}>
            {buy ? t('Buy') : t('Sell')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
