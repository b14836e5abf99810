/**
 * The operations served by plain Hono routes rather than tRPC procedures, written into the
 * OpenAPI document by hand: the statement files (CSV and PDF).
 */
import { errorResponseRef } from './openapi-components';
import { SECURITY } from './openapi-contract';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON being extended
type Json = any;

/** Adds the statement file downloads to `doc.paths`. */
export function addFileOperations(doc: Json): void {
  doc.paths ??= {};
  for (const [ext, type] of [
    ['csv', 'text/csv'],
    ['pdf', 'application/pdf'],
  ] as const) {
    doc.paths[`/accounts/{id}/statement.${ext}`] = {
      get: {
        operationId: `accounts-statement${ext.toUpperCase()}`,
        tags: ['accounts'],
        summary: `Statement of an account as ${ext.toUpperCase()}`,
        description:
          `Every posted row of the account between \`from\` and \`to\` (inclusive, business ` +
          `dates) as a ${ext.toUpperCase()} file download, with opening and closing balances.\n\n` +
          'Needs a signed-in user: the session cookie, or an API token with any scope. ' +
          'Another customer’s account answers 404; an admin may read any account.',
        security: SECURITY.read,
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The account id',
            schema: { type: 'integer', format: 'int64', minimum: 1, maximum: 9007199254740991 },
          },
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
          '400': errorResponseRef(400),
          '401': errorResponseRef(401),
          '403': errorResponseRef(403),
          '404': errorResponseRef(404),
          '500': errorResponseRef(500),
        },
      },
    };
  }
}
