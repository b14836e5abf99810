/**
 * The operations served by plain Hono routes rather than tRPC procedures, written into the
 * OpenAPI document by hand: the statement files (CSV and PDF) and the enrollment form
 * (multipart); the check deposit (multipart) is in openapi-deposits.ts.
 */

import type { Requirement } from '../auth/gate';
import { DATE_PATTERN } from '../shared/dto';
import { CURRENCIES, SSN_PATTERN, ZIP_PATTERN } from '../shared/enrollment';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/password';
import { STORED_UPLOADS } from './admin-files';
import { CLASS_SHEET } from './class-files';
import { DEFECT_REPORTS_SHEET } from './defect-files';
import { CHECK_DEPOSIT } from './deposits';
import { ENROLLMENT } from './enrollment';
import { EVENT_STREAM } from './events';
import { STATEMENT_FILES } from './files';
import { errorResponseRef } from './openapi-components';
import { SECURITY } from './openapi-contract';
import { addCheckDeposit } from './openapi-deposits';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON being extended
type Json = any;

const text = (maxLength: number, description?: string) => ({
  type: 'string',
  maxLength,
  ...(description ? { description } : {}),
});
const file = (description: string) => ({ type: 'string', format: 'binary', description });

/** Adds POST /applications, the enrollment form, to `doc.paths`. */
function addEnrollment(doc: Json): void {
  doc.paths['/applications'] = {
    post: {
      operationId: 'enrollment-apply',
      tags: ['enrollment'],
      summary: 'Open an account (enrollment form)',
      description:
        'Creates an application, an unverified customer with a CHECKING and a SAVINGS account, ' +
        'and signs the new customer in (sets the session cookie). The form is ' +
        'multipart/form-data with the two documents (JPEG, PNG or PDF, 5 MB each at most); ' +
        '10 applications per address per hour.\n\nOpen to anyone; no sign-in needed.',
      security: [],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                name: { type: 'string', minLength: 2, maxLength: 191, description: 'Full name' },
                email: { type: 'string', format: 'email', maxLength: 191 },
                phone: { type: 'string', minLength: 6, maxLength: 50 },
                dob: {
                  type: 'string',
                  format: 'date',
                  pattern: DATE_PATTERN,
                  description:
                    'Date of birth, YYYY-MM-DD, a calendar day from 1900-01-01 to today (the bank’s business date)',
                },
                gender: { type: 'string', enum: ['male', 'female', 'other', ''] },
                ssn: {
                  ...text(
                    50,
                    'SSN or tax ID: letters and digits, with spaces, dots, slashes or hyphens between them; empty for none',
                  ),
                  pattern: `^(?:${SSN_PATTERN})?$`,
                },
                occupation: text(191),
                countryId: text(20, 'Country id from GET /countries'),
                cityId: text(20, 'City id from GET /countries/{countryId}/cities'),
                zip: {
                  ...text(
                    20,
                    'Zip or postal code: letters and digits, with spaces or hyphens between them; empty for none',
                  ),
                  pattern: `^(?:${ZIP_PATTERN})?$`,
                },
                address: text(500),
                nokName: text(191, 'Next of kin'),
                nokEmail: text(191),
                nokPhone: text(
                  50,
                  "Next of kin's phone: at least 6 digits, with only an optional leading + and spaces, ( ) . / - between them; empty for none",
                ),
                nokRelationship: text(50),
                nokAddress: text(500),
                currency: {
                  type: 'string',
                  enum: [...CURRENCIES, ''],
                  description: 'The currency asked for, one of the form’s choices; empty for none',
                },
                password: {
                  type: 'string',
                  minLength: PASSWORD_MIN_LENGTH,
                  maxLength: PASSWORD_MAX_LENGTH,
                  description:
                    '12 to 128 characters, no composition rules; a common, breached or easily ' +
                    'guessed password (zxcvbn score below 3) is refused with advice',
                },
                password2: {
                  type: 'string',
                  minLength: PASSWORD_MIN_LENGTH,
                  maxLength: PASSWORD_MAX_LENGTH,
                  description: 'The password again (must be the same)',
                },
                pin: {
                  type: 'string',
                  pattern: '^\\d{4,6}$',
                  description: 'Transaction PIN: 4 to 6 digits',
                },
                passport: file('Passport photo (JPEG, PNG or PDF)'),
                idDocument: file('Identity document (JPEG, PNG or PDF)'),
              },
              required: ['name', 'email', 'phone', 'dob', 'password', 'password2', 'pin'],
            },
            example: {
              name: 'Jane Doe',
              email: 'jane.doe@example.com',
              phone: '+1 555 010 0199',
              dob: '1990-04-01',
              password: 'Violet-Harbor-Lantern-42',
              password2: 'Violet-Harbor-Lantern-42',
              pin: '1234',
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'Created: the application and the new customer, signed in',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  applicationId: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
                  userId: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
                  username: { type: 'string' },
                  message: { type: 'string' },
                },
                required: ['applicationId', 'userId', 'username', 'message'],
              },
            },
          },
        },
        '400': errorResponseRef(400),
        '401': errorResponseRef(401),
        '403': errorResponseRef(403),
        '409': errorResponseRef(409),
        '413': errorResponseRef(413),
        '415': errorResponseRef(415),
        '429': errorResponseRef(429),
        '500': errorResponseRef(500),
      },
    },
  };
}

/** Adds GET /admin/defect-reports.csv, the bug hunt's reports. */
function addDefectReports(doc: Json): void {
  doc.paths['/admin/defect-reports.csv'] = {
    get: {
      operationId: 'defects-reportsCsv',
      tags: ['admin'],
      summary: 'Bug reports as CSV',
      description:
        'Every bug report of the bug hunt, oldest first: id, student, title, where, severity, ' +
        "status, the matched defect key, the date and the student's points so far.\n\n" +
        'Admin only: an ADMIN session cookie, or an API token with the `admin` scope.',
      security: SECURITY.admin,
      responses: {
        '200': {
          description: 'The reports',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '401': errorResponseRef(401),
        '403': errorResponseRef(403),
        '500': errorResponseRef(500),
      },
    },
  };
}

/** Adds GET /admin/classes/{id}/progress.csv, the class's challenge progress. */
function addClassProgress(doc: Json): void {
  doc.paths['/admin/classes/{id}/progress.csv'] = {
    get: {
      operationId: 'adminClasses-progressCsv',
      tags: ['admin'],
      summary: 'A class’s challenge progress as CSV',
      description:
        'The challenge progress of a class as a CSV download for a gradebook: a header ' +
        '`username,name,API,UI,OPERATIONS,SECURITY,solved,hintsUsed,score`, then one line per ' +
        'current student by username (challenges solved per track, solved overall, hints ' +
        'revealed, points). The same data as JSON: `/admin/classes/{id}/progress`.\n\n' +
        'Admin only: an ADMIN session cookie, or an API token with the `admin` scope. An admin ' +
        'who must change the password the bank chose gets 403 (`PASSWORD_CHANGE_REQUIRED`).',
      security: SECURITY.admin,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The class id',
          schema: { type: 'integer', format: 'int64', minimum: 1, maximum: 9007199254740991 },
        },
      ],
      responses: {
        '200': {
          description: 'The progress sheet',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '401': errorResponseRef(401),
        '403': errorResponseRef(403),
        '404': errorResponseRef(404),
        '500': errorResponseRef(500),
      },
    },
  };
}

/** Adds GET /admin/classes/{id}/credentials.csv, the class credentials sheet. */
function addClassCredentials(doc: Json): void {
  doc.paths['/admin/classes/{id}/credentials.csv'] = {
    get: {
      operationId: 'adminClasses-credentialsCsv',
      tags: ['admin'],
      summary: 'A class credentials sheet as CSV',
      description:
        'The class credentials sheet as a CSV download: a header `username,password,name`, then ' +
        'one line per current student by username. `password` is the generated one until the ' +
        'student chose their own, then empty (reset the class for new ones).\n\n' +
        'Admin only: an ADMIN session cookie, or an API token with the `admin` scope. An admin ' +
        'who must change the password the bank chose gets 403 (`PASSWORD_CHANGE_REQUIRED`).',
      security: SECURITY.admin,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The class id',
          schema: { type: 'integer', format: 'int64', minimum: 1, maximum: 9007199254740991 },
        },
      ],
      responses: {
        '200': {
          description: 'The credentials sheet',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '401': errorResponseRef(401),
        '403': errorResponseRef(403),
        '404': errorResponseRef(404),
        '500': errorResponseRef(500),
      },
    },
  };
}

/** The monthly and ranged statement files: extension, content type, name in a summary, what it is. */
const STATEMENT_FORMATS = [
  { ext: 'pdf', type: 'application/pdf', name: 'PDF', what: 'a PDF download' },
  {
    ext: 'camt053.xml',
    type: 'application/xml',
    name: 'ISO 20022 camt.053',
    what:
      'an ISO 20022 bank-to-customer statement (camt.053.001.08): opening (OPBD) and closing ' +
      '(CLBD) booked balances and one entry per row with amount, CRDT/DBIT, status, booking ' +
      'and value dates, the bank’s reference (`AcctSvcrRef`), a bank transaction code, the ' +
      'counterparty where known and the description as remittance information',
  },
  {
    ext: 'ofx',
    type: 'application/x-ofx',
    name: 'OFX 2.2',
    what:
      'an OFX 2.2 statement (`STMTRS`): one `STMTTRN` per row with a signed `TRNAMT` and a ' +
      'stable `FITID` (the posting id), then `LEDGERBAL` and `AVAILBAL`',
  },
] as const;

/** Adds GET /accounts/{id}/statements/{period}.pdf|camt053.xml|ofx, one monthly statement as a file. */
function addMonthlyStatementFiles(doc: Json): void {
  for (const format of STATEMENT_FORMATS) {
    doc.paths[`/accounts/{id}/statements/{period}.${format.ext}`] = {
      get: {
        operationId:
          format.ext === 'pdf'
            ? 'statements-monthlyPdf'
            : `statements-monthly${format.ext === 'ofx' ? 'Ofx' : 'Camt053'}`,
        tags: ['accounts'],
        summary: `A monthly statement as ${format.name}`,
        description:
          'The statement of one month closed by close of business (listed by ' +
          `\`GET /accounts/{id}/statements\`) as ${format.what}. A month without a statement is 404.\n\n` +
          'Needs a signed-in user: the session cookie, or an API token with any scope. ' +
          'Another customer’s account answers 404; an admin may read any account.',
        security: SECURITY.read,
        parameters: [
          idPath('The account id'),
          {
            name: 'period',
            in: 'path',
            required: true,
            description: 'The month, YYYY-MM',
            schema: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
          },
        ],
        responses: {
          '200': {
            description: 'The statement file',
            content: {
              [format.type]: {
                schema:
                  format.ext === 'pdf' ? { type: 'string', format: 'binary' } : { type: 'string' },
              },
            },
          },
          '401': errorResponseRef(401),
          '403': errorResponseRef(403),
          '404': errorResponseRef(404),
          '500': errorResponseRef(500),
        },
      },
    };
  }
}

const idPath = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', format: 'int64', minimum: 1, maximum: 9007199254740991 },
});

/** Adds the admin's views of stored uploads: application documents and check images. */
function addAdminUploads(doc: Json): void {
  const served =
    'The content type is read from the file’s own bytes (magic numbers), never from its name; ' +
    'the answer is a download (`Content-Disposition: attachment`) with ' +
    "`X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none'; sandbox`." +
    '\n\nAdmin only: an ADMIN session cookie, or an API token with the `admin` scope. Anyone ' +
    'else gets 404, as for a record that does not exist. A user who must first change a ' +
    'password the bank chose gets 403 (`PASSWORD_CHANGE_REQUIRED`).';
  const responses = {
    '200': {
      description: 'The stored file',
      content: {
        'image/png': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'image/gif': { schema: { type: 'string', format: 'binary' } },
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
      },
    },
    '401': errorResponseRef(401),
    '403': errorResponseRef(403),
    '404': errorResponseRef(404),
    '500': errorResponseRef(500),
  };
  doc.paths['/admin/applications/{id}/documents/{document}'] = {
    get: {
      operationId: 'adminFiles-applicationDocument',
      // A customer is told nothing exists here (404), not that it is forbidden; the 403 is
      // for PASSWORD_CHANGE_REQUIRED. Tools that probe refusals read this extension.
      'x-customer-refusal': 404,
      tags: ['admin'],
      summary: 'An enrollment application’s document',
      description: `The passport or the identity document uploaded with an application. ${served}`,
      security: SECURITY.admin,
      parameters: [
        idPath('The application id'),
        {
          name: 'document',
          in: 'path',
          required: true,
          description: 'Which document',
          schema: { type: 'string', enum: ['passport', 'idDocument'] },
        },
      ],
      responses,
    },
  };
  doc.paths['/admin/deposits/{id}/images/{side}'] = {
    get: {
      operationId: 'adminFiles-checkImage',
      // A customer is told nothing exists here (404), not that it is forbidden; the 403 is
      // for PASSWORD_CHANGE_REQUIRED. Tools that probe refusals read this extension.
      'x-customer-refusal': 404,
      tags: ['admin'],
      summary: 'A check deposit’s image',
      description: `The front or the back image of a check deposit. ${served}`,
      security: SECURITY.admin,
      parameters: [
        idPath('The deposit id'),
        {
          name: 'side',
          in: 'path',
          required: true,
          description: 'Which side of the check',
          schema: { type: 'string', enum: ['front', 'back'] },
        },
      ],
      responses,
    },
  };
}

/**
 * Adds the statement file downloads, the class credentials sheet, the enrollment form and the
 * check deposit to `doc.paths`.
 */
export function addFileOperations(doc: Json): void {
  doc.paths ??= {};
  addEnrollment(doc);
  addMonthlyStatementFiles(doc);
  addClassCredentials(doc);
  addClassProgress(doc);
  addDefectReports(doc);
  addCheckDeposit(doc);
  addAdminUploads(doc);
  for (const [ext, type] of [
    ['csv', 'text/csv'],
    ['pdf', 'application/pdf'],
  ] as const) {
    doc.paths[`/accounts/{id}/tax-summaries/{year}.${ext}`] = {
      get: {
        operationId: `statements-taxSummary${ext.toUpperCase()}`,
        tags: ['accounts'],
        summary: `A yearly tax summary as ${ext.toUpperCase()}`,
        description:
          'One calendar year of the account (listed by `GET /accounts/{id}/tax-summaries`): ' +
          'opening and closing balances, total credits and debits, interest earned and fees ' +
          `paid, as a ${ext.toUpperCase()} download. A year without postings is 404.\n\n` +
          'Needs a signed-in user: the session cookie, or an API token with any scope. ' +
          'Another customer’s account answers 404; an admin may read any account. A user ' +
          'who must first change a password the bank chose gets 403 ' +
          '(`PASSWORD_CHANGE_REQUIRED`).',
        security: SECURITY.read,
        parameters: [
          idPath('The account id'),
          {
            name: 'year',
            in: 'path',
            required: true,
            description: 'The calendar year, YYYY',
            schema: { type: 'string', pattern: '^\\d{4}$' },
          },
        ],
        responses: {
          '200': {
            description: 'The tax summary file',
            content: { [type]: { schema: { type: 'string', format: 'binary' } } },
          },
          '401': errorResponseRef(401),
          '403': errorResponseRef(403),
          '404': errorResponseRef(404),
          '500': errorResponseRef(500),
        },
      },
    };
  }
  for (const [ext, type, name, operation] of [
    ['csv', 'text/csv', 'CSV', 'CSV'],
    ['pdf', 'application/pdf', 'PDF', 'PDF'],
    ['camt053.xml', 'application/xml', 'ISO 20022 camt.053', 'Camt053'],
    ['ofx', 'application/x-ofx', 'OFX 2.2', 'Ofx'],
  ] as const) {
    const what = STATEMENT_FORMATS.find((f) => f.ext === ext)?.what ?? `a ${name} file download`;
    doc.paths[`/accounts/{id}/statement.${ext}`] = {
      get: {
        operationId: `accounts-statement${operation}`,
        tags: ['accounts'],
        summary: `Statement of an account as ${name}`,
        description:
          `Every posted row of the account between \`from\` and \`to\` (inclusive, business ` +
          `dates) as ${what}, with opening and closing balances.\n\n` +
          'Needs a signed-in user: the session cookie, or an API token with any scope. ' +
          'Another customer’s account answers 404; an admin may read any account.',
        security: SECURITY.read,
        parameters: [
          idPath('The account id'),
          {
            name: 'from',
            in: 'query',
            required: false,
            schema: { $ref: '#/components/schemas/Date' },
            description: 'First day (YYYY-MM-DD); default the opening day',
          },
          {
            name: 'to',
            in: 'query',
            required: false,
            schema: { $ref: '#/components/schemas/Date' },
            description: 'Last day (YYYY-MM-DD); default today',
          },
        ],
        responses: {
          '200': {
            description: 'The statement file',
            content: {
              [type]: {
                schema:
                  ext === 'csv' || ext === 'pdf'
                    ? { type: 'string', format: 'binary' }
                    : { type: 'string' },
              },
            },
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

/** Each route outside tRPC and the requirement it hands the gate (rest/gated.ts). */
const FILE_ROUTE_REQUIREMENTS: [method: string, path: string, requirement: Requirement][] = [
  ['post', '/applications', ENROLLMENT],
  ['post', '/deposits/check', CHECK_DEPOSIT],
  ['get', '/events', EVENT_STREAM],
  ['get', '/accounts/{id}/statement.csv', STATEMENT_FILES],
  ['get', '/accounts/{id}/statement.pdf', STATEMENT_FILES],
  ['get', '/accounts/{id}/statement.camt053.xml', STATEMENT_FILES],
  ['get', '/accounts/{id}/statement.ofx', STATEMENT_FILES],
  ['get', '/accounts/{id}/statements/{period}.pdf', STATEMENT_FILES],
  ['get', '/accounts/{id}/statements/{period}.camt053.xml', STATEMENT_FILES],
  ['get', '/accounts/{id}/statements/{period}.ofx', STATEMENT_FILES],
  ['get', '/accounts/{id}/tax-summaries/{year}.csv', STATEMENT_FILES],
  ['get', '/accounts/{id}/tax-summaries/{year}.pdf', STATEMENT_FILES],
  ['get', '/admin/classes/{id}/credentials.csv', CLASS_SHEET],
  ['get', '/admin/classes/{id}/progress.csv', CLASS_SHEET],
  ['get', '/admin/defect-reports.csv', DEFECT_REPORTS_SHEET],
  ['get', '/admin/applications/{id}/documents/{document}', STORED_UPLOADS],
  ['get', '/admin/deposits/{id}/images/{side}', STORED_UPLOADS],
];

/**
 * Writes each file route's requirement into its operation as `x-requirement`, the object the
 * route itself hands the gate (procedures get theirs in openapi-contract.ts).
 * @throws Error when a listed route is missing from the document
 */
export function stateFileRouteRequirements(doc: Json): void {
  for (const [method, path, requirement] of FILE_ROUTE_REQUIREMENTS) {
    const operation = doc.paths?.[path]?.[method];
    if (!operation) throw new Error(`No operation ${method.toUpperCase()} ${path}`);
    operation['x-requirement'] = requirement;
  }
}
