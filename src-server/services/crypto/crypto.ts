/**
 * Cryptocurrency at static sample prices (Cryptocurrency). Orders are real: USD moves through the ledger between the
 * customer's account and EXTERNAL_CLEARING (the exchange), holdings change in millionths.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cryptoHoldings, cryptoOrders } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, businessRule, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { type CryptoHoldingSchema, type CryptoOrderSchema, cryptoUnits } from '../../shared/dto';
import { displayUsd, formatCents, parseCents } from '../../shared/money';
import { getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { formatMillionths } from '../investments/list';
import { notify } from '../notifications/notify';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { assertAvailable } from '../transfers/settlement';

/** The sample market: price in cents, 24 h change in basis points. Static by design. */
export const SAMPLE_MARKET = [
  { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', price: 6_743_218, change24h: 214 },
  { id: 'ethereum', name: 'Ethereum', symbol: 'ETH', price: 351_244, change24h: -87 },
  { id: 'cardano', name: 'Cardano', symbol: 'ADA', price: 45, change24h: 312 },
  { id: 'solana', name: 'Solana', symbol: 'SOL', price: 14_820, change24h: 505 },
  { id: 'polkadot', name: 'Polkadot', symbol: 'DOT', price: 685, change24h: -142 },
] as const;

type Coin = (typeof SAMPLE_MARKET)[number];

const percent = (bp: number) =>
  `${bp < 0 ? '-' : ''}${Math.trunc(Math.abs(bp) / 100)}.${String(Math.abs(bp) % 100).padStart(2, '0')}`;

/** Cents for `units` millionths at `price` cents per unit, rounded down. */
const unitsValue = (units: number, price: number) =>
  Number((BigInt(units) * BigInt(price)) / 1_000_000n);

function coin(id: string): Coin {
  const found = SAMPLE_MARKET.find((c) => c.id === id || c.symbol === id.toUpperCase());
  if (!found) throw notFound('Cryptocurrency');
  return found;
}

/** The sample market, labelled as sample prices. */
export function markets() {
  return SAMPLE_MARKET.map((c) => ({
    id: c.id,
    name: c.name,
    symbol: c.symbol,
    price: formatCents(c.price),
    change24h: percent(c.change24h),
    sample: true as const,
  }));
}

/** The holdings of `userId` valued at the sample prices. */
export function portfolio(db: Db, userId: number): z.infer<typeof CryptoHoldingSchema>[] {
  const rows = db.select().from(cryptoHoldings).where(eq(cryptoHoldings.userId, userId)).all();
  return rows
    .filter((r) => r.units > 0)
    .map((r) => {
      const c = coin(r.cryptoId);
      return {
        id: c.id,
        name: c.name,
        symbol: c.symbol,
        price: formatCents(c.price),
        change24h: percent(c.change24h),
        holdings: formatMillionths(r.units),
        value: formatCents(unitsValue(r.units, c.price)),
      };
    });
}

/** A crypto order on the wire (see CryptoOrderSchema): cents and millionths already formatted. */
export type CryptoOrderDto = z.infer<typeof CryptoOrderSchema>;

const orderToDto = (r: typeof cryptoOrders.$inferSelect): CryptoOrderDto => ({
  id: r.id,
  side: r.side,
  cryptoId: r.cryptoId,
  accountId: r.accountId,
  amount: formatCents(r.amount),
  units: formatMillionths(r.units),
  price: formatCents(r.price),
  createdAt: r.createdAt.toISOString(),
});

/**
 * One page of the orders of `userId`, newest first (Transaction History), with their count.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listOrders(db: Db, userId: number, q: PageQuery): Page<CryptoOrderDto> {
  return tablePage(
    db,
    cryptoOrders,
    eq(cryptoOrders.userId, userId),
    byId(cryptoOrders.id, 'desc'),
    q,
    orderToDto,
  );
}

/**
 * Places a BUY (amount: USD to spend) or SELL (amount: units to sell) at the sample price.
 * @throws BAD_REQUEST for a malformed amount or one too small to buy a millionth;
 *   NOT_FOUND for an unknown coin or another's account;
 *   UNPROCESSABLE_CONTENT when the account or the holdings do not cover it
 * @param now business time (the bank's clock): the order's date, its posting and statement date
 */
export function placeOrder(
  db: Db,
  userId: number,
  input: { side: 'BUY' | 'SELL'; cryptoId: string; accountId: number; amount: string | number },
  now: Date,
): CryptoOrderDto {
  const c = coin(input.cryptoId);
  let usd: number;
  let units: number;
  if (input.side === 'BUY') {
    const parsed = parseCents(input.amount);
    if (!parsed.ok || parsed.cents <= 0)
      throw badRequest(`amount: ${parsed.ok ? 'Amount must be more than 0' : parsed.error}`);
    usd = parsed.cents;
    units = Number((BigInt(usd) * 1_000_000n) / BigInt(c.price));
  } else {
    const parsed = cryptoUnits.safeParse(input.amount);
    if (!parsed.success) throw badRequest(`amount: ${parsed.error.issues[0]?.message}`);
    units = parsed.data;
    usd = unitsValue(units, c.price);
  }
  if (units <= 0 || usd <= 0) throw badRequest('amount: The order is too small');
  return atomically(db, () => {
    const account = getOwnedAccount(db, input.accountId, userId);
    const held =
      db
        .select({ units: cryptoHoldings.units })
        .from(cryptoHoldings)
        .where(and(eq(cryptoHoldings.userId, userId), eq(cryptoHoldings.cryptoId, c.id)))
        .get()?.units ?? 0;
    if (input.side === 'BUY') assertAvailable(db, account.id, usd);
    else if (held < units)
      throw businessRule(
        `You hold ${formatMillionths(held)} ${c.symbol}, less than ${formatMillionths(units)}`,
      );
    const sign = input.side === 'BUY' ? -1 : 1;
    postJournal(db, {
      kind: `CRYPTO_${input.side}`,
      description: `Crypto ${input.side.toLowerCase()} ${formatMillionths(units)} ${c.symbol}`,
      createdBy: userId,
      at: now,
      lines: [
        {
          accountId: account.id,
          amount: sign * usd,
          description: `Crypto ${input.side === 'BUY' ? 'purchase' : 'sale'} - ${formatMillionths(units)} ${c.symbol}`,
          category: 'CRYPTO',
        },
        { ledger: 'EXTERNAL_CLEARING', amount: -sign * usd },
      ],
    });
    db.insert(cryptoHoldings)
      .values({ userId, cryptoId: c.id, units: -sign * units })
      .onConflictDoUpdate({
        target: [cryptoHoldings.userId, cryptoHoldings.cryptoId],
        set: { units: sql`${cryptoHoldings.units} + ${-sign * units}` },
      })
      .run();
    const order = db
      .insert(cryptoOrders)
      .values({
        userId,
        accountId: account.id,
        side: input.side,
        cryptoId: c.id,
        amount: usd,
        units,
        price: c.price,
        createdAt: now,
      })
      .returning()
      .get();
    recordAudit(db, {
      actorId: userId,
      action: `CRYPTO_${input.side}`,
      targetType: 'crypto_order',
      targetId: order.id,
      after: orderToDto(order),
      at: now,
    });
    notify(db, userId, {
      type: 'TRANSACTION',
      title: input.side === 'BUY' ? 'Buy Order Placed' : 'Sell Order Placed',
      message: `${input.side === 'BUY' ? 'Bought' : 'Sold'} ${formatMillionths(units)} ${c.symbol} for ${displayUsd(usd)} at the sample price.`,
      at: now,
    });
    return orderToDto(order);
  });
}
