/**
 * Account-information consents. A third party asks (status `received`); the customer opens the
 * bank's own screen, signs in, and approves with the PIN step-up (`valid`, choosing accounts
 * unless all were asked for) or refuses (`rejected`); the third party reads while it is valid;
 * the customer revokes it (`revokedByPsu`) or the third party ends it (`terminatedByTpp`).
 * A received or valid consent past its `validUntil` (a business date) reads as `expired`.
 * Every date is business time (`now` from the request).
 *
 * This file holds the third party's side (asking, reading, ending) and what both sides share;
 * the customer's side (approving, refusing, revoking) is customer-consents.ts.
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { accounts, psd2ConsentAccounts, psd2Consents } from '../db/schema';
import { atomically } from '../db/transaction';
import type { ConsentStatusSchema } from '../shared/dto/open-banking';
import { Psd2Error } from './errors';
import type { ThirdPartyCaller } from './third-parties';
import type { AccountAccessSchema, ConsentRequestSchema } from './wire';

type Access = z.infer<typeof AccountAccessSchema>;
type ConsentRow = typeof psd2Consents.$inferSelect;
/**
 * A consent's status as Berlin Group NextGenPSD2 names it: received, valid, rejected,
 * revokedByPsu, terminatedByTpp or expired.
 */
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** The business date (YYYY-MM-DD, UTC) of a business time. */
export function businessDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A fresh id nobody can guess or count through: `prefix` and 12 random bytes in lowercase
 * base32 (20 characters), e.g. `cns-…` for a consent, `acc-…` for a granted account.
 */
export function opaqueId(prefix: string): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}${encodeBase32LowerCaseNoPadding(bytes)}`;
}

/** The status a consent shows on `today`: `expired` once a received or valid one is past its date. */
export function statusOn(row: ConsentRow, today: string): ConsentStatus {
  if ((row.status === 'received' || row.status === 'valid') && row.validUntil < today) {
    return 'expired';
  }
  return row.status;
}

/**
 * The access a consent asked for, as the third party sent it (stored as JSON).
 * @throws SyntaxError only if the stored JSON was damaged
 */
export function parsedAccess(row: ConsentRow): Access {
  return JSON.parse(row.access) as Access;
}

/**
 * Records a third party's request for a consent (status `received`).
 * @param request the parsed body: access, recurringIndicator, validUntil (a date, not before
 *   the business day), frequencyPerDay (1 for a one-off consent)
 * @param state the third party's own value handed back on the redirect, if any
 * @returns the new consent's opaque id
 * @throws Psd2Error FORMAT_ERROR (400) for a date in the past or a one-off consent read more
 *   than once a day
 */
export function createConsent(
  db: Db,
  caller: ThirdPartyCaller,
  request: z.infer<typeof ConsentRequestSchema>,
  state: string | null,
  now: Date,
): string {
  if (request.validUntil < businessDay(now)) {
    throw new Psd2Error('FORMAT_ERROR', 'validUntil must not be before today');
  }
  if (!request.recurringIndicator && request.frequencyPerDay !== 1) {
    throw new Psd2Error(
      'FORMAT_ERROR',
      'A one-off consent (recurringIndicator false) has frequencyPerDay 1',
    );
  }
  const id = opaqueId('cns-');
  db.insert(psd2Consents)
    .values({
      id,
      thirdPartyId: caller.id,
      access: JSON.stringify(request.access),
      recurringIndicator: request.recurringIndicator,
      validUntil: request.validUntil,
      frequencyPerDay: request.frequencyPerDay,
      status: 'received',
      state,
      createdAt: now,
      statusChangedAt: now,
    })
    .run();
  return id;
}

/**
 * A consent of the calling third party.
 * @throws Psd2Error CONSENT_UNKNOWN (403) for an unknown id or another third party's consent
 */
export function consentOfThirdParty(db: Db, caller: ThirdPartyCaller, id: string): ConsentRow {
  const row = db.select().from(psd2Consents).where(eq(psd2Consents.id, id)).get();
  if (!row || row.thirdPartyId !== caller.id) {
    throw new Psd2Error('CONSENT_UNKNOWN', 'No consent with this id was given to this third party');
  }
  return row;
}

/** The granted accounts of a consent with their numbers and rights. */
export function grantedAccounts(db: Db, consentId: string) {
  return db
    .select({
      resourceId: psd2ConsentAccounts.resourceId,
      accountId: accounts.id,
      accountNumber: accounts.accountNumber,
      accountType: accounts.accountType,
      balances: psd2ConsentAccounts.balances,
      transactions: psd2ConsentAccounts.transactions,
      closedAt: accounts.closedAt,
    })
    .from(psd2ConsentAccounts)
    .innerJoin(accounts, eq(accounts.id, psd2ConsentAccounts.accountId))
    .where(eq(psd2ConsentAccounts.consentId, consentId))
    .orderBy(accounts.id)
    .all();
}

/**
 * The consent as NextGenPSD2's GET /consents/{id} gives it: the access as asked, or once
 * granted, the granted accounts named by BBAN under each right.
 */
export function consentInformation(db: Db, row: ConsentRow, now: Date) {
  const asked = parsedAccess(row);
  const granted = grantedAccounts(db, row.id);
  const ref = (a: { accountNumber: string }) => ({ bban: a.accountNumber, currency: 'USD' });
  const access: Access =
    granted.length === 0
      ? asked
      : {
          accounts: granted.map(ref),
          ...(granted.some((a) => a.balances)
            ? { balances: granted.filter((a) => a.balances).map(ref) }
            : {}),
          ...(granted.some((a) => a.transactions)
            ? { transactions: granted.filter((a) => a.transactions).map(ref) }
            : {}),
          ...(asked.allPsd2 ? { allPsd2: asked.allPsd2 } : {}),
        };
  return {
    access,
    recurringIndicator: row.recurringIndicator,
    validUntil: row.validUntil,
    frequencyPerDay: row.frequencyPerDay,
    lastActionDate: businessDay(row.statusChangedAt),
    consentStatus: statusOn(row, businessDay(now)),
  };
}

/**
 * The third party ends its consent (`terminatedByTpp`); ending an ended one changes nothing.
 * @throws Psd2Error CONSENT_UNKNOWN (403) as {@link consentOfThirdParty}
 */
export function terminateConsent(db: Db, caller: ThirdPartyCaller, id: string, now: Date): void {
  const row = consentOfThirdParty(db, caller, id);
  if (row.status !== 'received' && row.status !== 'valid') return;
  db.update(psd2Consents)
    .set({ status: 'terminatedByTpp', statusChangedAt: now })
    .where(eq(psd2Consents.id, row.id))
    .run();
}

/**
 * The consent a read names in its `Consent-ID` header, checked and counted: it must be the
 * caller's, valid and not past its date; a read without the customer (no `PSU-IP-Address`)
 * counts towards `frequencyPerDay` for the business day.
 * @throws Psd2Error FORMAT_ERROR (400) without the header; CONSENT_UNKNOWN (403);
 *   CONSENT_EXPIRED (401) past its date; CONSENT_INVALID (401) when not (or no longer) valid;
 *   ACCESS_EXCEEDED (429) past the day's reads
 */
export function consentForRead(
  db: Db,
  caller: ThirdPartyCaller,
  consentId: string | undefined,
  psuPresent: boolean,
  now: Date,
): ConsentRow {
  if (!consentId) throw new Psd2Error('FORMAT_ERROR', 'The Consent-ID header is required');
  return atomically(db, () => {
    const row = consentOfThirdParty(db, caller, consentId);
    const today = businessDay(now);
    const status = statusOn(row, today);
    if (status === 'expired') {
      throw new Psd2Error('CONSENT_EXPIRED', `The consent expired after ${row.validUntil}`);
    }
    if (status !== 'valid') {
      throw new Psd2Error(
        'CONSENT_INVALID',
        status === 'received'
          ? 'The customer has not approved this consent yet'
          : `The consent is not valid (status ${status})`,
      );
    }
    if (!psuPresent) {
      const used = row.usageDay === today ? row.usageCount : 0;
      if (used >= row.frequencyPerDay) {
        throw new Psd2Error(
          'ACCESS_EXCEEDED',
          `The consent allows ${row.frequencyPerDay} reads a day without the customer; try again tomorrow`,
        );
      }
      db.update(psd2Consents)
        .set({ usageDay: today, usageCount: used + 1 })
        .where(eq(psd2Consents.id, row.id))
        .run();
    }
    return row;
  });
}
