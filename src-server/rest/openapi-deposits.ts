/**
 * The check deposit in the OpenAPI document, written by hand: it is a plain Hono route
 * (multipart), not a tRPC procedure. Its answer is the same deposit the generated
 * operations answer (the `Deposit` shape, by reference when the generator named it).
 */
import { IDEMPOTENCY_KEY_PATTERN } from '../shared/dto/transfers';
import { errorResponseRef } from './openapi-components';
import { SECURITY } from './openapi-contract';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON being extended
type Json = any;

const image = (side: string) => ({
  type: 'string',
  format: 'binary',
  description: `The ${side} of the check: a JPEG or PNG image (by content), 5 MB at most`,
});

/** The deposit answer's schema: the one the card deposit documents (same zod shape). */
function depositSchema(doc: Json): Json {
  const card =
    doc.paths['/deposits/card']?.post?.responses?.['200'] ??
    doc.paths['/deposits/card']?.post?.responses?.['201'];
  const schema = card?.content?.['application/json']?.schema;
  if (!schema) throw new Error('POST /deposits/card must be documented before the check deposit');
  return structuredClone(schema);
}

/** Adds POST /deposits/check to `doc.paths`. */
export function addCheckDeposit(doc: Json): void {
  doc.paths['/deposits/check'] = {
    post: {
      operationId: 'deposits-check',
      tags: ['deposits'],
      summary: 'Deposit a check',
      description:
        'Deposits a check to one of the caller’s open accounts from photos of its front and back ' +
        '(multipart/form-data). The amount (at most 10000.00) is posted at once and held: the ' +
        'available balance rises when the hold ends, after the trainer’s check hold time ' +
        '(`checkHoldSeconds`, business time; default 60 s). While held, an admin may return the ' +
        'check, which takes the amount back. Send an `Idempotency-Key` header so that a retry ' +
        'answers the first deposit instead of depositing twice.\n\n' +
        'A money movement: needs the session cookie or an API token with the `transfer` scope.',
      security: SECURITY.transfer,
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Any 1 to 255 visible ASCII characters; kept 24 hours',
          schema: {
            type: 'string',
            minLength: 1,
            maxLength: 255,
            pattern: IDEMPOTENCY_KEY_PATTERN.source,
          },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                accountId: {
                  type: 'string',
                  pattern: '^[1-9]\\d{0,15}$',
                  description: 'The account to credit (one of the caller’s open accounts)',
                },
                amount: {
                  type: 'string',
                  pattern: '^\\d{1,13}(\\.\\d{1,2})?$',
                  description: 'Decimal amount, more than 0, at most 2 decimals',
                },
                front: image('front'),
                back: image('back'),
              },
              required: ['accountId', 'amount', 'front', 'back'],
            },
            example: {
              accountId: '1',
              amount: '125.00',
              front: '<JPEG bytes>',
              back: '<PNG bytes>',
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'Created: the deposit, HELD until `holdReleaseAt`',
          content: { 'application/json': { schema: depositSchema(doc) } },
        },
        '400': errorResponseRef(400),
        '401': errorResponseRef(401),
        '403': errorResponseRef(403),
        '404': errorResponseRef(404),
        '409': errorResponseRef(409),
        '413': errorResponseRef(413),
        '415': errorResponseRef(415),
        '500': errorResponseRef(500),
        '503': errorResponseRef(503),
      },
    },
  };
}
