/**
 * The OpenAPI document of the REST API, generated from the same tRPC procedures the
 * screens use (trpc-to-openapi), so the documented paths can never drift from the code;
 * `openapi-contract.ts` then states each operation's security, statuses and examples from
 * its procedure's kind, and `openapi-files.ts` adds the routes that are not procedures.
 */
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../trpc/root';
import { applyContract, documentTags } from './openapi-contract';
import { addFileOperations } from './openapi-files';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
let cached: OpenApiDocument | undefined;

const TAGS: Record<string, string> = {
  system: 'Health and branding',
  auth: 'Signing in and out',
  accounts: 'Accounts, statements and cards',
  transfers: 'Transfers between accounts and to beneficiaries',
  beneficiaries: 'Saved payees',
  security: 'Transaction PIN',
  settings: 'Profile, password, preferences and sessions',
  tokens: 'Personal API tokens',
  notifications: 'Messages from the bank',
  bills: 'Bills to pay',
  loans: 'Loans, payments and applications',
  investments: 'Investment holdings',
  support: 'Support tickets and feedback',
  crypto: 'Crypto markets, portfolio and orders',
  enrollment: 'Opening an account (places for the form)',
  admin: 'Admin only: operations for users with role ADMIN',
};

/**
 * The OpenAPI 3.1 document for `/api` (built once).
 * @param bankName the brand's name, used in the title
 */
export function openApiDocument(bankName: string): OpenApiDocument {
  if (cached) return cached;
  const doc = generateOpenApiDocument(appRouter, {
    title: `${bankName} REST API`,
    description:
      'The documented /api paths of the demo bank. Amounts are decimal strings with two decimals. ' +
      'Sign in with POST /api/auth/login, which sets the HttpOnly `session` cookie, or send a ' +
      'personal API token as `Authorization: Bearer <token>`. ' +
      'Errors are JSON {message, code} (plus `issues` for invalid input).',
    version: '1.0.0',
    baseUrl: '/api',
  });
  addFileOperations(doc);
  applyContract(doc);
  doc.info.contact = { name: `${bankName} API support`, url: 'https://example.com/support' };
  doc.info.license = { name: 'Demonstration use only', identifier: 'LicenseRef-Demo' };
  doc.tags = documentTags(doc, TAGS);
  // The one server is the bank itself, meant for its customers and trainees (not internal).
  for (const server of doc.servers ?? []) Object.assign(server, { 'x-internal': false });
  cached = doc;
  return doc;
}
