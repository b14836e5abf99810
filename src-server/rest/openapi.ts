/**
 * The OpenAPI document of the REST API, generated from the same tRPC procedures the
 * screens use (trpc-to-openapi), so the documented paths can never drift from the code.
 */
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../trpc/root';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
let cached: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document for `/api` (built once). */
export function openApiDocument(bankName: string): OpenApiDocument {
  cached ??= generateOpenApiDocument(appRouter, {
    title: `${bankName} REST API`,
    description:
      'The documented /api paths of the demo bank. Amounts are decimal strings with two decimals; ' +
      'sign in with POST /api/auth/login, which sets the HttpOnly `session` cookie that every other call sends. ' +
      'Errors are JSON {message, code} (plus `issues` for invalid input).',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
    },
  });
  cached.paths ??= {};
  for (const [ext, type] of [
    ['csv', 'text/csv'],
    ['pdf', 'application/pdf'],
  ] as const) {
    cached.paths[`/accounts/{id}/statement.${ext}`] = {
      get: {
        tags: ['accounts'],
        summary: `Statement of an account as ${ext.toUpperCase()}`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          {
            name: 'from',
            in: 'query',
            required: false,
            schema: { type: 'string', format: 'date' },
            description: 'First day (YYYY-MM-DD); default the opening day',
          },
          {
            name: 'to',
            in: 'query',
            required: false,
            schema: { type: 'string', format: 'date' },
            description: 'Last day (YYYY-MM-DD); default today',
          },
        ],
        responses: {
          '200': {
            description: 'The statement file',
            content: { [type]: { schema: { type: 'string', format: 'binary' } } },
          },
          '401': { description: 'Not signed in' },
          '404': { description: 'Not your account' },
        },
      },
    };
  }
  return cached;
}
