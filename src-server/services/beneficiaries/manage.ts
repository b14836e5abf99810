/**
 * Saved beneficiaries (GET /api/beneficiaries/{userId}; POST /api/beneficiaries; DELETE /api/beneficiaries/{id}). A beneficiary is never changed
 * in place: editing writes a new version and retires the old one, deleting retires it, so a
 * past transfer keeps pointing at what it was sent to. A payee is saved once: saving one that
 * matches a current beneficiary of the same customer answers that one (findSameBeneficiary).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, notFound } from '../../domain/errors';
import {
  type BeneficiarySchema,
  type BeneficiaryValues,
  looksLikeIban,
} from '../../shared/beneficiary';
import { recordAudit } from '../audit/record';
import { byId, type Page, type PageQuery, tablePage } from '../paging';
import { moveCommitments, payeeCommitments } from './commitments';

/** A beneficiary row as Drizzle reads it (a retired version has `retiredAt`). */
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
/** A beneficiary on the wire (see BeneficiarySchema). */
export type BeneficiaryDto = z.infer<typeof BeneficiarySchema>;

/** Maps a row to the wire. */
export function toBeneficiaryDto(row: BeneficiaryRow): BeneficiaryDto {
  const { retiredAt: _retired, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

/** Oldest first, as saved. */
const BENEFICIARY_ORDER = byId<BeneficiaryRow>(beneficiaries.id, 'asc');

/**
 * One page of the current (not retired) beneficiaries of `userId`, oldest first, with their
 * count (index on user).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listBeneficiaries(db: Db, userId: number, q: PageQuery): Page<BeneficiaryDto> {
  const filters = and(eq(beneficiaries.userId, userId), isNull(beneficiaries.retiredAt));
  return tablePage(db, beneficiaries, filters, BENEFICIARY_ORDER, q, toBeneficiaryDto);
}

/**
 * A current beneficiary of `userId`.
 * @throws NOT_FOUND when missing, retired, or someone else's
 */
export function getOwnedBeneficiary(db: Db, id: number, userId: number): BeneficiaryRow {
  const row = db.select().from(beneficiaries).where(eq(beneficiaries.id, id)).get();
  if (!row || row.userId !== userId || row.retiredAt !== null) throw notFound('Beneficiary');
  return row;
}

/** An account number as compared: spaces removed, upper case (as the input schema stores it). */
const normalAccount = (accountNumber: string) => accountNumber.replace(/\s+/g, '').toUpperCase();

/** A SWIFT/BIC as compared: upper case, an 8-letter code as its head office branch ('XXX'). */
const normalBic = (bic: string | null) => {
  if (bic === null) return null;
  const code = bic.trim().toUpperCase();
  return code.length === 8 ? `${code}XXX` : code;
};

/**
 * The current (not retired) beneficiary of `userId` that is the same payee as `values`, or
 * undefined. A WIRE payee is the same as a current WIRE beneficiary with the same IBAN (account
 * number without spaces, upper case) or, when the account number is not an IBAN, with the same
 * account number and SWIFT/BIC (an 8-letter BIC being its 'XXX' branch). Any other payee (LOCAL,
 * EXTERNAL, INTERNAL) is the same as a current non-WIRE beneficiary with the same account
 * number and routing number (both absent counts as the same). Names, bank names and addresses
 * are not compared. Served by the partial index `beneficiaries_user_account_idx`.
 * @returns the oldest such beneficiary (the one the customer saved first)
 */
export function findSameBeneficiary(
  db: Db,
  userId: number,
  values: Pick<
    BeneficiaryValues,
    'accountNumber' | 'routingNumber' | 'beneficiaryType' | 'swiftCode'
  >,
): BeneficiaryRow | undefined {
  const accountNumber = normalAccount(values.accountNumber);
  const candidates = db
    .select()
    .from(beneficiaries)
    .where(
      and(
        eq(beneficiaries.userId, userId),
        eq(beneficiaries.accountNumber, accountNumber),
        isNull(beneficiaries.retiredAt),
      ),
    )
    .orderBy(asc(beneficiaries.id))
    .all();
  const wire = values.beneficiaryType === 'WIRE';
  return candidates.find((row) => {
    if ((row.beneficiaryType === 'WIRE') !== wire) return false;
    if (wire) {
      return (
        looksLikeIban(accountNumber) || normalBic(row.swiftCode) === normalBic(values.swiftCode)
      );
    }
    return (row.routingNumber ?? null) === (values.routingNumber ?? null);
  });
}

/**
 * Saves a new beneficiary for `userId` and returns it; when `userId` already has a current
 * beneficiary for the same payee (findSameBeneficiary), saves nothing and returns that one, so
 * a payee typed again (by hand or by a transfer to a new payee) is listed once.
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function createBeneficiary(
  db: Db,
  userId: number,
  values: BeneficiaryValues,
  now: Date,
): BeneficiaryDto {
  return atomically(db, () => {
    const same = findSameBeneficiary(db, userId, values);
    if (same) return toBeneficiaryDto(same);
    const row = db
      .insert(beneficiaries)
      .values({ ...values, userId, createdAt: now })
      .returning()
      .get();
    recordAudit(db, {
      actorId: userId,
      action: 'BENEFICIARY_CREATED',
      targetType: 'beneficiary',
      targetId: row.id,
      after: toBeneficiaryDto(row),
      at: now,
    });
    return toBeneficiaryDto(row);
  });
}

/**
 * Edits a beneficiary: the new version is saved and the old one retired, in one transaction.
 * The old version's SCHEDULED transfers and standing orders that have not ended go to the new
 * version (moveCommitments): the customer corrected the payee, not the payments.
 * A payee is saved once: an edit that makes it the same payee as another current beneficiary
 * of `userId` (findSameBeneficiary) is refused, and nothing changes.
 * @returns the new version (with a new id)
 * @throws NOT_FOUND when the old one is not a current beneficiary of `userId`; CONFLICT (409)
 *   when the new values are another current beneficiary's payee
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function updateBeneficiary(
  db: Db,
  userId: number,
  id: number,
  values: BeneficiaryValues,
  now: Date,
): BeneficiaryDto {
  return atomically(db, () => {
    const old = getOwnedBeneficiary(db, id, userId);
    db.update(beneficiaries).set({ retiredAt: now }).where(eq(beneficiaries.id, id)).run();
    // Matched after the retirement, so the edited beneficiary is never its own match; a
    // refusal rolls the retirement back with the rest.
    const same = findSameBeneficiary(db, userId, values);
    if (same) {
      throw conflict(
        `You already have this payee saved as ${same.name}: edit that one, or delete it first.`,
      );
    }
    const row = db
      .insert(beneficiaries)
      .values({ ...values, userId, createdAt: now })
      .returning()
      .get();
    moveCommitments(db, id, row.id);
    recordAudit(db, {
      actorId: userId,
      action: 'BENEFICIARY_UPDATED',
      targetType: 'beneficiary',
      targetId: row.id,
      before: toBeneficiaryDto(old),
      after: toBeneficiaryDto(row),
      at: now,
    });
    return toBeneficiaryDto(row);
  });
}

/**
 * Deletes (retires) a beneficiary of `userId`. A payee that SCHEDULED transfers or standing
 * orders (ACTIVE or PAUSED) still pay is kept: each would fail at close of business, a
 * standing order every period.
 * @throws NOT_FOUND when it is not a current beneficiary of `userId`; CONFLICT (409) while
 *   payments are still due to it (the message counts them and says what to do)
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function deleteBeneficiary(db: Db, userId: number, id: number, now: Date): void {
  atomically(db, () => {
    const old = getOwnedBeneficiary(db, id, userId);
    const due = payeeCommitments(db, id);
    if (due.scheduled > 0 || due.standingOrders > 0) {
      throw conflict(
        `Scheduled transfers to this payee: ${due.scheduled}; standing orders: ${due.standingOrders}. Cancel them before deleting the payee, or edit the payee instead: they follow the edit.`,
      );
    }
    db.update(beneficiaries).set({ retiredAt: now }).where(eq(beneficiaries.id, id)).run();
    recordAudit(db, {
      actorId: userId,
      action: 'BENEFICIARY_DELETED',
      targetType: 'beneficiary',
      targetId: id,
      before: toBeneficiaryDto(old),
      at: now,
    });
  });
}
