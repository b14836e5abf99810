/**
 * The shapes of the open-banking pieces the bank's own screens use: third parties (admin) and
 * consents as the customer sees them (approval screen, Settings).
 */
import { z } from 'zod';
import { singleLineText } from '../text';

/** What a third party may read, as the customer is shown it. */
export const ConsentAccessSummarySchema = z.object({
  accounts: z.boolean(),
  balances: z.boolean(),
  transactions: z.boolean(),
  allAccounts: z.boolean(),
  /** Account numbers the third party named, if it named any (the customer picks among them). */
  named: z.array(z.string()),
});

/**
 * The register form of a third party: a name (1-80, one line without control characters, shown
 * to customers on the consent screen) and an http(s) redirect address.
 */
export const CreateThirdPartyInputSchema = z.object({
  name: singleLineText('Name', { required: 'Name is required', max: 80 }),
  redirectUri: z
    .url({ protocol: /^https?$/, error: 'Enter an absolute http or https address' })
    .max(500),
});

/** A third party as listed; never its key. Times are ISO-8601. */
export const ThirdPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  redirectUri: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

/** A new third party, with the API key shown this once. */
export const CreatedThirdPartySchema = ThirdPartySchema.extend({
  apiKey: z.string().meta({ description: 'Sent as X-API-Key; shown once, only a hash is kept' }),
});

/** NextGenPSD2 consent statuses; `expired` is a valid or received consent past its date. */
export const ConsentStatusSchema = z.enum([
  'received',
  'valid',
  'rejected',
  'revokedByPsu',
  'terminatedByTpp',
  'expired',
]);

/** A consent as its customer sees it. */
export const CustomerConsentSchema = z.object({
  id: z.string(),
  thirdPartyName: z.string(),
  access: ConsentAccessSummarySchema,
  recurringIndicator: z.boolean(),
  validUntil: z.iso.date(),
  frequencyPerDay: z.int(),
  status: ConsentStatusSchema,
  createdAt: z.string(),
  /** The granted accounts' numbers (none before approval). */
  accounts: z.array(z.string()),
});

/** The approval screen: the consent and the customer's accounts to choose from. */
export const ConsentRequestViewSchema = CustomerConsentSchema.extend({
  choices: z.array(z.object({ id: z.int(), accountNumber: z.string(), accountType: z.string() })),
});

/** Approving a consent: the PIN step-up and the chosen accounts (ignored for all accounts). */
export const ApproveConsentInputSchema = z.object({
  id: z.string().min(1).max(64),
  pin: z.string().regex(/^\d{4,6}$/, 'Enter your 4 to 6 digit transaction PIN'),
  accountIds: z.array(z.int().positive()).max(50).default([]),
});

/** Where the browser goes after a decision: the third party's redirect URI with the outcome. */
export const ConsentDecisionSchema = z.object({
  status: ConsentStatusSchema,
  redirectUrl: z.string(),
});
