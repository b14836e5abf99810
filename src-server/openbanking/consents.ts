/**
 * Account-information consents. A third party asks (status `received`); the customer opens the
 * bank's own screen, signs in, and approves with the PIN step-up (`valid`, choosing accounts
 * unless all were asked for) or refuses (`rejected`); the third party reads while it is valid;
 * the customer revokes it (`revokedByPsu`) or the third party ends it (`terminatedByTpp`).
 * A received or valid consent past its `validUntil` (a business date) reads as `expired`.
 * Every date is business time (`now` from the request).
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionRow } from '../auth/session';
import type { Db } from '../db/client';
import { accounts, psd2ConsentAccounts, psd2Consents, thirdParties } from '../db/schema';
import { atomically } from '../db/transaction';
import { badRequest, conflict, notFound } from '../domain/errors';
import { verifyPin } from '../services/users/pin';
import type { ConsentStatusSchema, CustomerConsentSchema } from '../shared/dto/open-banking';
import { Psd2Error } from './errors';
import type { ThirdPartyCaller } from './third-parties';
import type { AccountAccessSchema, ConsentRequestSchema } from './wire';

type Access = z.infer<typeof AccountAccessSchema>;
type ConsentRow = typeof psd2Consents.$inferSelect;
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;
type CustomerConsent = z.infer<typeof CustomerConsentSchema>;

/** The business date (YYYY-MM-DD, UTC) of a business time. */
export function businessDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function opaqueId(prefix: string): string {
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

function parsedAccess(row: ConsentRow): Access {
  return JSON.parse(row.access) as Access;
}

/** What the consent asks for, as the customer is shown it. */
export function accessSummary(access: Access): CustomerConsent['access'] {
  const all = access.allPsd2 === 'allAccounts';
  const named = new Set<string>();
  for (const list of [access.accounts, access.balances, access.transactions]) {
    for (const ref of list ?? []) named.add(ref.bban ?? ref.iban ?? '');
  }
  return {
    accounts: all || Boolean(access.accounts || access.balances || access.transactions),
    balances: all || Boolean(access.balances),
    transactions: all || Boolean(access.transactions),
    allAccounts: all,
    named: [...named].filter(Boolean),
  };
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

function redirectUrl(redirectUri: string, row: ConsentRow, outcome: 'ok' | 'nok'): string {
  const url = new URL(redirectUri);
  url.searchParams.set('consentId', row.id);
  url.searchParams.set('result', outcome);
  if (row.state) url.searchParams.set('state', row.state);
  return url.toString();
}

function customerView(db: Db, row: ConsentRow, tppName: string, now: Date): CustomerConsent {
  return {
    id: row.id,
    thirdPartyName: tppName,
    access: accessSummary(parsedAccess(row)),
    recurringIndicator: row.recurringIndicator,
    validUntil: row.validUntil,
    frequencyPerDay: row.frequencyPerDay,
    status: statusOn(row, businessDay(now)),
    createdAt: row.createdAt.toISOString(),
    accounts: grantedAccounts(db, row.id).map((a) => a.accountNumber),
  };
}

function rowWithParty(db: Db, id: string) {
  return db
    .select({
      consent: psd2Consents,
      tppName: thirdParties.name,
      redirectUri: thirdParties.redirectUri,
      revokedAt: thirdParties.revokedAt,
    })
    .from(psd2Consents)
    .innerJoin(thirdParties, eq(thirdParties.id, psd2Consents.thirdPartyId))
    .where(eq(psd2Consents.id, id))
    .get();
}

/**
 * A consent as the customer's approval screen shows it: while `received`, to any signed-in
 * customer holding the link; once decided, only to the customer who decided it.
 * @returns the consent and the customer's open accounts to choose from (only those it named,
 *   when it named any)
 * @throws NOT_FOUND (404) for an unknown consent or another customer's
 */
export function consentForCustomer(db: Db, userId: number, id: string, now: Date) {
  const found = rowWithParty(db, id);
  if (!found || (found.consent.userId !== null && found.consent.userId !== userId)) {
    throw notFound('Consent');
  }
  const view = customerView(db, found.consent, found.tppName, now);
  const own = db
    .select({
      id: accounts.id,
      accountNumber: accounts.accountNumber,
      accountType: accounts.accountType,
    })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
    .orderBy(accounts.id)
    .all();
  const named = view.access.named;
  const choices = named.length ? own.filter((a) => named.includes(a.accountNumber)) : own;
  return { ...view, choices };
}

/**
 * The customer approves a received consent with the transaction PIN (the bank's step-up: a
 * wrong PIN is counted and throttled like any other) and the accounts chosen; a consent for
 * all accounts grants every open account. Balances and transactions are granted as asked.
 * @returns the status and the third party's redirect URI with `consentId`, `result=ok` and
 *   its `state`
 * @throws NOT_FOUND (404) as {@link consentForCustomer} or when no PIN is set; FORBIDDEN (403)
 *   for a wrong PIN; TOO_MANY_REQUESTS (429) after 5 wrong PINs; CONFLICT (409) when already
 *   decided or past its date; BAD_REQUEST (400) without an account, or one not offered
 */
export async function approveConsent(
  db: Db,
  session: SessionRow,
  input: { id: string; pin: string; accountIds: number[] },
  now: Date,
): Promise<{ status: ConsentStatus; redirectUrl: string }> {
  const view = consentForCustomer(db, session.userId, input.id, now);
  if (view.status !== 'received') throw conflict(`This consent is already ${view.status}`);
  await verifyPin(db, session, input.pin);
  const chosen = view.access.allAccounts
    ? view.choices
    : view.choices.filter((a) => input.accountIds.includes(a.id));
  if (!view.access.allAccounts && chosen.length !== new Set(input.accountIds).size) {
    throw badRequest('Choose only accounts this consent offers');
  }
  if (chosen.length === 0) throw badRequest('Choose at least one account');
  return atomically(db, () => {
    const found = rowWithParty(db, input.id);
    if (found?.consent.status !== 'received' || found.consent.userId !== null) {
      throw conflict('This consent was decided meanwhile');
    }
    const access = parsedAccess(found.consent);
    const all = access.allPsd2 === 'allAccounts';
    const covers = (list: Access['accounts'], number: string) =>
      all ||
      (list !== undefined &&
        (list.length === 0 || list.some((r) => (r.bban ?? r.iban) === number)));
    for (const account of chosen) {
      db.insert(psd2ConsentAccounts)
        .values({
          resourceId: opaqueId('acc-'),
          consentId: input.id,
          accountId: account.id,
          balances: covers(access.balances, account.accountNumber),
          transactions: covers(access.transactions, account.accountNumber),
        })
        .run();
    }
    const updated = db
      .update(psd2Consents)
      .set({ status: 'valid', userId: session.userId, statusChangedAt: now })
      .where(eq(psd2Consents.id, input.id))
      .returning()
      .get();
    return { status: 'valid' as const, redirectUrl: redirectUrl(found.redirectUri, updated, 'ok') };
  });
}

/**
 * The customer refuses a received consent (`rejected`; no PIN needed to refuse).
 * @returns the status and the redirect URI with `result=nok`
 * @throws NOT_FOUND (404) as {@link consentForCustomer}; CONFLICT (409) when already decided
 */
export function refuseConsent(db: Db, userId: number, id: string, now: Date) {
  return atomically(db, () => {
    const found = rowWithParty(db, id);
    if (!found || (found.consent.userId !== null && found.consent.userId !== userId)) {
      throw notFound('Consent');
    }
    const status = statusOn(found.consent, businessDay(now));
    if (status !== 'received') throw conflict(`This consent is already ${status}`);
    const updated = db
      .update(psd2Consents)
      .set({ status: 'rejected', userId, statusChangedAt: now })
      .where(eq(psd2Consents.id, id))
      .returning()
      .get();
    return {
      status: 'rejected' as const,
      redirectUrl: redirectUrl(found.redirectUri, updated, 'nok'),
    };
  });
}

/** The consents a customer decided, newest first, with the third party's name. */
export function customerConsents(db: Db, userId: number, now: Date): CustomerConsent[] {
  return db
    .select({ consent: psd2Consents, tppName: thirdParties.name })
    .from(psd2Consents)
    .innerJoin(thirdParties, eq(thirdParties.id, psd2Consents.thirdPartyId))
    .where(eq(psd2Consents.userId, userId))
    .orderBy(desc(psd2Consents.createdAt))
    .all()
    .map((r) => customerView(db, r.consent, r.tppName, now));
}

/**
 * The customer revokes a valid consent (`revokedByPsu`): the third party's next read is
 * refused with CONSENT_INVALID.
 * @throws NOT_FOUND (404) for an unknown consent or another customer's; CONFLICT (409) when it
 *   is no longer valid
 */
export function revokeConsent(db: Db, userId: number, id: string, now: Date): CustomerConsent {
  return atomically(db, () => {
    const found = rowWithParty(db, id);
    if (!found || found.consent.userId !== userId) throw notFound('Consent');
    const status = statusOn(found.consent, businessDay(now));
    if (status !== 'valid') throw conflict(`This consent is already ${status}`);
    const updated = db
      .update(psd2Consents)
      .set({ status: 'revokedByPsu', statusChangedAt: now })
      .where(eq(psd2Consents.id, id))
      .returning()
      .get();
    return customerView(db, updated, found.tppName, now);
  });
}
