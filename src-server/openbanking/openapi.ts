/**
 * The OpenAPI 3.1 document of the open-banking API at /psd2/v1/openapi.json, made with
 * zod-openapi from the same zod shapes the API parses and answers with (wire.ts), so the
 * document and the code cannot drift apart. Made once per base path, then kept.
 */

import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi';
import { PSD2_CODES, type Psd2Code } from './errors';
import {
  AccountListSchema,
  ConsentCreatedSchema,
  ConsentInformationSchema,
  ConsentRequestSchema,
  ConsentStatusResponseSchema,
  ReadBalanceResponseSchema,
  TppMessagesSchema,
  TransactionsResponseSchema,
} from './wire';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
type Json = any;

const RequestId = z.uuid().meta({ description: 'A UUID the client chooses; the answer echoes it' });
const ConsentIdHeader = z.string().meta({ description: 'The id of a valid consent' });
const ConsentIdPath = z
  .string()
  .meta({ description: 'The consentId the consent was created with' });
const ResourceId = z.string().meta({ description: 'An account’s resourceId from GET /accounts' });

const WHAT: Record<Psd2Code, string> = {
  FORMAT_ERROR: 'a header, parameter or body is missing or malformed',
  TOKEN_INVALID: 'the X-API-Key is missing, unknown or revoked',
  CONSENT_INVALID: 'the consent is not (or no longer) valid, or does not cover this read',
  CONSENT_EXPIRED: 'the consent is past its validUntil',
  CONSENT_UNKNOWN: 'no such consent for this third party',
  RESOURCE_UNKNOWN: 'the consent names no such account',
  SERVICE_UNKNOWN: 'no such service',
  SERVICE_INVALID: 'the path does not answer this method',
  ACCESS_EXCEEDED:
    'the consent’s frequencyPerDay is used up for today (reads without PSU-IP-Address)',
  INTERNAL_SERVER_ERROR: 'something went wrong on the bank’s side',
};

/** The error answers of an operation: one per status, naming the codes it carries. */
function errors(codes: Psd2Code[]): ZodOpenApiOperationObject['responses'] {
  const byStatus = new Map<number, Psd2Code[]>();
  for (const code of ['FORMAT_ERROR', 'TOKEN_INVALID', ...codes] as Psd2Code[]) {
    const status = PSD2_CODES[code];
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((code) => `\`${code}\`: ${WHAT[code]}`).join('; '),
        content: { 'application/json': { schema: TppMessagesSchema } },
      },
    ]),
  );
}

const json = (schema: z.ZodType, description: string) => ({
  description,
  headers: { 'X-Request-ID': { schema: { type: 'string' as const, format: 'uuid' } } },
  content: { 'application/json': { schema } },
});

const READ_CODES: Psd2Code[] = [
  'CONSENT_UNKNOWN',
  'CONSENT_INVALID',
  'CONSENT_EXPIRED',
  'ACCESS_EXCEEDED',
];

const documents = new Map<string, Json>();

/**
 * The document of the API served under `base` ('/psd2/v1', or a sandbox's '/s/{name}/psd2/v1').
 * @returns the OpenAPI 3.1 document (plain JSON, the same object on every call for a base)
 */
export function psd2Document(base: string): Json {
  const kept = documents.get(base);
  if (kept) return kept;
  const consentHeaders = z.object({ 'X-Request-ID': RequestId });
  const readHeaders = z.object({
    'X-Request-ID': RequestId,
    'Consent-ID': ConsentIdHeader,
    'PSU-IP-Address': z
      .string()
      .optional()
      .meta({ description: 'Sent when the customer takes part: the read is not counted' }),
  });
  const doc = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Open banking (NextGenPSD2 account information)',
      version: '1.3.12',
      license: { name: 'Demonstration use only', identifier: 'LicenseRef-Demo' },
      description:
        'A small subset of the Berlin Group NextGenPSD2 XS2A account-information service over this bank. ' +
        'A third party registered by the bank’s admin sends its `X-API-Key` and an `X-Request-ID` (UUID) on every call. ' +
        'It asks for a consent (`POST /consents`), sends the customer to `_links.scaRedirect` (the bank’s own screen, ' +
        'where the customer signs in and approves with the transaction PIN or refuses, then returns to the registered ' +
        'redirect URI with `consentId`, `result` and `state` from the `TPP-Redirect-State` header), then reads accounts, ' +
        'balances and transactions with the `Consent-ID` header. Reads without `PSU-IP-Address` count towards the ' +
        'consent’s `frequencyPerDay` per business day. Refusals are `{tppMessages: [{category, code, text}]}`.',
    },
    servers: [{ url: base }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    },
    security: [{ apiKey: [] }],
    paths: {
      '/consents': {
        post: {
          operationId: 'createConsent',
          tags: ['Consents'],
          summary: 'Create a consent',
          requestParams: {
            header: consentHeaders.extend({
              'TPP-Redirect-State': z
                .string()
                .max(200)
                .optional()
                .meta({ description: 'Handed back as `state` on the customer’s redirect' }),
            }),
          },
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ConsentRequestSchema } },
          },
          responses: {
            '201': json(ConsentCreatedSchema, 'Received: send the customer to scaRedirect'),
            ...errors([]),
          },
        },
      },
      '/consents/{consentId}': {
        get: {
          operationId: 'getConsentInformation',
          tags: ['Consents'],
          summary: 'Read a consent',
          requestParams: { header: consentHeaders, path: z.object({ consentId: ConsentIdPath }) },
          responses: {
            '200': json(ConsentInformationSchema, 'The consent, as asked or as granted'),
            ...errors(['CONSENT_UNKNOWN']),
          },
        },
        delete: {
          operationId: 'deleteConsent',
          tags: ['Consents'],
          summary: 'End a consent (terminatedByTpp)',
          requestParams: { header: consentHeaders, path: z.object({ consentId: ConsentIdPath }) },
          responses: { '204': { description: 'Ended' }, ...errors(['CONSENT_UNKNOWN']) },
        },
      },
      '/consents/{consentId}/status': {
        get: {
          operationId: 'getConsentStatus',
          tags: ['Consents'],
          summary: 'Read a consent’s status',
          requestParams: { header: consentHeaders, path: z.object({ consentId: ConsentIdPath }) },
          responses: {
            '200': json(ConsentStatusResponseSchema, 'The status'),
            ...errors(['CONSENT_UNKNOWN']),
          },
        },
      },
      '/accounts': {
        get: {
          operationId: 'getAccountList',
          tags: ['Accounts'],
          summary: 'The accounts the consent covers',
          requestParams: { header: readHeaders },
          responses: {
            '200': json(AccountListSchema, 'The granted accounts'),
            ...errors(READ_CODES),
          },
        },
      },
      '/accounts/{account-id}/balances': {
        get: {
          operationId: 'getBalances',
          tags: ['Accounts'],
          summary: 'An account’s balances (closingBooked, interimAvailable)',
          requestParams: { header: readHeaders, path: z.object({ 'account-id': ResourceId }) },
          responses: {
            '200': json(ReadBalanceResponseSchema, 'The balances'),
            ...errors([...READ_CODES, 'RESOURCE_UNKNOWN']),
          },
        },
      },
      '/accounts/{account-id}/transactions': {
        get: {
          operationId: 'getTransactionList',
          tags: ['Accounts'],
          summary: 'An account’s transactions, booked and pending',
          description:
            'Booked rows oldest first, `limit` a page (default 50); follow `_links.next` for the next page. ' +
            'Amounts are negative for money going out.',
          requestParams: {
            header: readHeaders,
            path: z.object({ 'account-id': ResourceId }),
            query: z.object({
              bookingStatus: z.enum(['booked', 'pending', 'both']),
              dateFrom: z.iso.date().optional(),
              dateTo: z.iso.date().optional(),
              limit: z.int().min(1).max(100).optional(),
              cursor: z.string().optional().meta({ description: 'From `_links.next`' }),
            }),
          },
          responses: {
            '200': json(TransactionsResponseSchema, 'The transactions'),
            ...errors([...READ_CODES, 'RESOURCE_UNKNOWN']),
          },
        },
      },
    },
  });
  const frozen = deepFreeze(doc);
  documents.set(base, frozen);
  return frozen;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
