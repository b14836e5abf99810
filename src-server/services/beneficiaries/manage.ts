/**
 * Saved beneficiaries (GET /api/beneficiaries/{userId}; POST /api/beneficiaries; DELETE /api/beneficiaries/{id}). A beneficiary is never changed
 * in place: editing writes a new version and retires the old one, deleting retires it, so a
 * past transfer keeps pointing at what it was sent to.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { notFound } from '../../domain/errors';
import type { BeneficiarySchema, BeneficiaryValues } from '../../shared/beneficiary';
import { recordAudit } from '../audit/record';
import { byId, type Page, type PageQuery, tablePage } from '../paging';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
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

/**
 * Saves a new beneficiary for `userId`; returns it.
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function createBeneficiary(
  db: Db,
  userId: number,
  values: BeneficiaryValues,
  now: Date,
): BeneficiaryDto {
  return atomically(db, () => {
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
 * @returns the new version (with a new id)
 * @throws NOT_FOUND when the old one is not a current beneficiary of `userId`
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
    const row = db
      .insert(beneficiaries)
      .values({ ...values, userId, createdAt: now })
      .returning()
      .get();
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
 * Deletes (retires) a beneficiary of `userId`.
 * @throws NOT_FOUND when it is not a current beneficiary of `userId`
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function deleteBeneficiary(db: Db, userId: number, id: number, now: Date): void {
  atomically(db, () => {
    const old = getOwnedBeneficiary(db, id, userId);
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
