/**
 * GET /events, the event stream, written into the OpenAPI document by hand: it answers
 * Server-Sent Events, which the REST adapter cannot generate.
 */
import { errorResponseRef } from './openapi-components';
import { SECURITY } from './openapi-contract';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON being extended
type Json = any;

const EXAMPLE = [
  'retry: 3000',
  '',
  'id: 1767225600001',
  'event: transfer',
  'data: {"id":42,"status":"COMPLETED"}',
  '',
  'id: 1767225600002',
  'event: balance',
  'data: {"accountId":1,"balance":"1234.50","availableBalance":"1200.00"}',
  '',
  ': heartbeat',
  '',
  'id: 1767225600003',
  'event: notification',
  'data: {"unreadCount":3}',
  '',
  'id: 1767225600004',
  'event: session',
  'data: {"ended":true,"reason":"revoked"}',
  '',
  '',
].join('\n');

/** Adds GET /events to `doc.paths`. */
export function addEventStream(doc: Json): void {
  doc.paths ??= {};
  doc.paths['/events'] = {
    get: {
      operationId: 'events-stream',
      tags: ['events'],
      summary: 'Live events of the signed-in user (Server-Sent Events)',
      description:
        'A `text/event-stream` that stays open and carries what changes for the signed-in user, ' +
        'each event with an `id:`, its name in `event:` and a JSON `data:` line:\n\n' +
        '- `transfer` `{id, status}`: a transfer of the user was created or changed status ' +
        '(an admin hears every customer’s transfers);\n' +
        '- `balance` `{accountId, balance, availableBalance}`: an account’s posted or available ' +
        'balance changed (two-decimal strings);\n' +
        '- `notification` `{unreadCount}`: the unread notification count changed;\n' +
        '- `simulation` `{kind, id, status, accountId, amount, reason}`: an admin’s simulation of the outside world moved the user’s money ' +
        '(`inbound-transfer`, `return` with its code, `card-authorization` APPROVED, DECLINED with its reason, SETTLED or REVERSED);\n' +
        '- `ticket` `{id, status, by}`: a support ticket got a reply or a new status (`by` ' +
        '`CUSTOMER` or `STAFF`; an admin hears every ticket);\n' +
        '- `clock` `{date, steps, done, total, closingThrough}` (admins only): an advance of the business clock closed one more day; `steps` counts what each close-of-business step did that day (as in the advance’s answer), `done` of `total` days so far;\n' +
        '- `challenge` `{key, title, track, points, userId, solvedAt, businessAt}`: the user solved a challenge (an admin hears every learner’s solves);\n' +
        '- `session` `{ended: true, reason}`: the session ended (`idle`, `revoked`, ' +
        '`password_changed`, `reset`, `signed_out`, `credentials_reset`); the stream closes after it.\n\n' +
        'A comment line `: heartbeat` comes every 15 seconds. To resume after a drop, send the ' +
        'last id seen as the `Last-Event-ID` header: the events kept since (up to 100 per user, ' +
        'for 5 minutes after the last stream closed) come first. At most 5 streams per user ' +
        'may be open at once; the sixth is 429.\n\n' +
        'Needs a signed-in user: the session cookie, or an API token with any scope. A user ' +
        'who must first change a password the bank chose gets 403 (`PASSWORD_CHANGE_REQUIRED`).',
      security: SECURITY.read,
      parameters: [
        {
          name: 'Last-Event-ID',
          in: 'header',
          required: false,
          description: 'The id of the last event received, to resume after it',
          schema: { type: 'string', pattern: '^\\d{1,16}$', maxLength: 16 },
        },
      ],
      responses: {
        '200': {
          description: 'The event stream (stays open)',
          content: {
            'text/event-stream': {
              schema: { type: 'string', description: 'Server-Sent Events' },
              example: EXAMPLE,
            },
          },
        },
        '401': errorResponseRef(401),
        '403': errorResponseRef(403),
        '429': errorResponseRef(429),
        '500': errorResponseRef(500),
      },
    },
  };
}
