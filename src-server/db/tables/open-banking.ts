/**
 * Open banking (PSD2): third-party providers, their consents and the accounts each consent covers.
 */
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { users } from './people';

/**
 * Third parties (TPPs) an admin registered for the open-banking API (openbanking/): a name the
 * customer sees, the URI the customer is sent back to after approving or refusing a consent,
 * and the API key they send as `X-API-Key` (`<id>.<secret>`; only a SHA-256 hash of the secret
 * is kept). A revoked third party's key stops working at once.
 */
export const thirdParties = sqliteTable('third_parties', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  keyHash: blob('key_hash', { mode: 'buffer' }).notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
});

/**
 * Account-information consents (NextGenPSD2): what a third party asked for (`access` as JSON,
 * as it sent it), until when (`valid_until`, a business date) and how often a day it may read
 * without the customer; the customer who approved or refused it; and its status (received,
 * valid, rejected, revokedByPsu, terminatedByTpp; `expired` is read from the date). Reads
 * without the customer are counted per business day (`usage_day`, `usage_count`).
 */
export const psd2Consents = sqliteTable(
  'psd2_consents',
  {
    id: text('id').primaryKey(),
    thirdPartyId: text('third_party_id')
      .notNull()
      .references(() => thirdParties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    access: text('access').notNull(),
    recurringIndicator: integer('recurring_indicator', { mode: 'boolean' }).notNull(),
    validUntil: text('valid_until').notNull(),
    frequencyPerDay: integer('frequency_per_day').notNull(),
    status: text('status', {
      enum: ['received', 'valid', 'rejected', 'revokedByPsu', 'terminatedByTpp'],
    }).notNull(),
    /** The third party's own value, handed back on the redirect (`state`). */
    state: text('state'),
    usageDay: text('usage_day'),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    statusChangedAt: integer('status_changed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('psd2_consents_user_idx').on(t.userId, t.createdAt),
    index('psd2_consents_third_party_idx').on(t.thirdPartyId),
  ],
);

/**
 * The accounts a customer granted under a consent, each with the opaque `resource_id` the
 * third party names it by (never the bank's own account id), and what may be read of it.
 */
export const psd2ConsentAccounts = sqliteTable(
  'psd2_consent_accounts',
  {
    resourceId: text('resource_id').primaryKey(),
    consentId: text('consent_id')
      .notNull()
      .references(() => psd2Consents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    balances: integer('balances', { mode: 'boolean' }).notNull(),
    transactions: integer('transactions', { mode: 'boolean' }).notNull(),
  },
  (t) => [index('psd2_consent_accounts_consent_idx').on(t.consentId, t.accountId)],
);
