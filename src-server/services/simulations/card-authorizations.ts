/**
 * Simulated card network: merchants ask to authorize purchases on the bank's cards. An
 * approved authorization holds the amount on the card's account (the available balance
 * drops, the posted balance does not); settling it captures the hold and posts the purchase
 * to EXTERNAL_CLEARING ("Card purchase at {merchant}"); reversing it releases the hold.
 * Declines hold nothing: a card frozen by its customer or blocked by an admin, an available
 * balance short of the amount, or the magic amount 4.04 ("do not honor").
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cardAuthorizations, creditCards } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { Conflict, notFound } from '../../domain/errors';
import { noteSimulation } from '../../events/collect';
import { heldCents } from '../../ledger/balances';
import { captureHolds, placeHold, releaseHolds } from '../../ledger/holds';
import { postJournal } from '../../ledger/post';
import type { CardAuthorizationSchema } from '../../shared/dto';
import { displayUsd, formatCents } from '../../shared/money';
import { accountById, accountLabel } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';

/** A card authorization row as Drizzle reads it: amount in integer cents. */
export type CardAuthorizationRow = typeof cardAuthorizations.$inferSelect;
/** A card authorization on the wire (see CardAuthorizationSchema). */
export type CardAuthorizationDto = z.infer<typeof CardAuthorizationSchema>;
type DeclineReason = NonNullable<CardAuthorizationRow['declineReason']>;

/** The magic amount the card network always declines with "do not honor": 4.04, in cents. */
export const DO_NOT_HONOR_CENTS = 404;

/** A card authorization as the API answers it (amount as a two-decimal string, ISO times). */
export function toCardAuthorizationDto(r: CardAuthorizationRow): CardAuthorizationDto {
  return {
    id: r.id,
    cardId: r.cardId,
    accountId: r.accountId,
    amount: formatCents(r.amount),
    merchant: r.merchant,
    status: r.status,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    endedAt: r.endedAt?.toISOString() ?? null,
  };
}

/** A purchase the simulated card network asks to authorize: the card, amount and merchant. */
export interface CardAuthorizationInput {
  cardId: number;
  /** Cents, more than 0. */
  amount: number;
  merchant: string;
}

/**
 * Authorizes (or declines) a purchase on card `input.cardId`, checked in this order: blocked
 * by an admin (CARD_BLOCKED), frozen by its customer (CARD_FROZEN), the magic amount 4.04
 * (DO_NOT_HONOR), the account's available balance below the amount (INSUFFICIENT_FUNDS).
 * Approved: an ACTIVE hold of the amount on the card's account. Either way the
 * authorization is stored and audited (SIMULATED_CARD_AUTHORIZATION); a decline is told to
 * the customer.
 * @param adminId the admin running the simulation
 * @param now business time
 * @returns the authorization, APPROVED or DECLINED (with declineReason)
 * @throws NOT_FOUND (404) for an unknown card; CONFLICT (409) when the card's account is closed
 */
export function authorizeCard(
  db: Db,
  adminId: number,
  input: CardAuthorizationInput,
  now: Date,
): CardAuthorizationDto {
  return atomically(db, () => {
    const card = db.select().from(creditCards).where(eq(creditCards.id, input.cardId)).get();
    if (!card) throw notFound('Card');
    const account = accountById(db, card.accountId)!;
    if (account.closedAt !== null) {
      throw new Conflict(`The card's account ${accountLabel(account)} is closed`);
    }
    let declineReason: DeclineReason | null = null;
    if (!card.isActive) declineReason = 'CARD_BLOCKED';
    else if (card.frozen) declineReason = 'CARD_FROZEN';
    else if (input.amount === DO_NOT_HONOR_CENTS) declineReason = 'DO_NOT_HONOR';
    else if (account.balance - heldCents(db, account.id) < input.amount) {
      declineReason = 'INSUFFICIENT_FUNDS';
    }
    const row = db
      .insert(cardAuthorizations)
      .values({
        cardId: card.id,
        accountId: account.id,
        amount: input.amount,
        merchant: input.merchant,
        status: declineReason ? 'DECLINED' : 'APPROVED',
        declineReason,
        createdAt: now,
      })
      .returning()
      .get();
    if (!declineReason) {
      placeHold(db, {
        accountId: account.id,
        owner: { cardAuthorizationId: row.id },
        amount: input.amount,
        at: now,
      });
    }
    const dto = toCardAuthorizationDto(row);
    noteSimulation(db, account.userId, simulationEvent(dto));
    recordAudit(db, {
      actorId: adminId,
      action: 'SIMULATED_CARD_AUTHORIZATION',
      targetType: 'card_authorization',
      targetId: row.id,
      after: dto,
      at: now,
    });
    if (declineReason) {
      notify(db, account.userId, {
        type: 'TRANSACTION',
        title: 'Card purchase declined',
        message: `A purchase of ${displayUsd(input.amount)} at ${input.merchant} with card ••••${card.cardNumber.slice(-4)} was declined (${DECLINE_TEXT[declineReason]}).`,
        priority: 'HIGH',
        at: now,
      });
    }
    return dto;
  });
}

const DECLINE_TEXT: Record<DeclineReason, string> = {
  CARD_BLOCKED: 'the card is blocked',
  CARD_FROZEN: 'the card is frozen',
  INSUFFICIENT_FUNDS: 'insufficient funds',
  DO_NOT_HONOR: 'do not honor',
};

/** Reads an authorization that may still end; refuses one that cannot. */
function approved(db: Db, id: number, action: 'settle' | 'reverse'): CardAuthorizationRow {
  const row = db.select().from(cardAuthorizations).where(eq(cardAuthorizations.id, id)).get();
  if (!row) throw notFound('Card authorization');
  if (row.status !== 'APPROVED') {
    throw new Conflict(
      `Card authorization ${row.id} is ${row.status}: only an APPROVED authorization can be ${action === 'settle' ? 'settled' : 'reversed'}`,
      row.status === 'DECLINED' ? 'DECLINED' : 'ALREADY_ENDED',
    );
  }
  return row;
}

/**
 * Settles (captures) an APPROVED authorization: the hold ends as CAPTURED and one journal
 * entry posts the purchase, account −amount ("Card purchase at {merchant}") and
 * EXTERNAL_CLEARING +amount. Audited (SIMULATED_CARD_SETTLED).
 * @param now business time: the posting date
 * @returns the SETTLED authorization
 * @throws NOT_FOUND (404); CONFLICT (409) when it was declined, settled or reversed already
 */
export function settleCardAuthorization(
  db: Db,
  adminId: number,
  id: number,
  now: Date,
): CardAuthorizationDto {
  return atomically(db, () => {
    const before = approved(db, id, 'settle');
    captureHolds(db, { cardAuthorizationId: id }, now);
    const description = `Card purchase at ${before.merchant}`;
    const { journalId } = postJournal(db, {
      kind: 'CARD_PURCHASE',
      description,
      createdBy: adminId,
      at: now,
      lines: [
        {
          accountId: before.accountId,
          amount: -before.amount,
          description,
          category: 'SHOPPING',
          reference: `AUTH-${before.id}`,
        },
        { ledger: 'EXTERNAL_CLEARING', amount: before.amount },
      ],
    });
    return finish(db, adminId, before, { status: 'SETTLED', journalId, endedAt: now });
  });
}

/**
 * Reverses an APPROVED authorization: the hold is released (the available balance rises
 * again) and nothing is posted. Audited (SIMULATED_CARD_REVERSED).
 * @returns the REVERSED authorization
 * @throws NOT_FOUND (404); CONFLICT (409) when it was declined, settled or reversed already
 */
export function reverseCardAuthorization(
  db: Db,
  adminId: number,
  id: number,
  now: Date,
): CardAuthorizationDto {
  return atomically(db, () => {
    const before = approved(db, id, 'reverse');
    releaseHolds(db, { cardAuthorizationId: id }, now);
    return finish(db, adminId, before, { status: 'REVERSED', endedAt: now });
  });
}

/** The live event of an authorization's new status. */
function simulationEvent(dto: CardAuthorizationDto) {
  return {
    kind: 'card-authorization' as const,
    id: dto.id,
    status: dto.status,
    accountId: dto.accountId,
    amount: dto.amount,
    reason: dto.declineReason,
  };
}

function finish(
  db: Db,
  adminId: number,
  before: CardAuthorizationRow,
  change: { status: 'SETTLED' | 'REVERSED'; journalId?: number; endedAt: Date },
): CardAuthorizationDto {
  const after = db
    .update(cardAuthorizations)
    .set(change)
    .where(eq(cardAuthorizations.id, before.id))
    .returning()
    .get()!;
  const dto = toCardAuthorizationDto(after);
  const owner = accountById(db, after.accountId);
  if (owner) noteSimulation(db, owner.userId, simulationEvent(dto));
  recordAudit(db, {
    actorId: adminId,
    action: change.status === 'SETTLED' ? 'SIMULATED_CARD_SETTLED' : 'SIMULATED_CARD_REVERSED',
    targetType: 'card_authorization',
    targetId: before.id,
    before: toCardAuthorizationDto(before),
    after: dto,
    at: change.endedAt,
  });
  return dto;
}
