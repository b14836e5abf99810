/**
 * The NextGenPSD2 wire shapes of the open-banking API (zod): what a third party sends and what
 * it gets back. The API parses requests with them and its OpenAPI document is made from them.
 */
import { z } from 'zod';

/** An account as NextGenPSD2 names it; this bank's account numbers are BBANs. */
export const AccountReferenceSchema = z
  .object({
    iban: z.string().min(1).max(34).optional(),
    bban: z.string().min(1).max(34).optional(),
    currency: z.string().length(3).optional(),
  })
  .refine((r) => r.iban !== undefined || r.bban !== undefined, 'Name the account by iban or bban')
  .meta({ id: 'AccountReference' });

/**
 * What a consent asks for: lists of accounts for `accounts`, `balances` and `transactions`
 * (empty lists: the customer chooses the accounts on the bank's screen), or `allPsd2:
 * "allAccounts"` for every account with balances and transactions.
 */
export const AccountAccessSchema = z
  .object({
    accounts: z.array(AccountReferenceSchema).max(20).optional(),
    balances: z.array(AccountReferenceSchema).max(20).optional(),
    transactions: z.array(AccountReferenceSchema).max(20).optional(),
    allPsd2: z.literal('allAccounts').optional(),
  })
  .refine(
    (a) => a.accounts || a.balances || a.transactions || a.allPsd2,
    'Ask for accounts, balances, transactions or allPsd2',
  )
  .meta({ id: 'AccountAccess' });

/** The body of POST /psd2/v1/consents. */
export const ConsentRequestSchema = z
  .object({
    access: AccountAccessSchema,
    recurringIndicator: z.boolean(),
    validUntil: z.iso.date().meta({ description: 'Last business day the consent is valid' }),
    frequencyPerDay: z.int().min(1).max(100),
    combinedServiceIndicator: z.boolean().optional(),
  })
  .meta({
    id: 'Consents',
    example: {
      access: { balances: [], transactions: [] },
      recurringIndicator: true,
      validUntil: '2027-06-30',
      frequencyPerDay: 4,
    },
  });

/** A link to follow. */
export const HrefSchema = z.object({ href: z.string() }).meta({ id: 'HrefType' });

/** The consent statuses of NextGenPSD2 this API gives. */
export const ConsentStatusSchema = z
  .enum(['received', 'valid', 'rejected', 'revokedByPsu', 'terminatedByTpp', 'expired'])
  .meta({ id: 'ConsentStatus' });

/** The answer to POST /psd2/v1/consents (201). */
export const ConsentCreatedSchema = z
  .object({
    consentStatus: ConsentStatusSchema,
    consentId: z.string(),
    _links: z.object({ scaRedirect: HrefSchema, self: HrefSchema, status: HrefSchema }),
  })
  .meta({ id: 'ConsentsResponse-201' });

/** GET /psd2/v1/consents/{consentId}/status. */
export const ConsentStatusResponseSchema = z
  .object({ consentStatus: ConsentStatusSchema })
  .meta({ id: 'ConsentStatusResponse-200' });

/** GET /psd2/v1/consents/{consentId}: the consent as asked, then as granted. */
export const ConsentInformationSchema = z
  .object({
    access: AccountAccessSchema,
    recurringIndicator: z.boolean(),
    validUntil: z.iso.date(),
    frequencyPerDay: z.int(),
    lastActionDate: z.iso.date(),
    consentStatus: ConsentStatusSchema,
    _links: z.object({ account: HrefSchema.optional(), status: HrefSchema }),
  })
  .meta({ id: 'ConsentInformationResponse-200' });

/** An amount: ISO 4217 currency and a decimal string with two digits, negative for debits. */
export const AmountSchema = z
  .object({ currency: z.string().length(3), amount: z.string().regex(/^-?\d+\.\d{2}$/) })
  .meta({ id: 'Amount' });

/** One account the consent covers, named by its opaque `resourceId`. */
export const AccountDetailsSchema = z
  .object({
    resourceId: z.string(),
    bban: z.string(),
    currency: z.string(),
    name: z.string(),
    product: z.string(),
    cashAccountType: z.literal('CACC'),
    status: z.literal('enabled'),
    _links: z.object({ balances: HrefSchema.optional(), transactions: HrefSchema.optional() }),
  })
  .meta({ id: 'AccountDetails' });

/** GET /psd2/v1/accounts. */
export const AccountListSchema = z
  .object({ accounts: z.array(AccountDetailsSchema) })
  .meta({ id: 'AccountList' });

/** One balance of an account. */
export const BalanceSchema = z
  .object({
    balanceAmount: AmountSchema,
    balanceType: z.enum(['closingBooked', 'interimAvailable']),
    referenceDate: z.iso.date(),
  })
  .meta({ id: 'Balance' });

/** GET /psd2/v1/accounts/{account-id}/balances. */
export const ReadBalanceResponseSchema = z
  .object({
    account: z.object({ bban: z.string(), currency: z.string() }),
    balances: z.array(BalanceSchema),
  })
  .meta({ id: 'ReadAccountBalanceResponse-200' });

/** One transaction, booked or pending. */
export const TransactionDetailsSchema = z
  .object({
    transactionId: z.string(),
    bookingDate: z.iso.date().optional(),
    valueDate: z.iso.date(),
    transactionAmount: AmountSchema,
    remittanceInformationUnstructured: z.string(),
  })
  .meta({ id: 'Transactions' });

/** GET /psd2/v1/accounts/{account-id}/transactions. */
export const TransactionsResponseSchema = z
  .object({
    account: z.object({ bban: z.string(), currency: z.string() }),
    transactions: z.object({
      booked: z.array(TransactionDetailsSchema).optional(),
      pending: z.array(TransactionDetailsSchema).optional(),
      _links: z.object({ account: HrefSchema, next: HrefSchema.optional() }),
    }),
  })
  .meta({ id: 'TransactionsResponse-200' });

const LIMIT_RANGE = 'limit must be a whole number from 1 to 100';

/** The query of GET /psd2/v1/accounts/{account-id}/transactions. */
export const TransactionsQuerySchema = z
  .object({
    bookingStatus: z.enum(['booked', 'pending', 'both']),
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    // Decimal digits only: coercion alone would read '0x10' as 16 and '1e1' as 10.
    limit: z
      .string()
      .regex(/^[0-9]{1,3}$/, LIMIT_RANGE)
      .transform(Number)
      .pipe(z.int().min(1, LIMIT_RANGE).max(100, LIMIT_RANGE))
      .default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'dateFrom must not be after dateTo',
  });

/** Every refusal: one ERROR message with a NextGenPSD2 code. */
export const TppMessagesSchema = z
  .object({
    tppMessages: z.array(
      z.object({ category: z.literal('ERROR'), code: z.string(), text: z.string() }),
    ),
  })
  .meta({ id: 'Error400NGAIS' });
