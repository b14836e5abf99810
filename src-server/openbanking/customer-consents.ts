/**
 * The customer's side of account-information consents: the bank's own approval screen, where a
 * signed-in customer approves a received consent with the PIN step-up or refuses it, and
 * Settings, where the customer sees the consents decided and revokes a valid one. Apart from
 * consents.ts, which serves the third party, because these calls come from the bank's own
 * pages on the customer's session, never from the third party's API.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionRow } from '../auth/session';
import type { Db } from '../db/client';
import { accounts, psd2ConsentAccounts, psd2Consents, thirdParties } from '../db/schema';
import { atomically } from '../db/transaction';
import { badRequest, conflict, notFound } from '../domain/errors';
import { verifyPin } from '../services/users/pin';
import type { CustomerConsentSchema } from '../shared/dto/open-banking';
import {
  businessDay,
  type ConsentStatus,
  grantedAccounts,
  opaqueId,
  parsedAccess,
  statusOn,
} from './consents';
import type { AccountAccessSchema } from './wire';

type Access = z.infer<typeof AccountAccessSchema>;
type ConsentRow = typeof psd2Consents.$inferSelect;
type CustomerConsent = z.infer<typeof CustomerConsentSchema>;

/**
 * What the consent asks for, as the customer is shown it.
 * @returns which rights it asks for (accounts, balances, transactions), whether for all
 *   accounts, and the account numbers it names (BBAN, else IBAN)
 */
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
