import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { cryptoUnits } from '@shared/dto';
import { decimalToCents, displayUsd } from '@shared/money';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

export type OrderSide = 'BUY' | 'SELL';

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
  const { options, accountId, setPicked } = usePayingAccount();
  const [cryptoId, setCryptoId] = useState<string | null>(
    initialCrypto ?? (side === 'SELL' ? holdings[0]?.id : markets[0]?.id) ?? null,
  );
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!cryptoId) next.cryptoId = t('Select a cryptocurrency');
    if (!accountId) next.accountId = t('Select an account');
    let amount = '';
    if (buy) {
      const parsed = amountToDecimal(amountText);
      if (parsed.ok) amount = parsed.amount;
      else next.amount = t(parsed.error);
    } else if (cryptoUnits.safeParse(amountText).success) {
      amount = amountText;
    } else {
      next.amount = t('Amount must be more than 0 with at most 6 decimals');
    }
    setErrors(next);
    if (!cryptoId || !accountId || Object.keys(next).length > 0) return;
    place.mutate(
      { side, cryptoId, accountId: Number(accountId), amount },
      {
        onSuccess: (order) => {
          const values = {
            units: order.units,
            symbol: coin?.symbol ?? cryptoId,
            amount: displayUsd(order.amount),
          };
          showToast({
            title: buy ? t('Buy Order Placed') : t('Sell Order Placed'),
            message: buy
              ? t('Bought {{units}} {{symbol}} for {{amount}}', values)
              : t('Sold {{units}} {{symbol}} for {{amount}}', values),
          });
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, buy ? t('Failed to buy') : t('Failed to sell')),
          });
        },
      },
    );
  };

  const choices = buy ? markets : markets.filter((m) => holdings.some((h) => h.id === m.id));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('Cryptocurrency')}
          data={choices.map((m) => ({ value: m.id, label: `${m.name} (${m.symbol})` }))}
          value={cryptoId}
          onChange={setCryptoId}
          allowDeselect={false}
          error={errors.cryptoId}
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
            onValueChange={(values) => setAmountText(values.value)}
            error={errors.amount}
          />
        ) : (
          <NumberInput
            label={t('Amount (units)')}
            step={0.000001}
            min={0}
            decimalScale={6}
            allowNegative={false}
            value={amountText}
            onValueChange={(values) => setAmountText(values.value)}
            error={errors.amount}
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
          onChange={setPicked}
          error={errors.accountId}
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
