/**
 * The Postman collection as a course walks through the API: numbered folders in teaching
 * order (sign in, accounts, statements, transfers, beneficiaries, ... admin, and last the
 * destructive calls), each request with test scripts, and the ids a later request needs
 * carried from earlier answers in collection variables. The steps name documented
 * operations (method and path); the collection is built from the OpenAPI document, so a
 * step whose operation or status is not documented fails the build (and the test) instead
 * of drifting. The event stream is left out: it never ends, so a runner would hang on it.
 */

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI and Postman objects are plain JSON
type Json = any;

/** One request of the course. */
export interface Step {
  /** The request's name, as a learner reads it. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The documented path template (`/accounts/{userId}`). */
  path: string;
  /** Path parameter values: a literal or a `{{variable}}`. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body; strings may hold `{{variables}}`, a `"{{x}}"` of its own becomes a number when `numbers` names it. */
  body?: Record<string, unknown>;
  /** Body keys whose `{{variable}}` value is sent as a JSON number (ids). */
  numbers?: string[];
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Send `Authorization: Bearer {{variable}}` instead of the session cookie's rights. */
  bearer?: string;
  /** The status the request must answer (documented for the operation). */
  status: number;
  /** Test lines run after the status and shape checks (`body` is the parsed JSON answer). */
  tests?: string[];
  /** Script lines run before the request. */
  pre?: string[];
  /** Why the request is there, for the learner (added before the operation's description). */
  note?: string;
}

/** A folder of the course. */
export interface Folder {
  name: string;
  description: string;
  steps: Step[];
}

const set = (name: string, expression: string) =>
  `pm.collectionVariables.set('${name}', ${expression});`;
const test = (title: string, ...lines: string[]) =>
  `pm.test(${JSON.stringify(title)}, () => { ${lines.join(' ')} });`;
const AMOUNT = '/^-?\\d+\\.\\d{2}$/';

/** A business day a week after today (UTC), for standing orders and bills. */
const NEXT_WEEK = [
  set('nextWeek', 'new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10)'),
];

/** The course, folder by folder. */
export const COURSE: Folder[] = [
  {
    name: '1 Sign in',
    description:
      'Check the bank answers, then sign in as the customer of the environment (`username`, `password`). ' +
      'The answer sets the HttpOnly `session` cookie, which Postman (and Newman) send with every later request.',
    steps: [
      {
        name: 'Is the bank up?',
        method: 'GET',
        path: '/health',
        status: 200,
        tests: [test('the bank says ok', "pm.expect(body.status).to.eql('ok');")],
      },
      {
        name: 'Sign in',
        method: 'POST',
        path: '/auth/login',
        body: { username: '{{username}}', password: '{{password}}' },
        status: 200,
        tests: [
          test('the sign-in is complete', "pm.expect(body.mfa).to.eql('OK');"),
          test(
            'a session cookie is set',
            "const cookies = pm.response.headers.all().filter((h) => h.key.toLowerCase() === 'set-cookie');",
            "pm.expect(cookies.some((h) => /session/.test(h.value.split('=')[0]))).to.be.true;",
          ),
          set('userId', 'body.id'),
        ],
      },
      {
        name: 'Who am I?',
        method: 'GET',
        path: '/auth/me',
        status: 200,
        tests: [
          test(
            'the same user as the sign-in',
            "pm.expect(body.id).to.eql(Number(pm.collectionVariables.get('userId')));",
            "pm.expect(body.username).to.eql(pm.variables.get('username'));",
          ),
        ],
      },
    ],
  },
  {
    name: '2 Accounts',
    description:
      'The accounts of the signed-in customer. Amounts are decimal strings with two decimals. ' +
      'The first CHECKING and SAVINGS accounts are kept as `accountId` and `savingsAccountId`.',
    steps: [
      {
        name: 'My accounts',
        method: 'GET',
        path: '/accounts',
        status: 200,
        tests: [
          test('there is at least one account', 'pm.expect(body.length).to.be.above(0);'),
          test(
            'balances are two-decimal strings',
            `body.forEach((a) => { pm.expect(a.balance).to.match(${AMOUNT}); pm.expect(a.availableBalance).to.match(${AMOUNT}); });`,
          ),
          'const checking = body.find((a) => a.accountType === "CHECKING") ?? body[0];',
          'const savings = body.find((a) => a.accountType === "SAVINGS" && a.id !== checking.id) ?? body.find((a) => a.id !== checking.id);',
          set('accountId', 'checking.id'),
          set('accountBalance', 'checking.balance'),
          set('savingsAccountId', 'savings ? savings.id : checking.id'),
        ],
      },
      {
        name: 'My accounts, by user id',
        method: 'GET',
        path: '/accounts/{userId}',
        params: { userId: '{{userId}}' },
        status: 200,
        tests: [
          test(
            'every account is mine',
            "body.forEach((a) => pm.expect(a.userId).to.eql(Number(pm.collectionVariables.get('userId'))));",
          ),
        ],
      },
      {
        name: 'My cards',
        method: 'GET',
        path: '/credit-cards',
        status: 200,
        tests: [
          test('the demo customer has a card', 'pm.expect(body.length).to.be.above(0);'),
          test(
            'only the last four digits are shown',
            'body.forEach((c) => pm.expect(c.cardNumber).to.match(/\\d{4}$/));',
          ),
          set('cardId', 'body[0].id'),
        ],
      },
      {
        name: 'Freeze my card',
        method: 'POST',
        path: '/credit-cards/{id}/freeze',
        params: { id: '{{cardId}}' },
        status: 200,
        tests: [test('the card is frozen', "pm.expect(body.isFrozen).to.eql('true');")],
      },
      {
        name: 'Unfreeze my card',
        method: 'POST',
        path: '/credit-cards/{id}/unfreeze',
        params: { id: '{{cardId}}' },
        status: 200,
        tests: [test('the card works again', "pm.expect(body.isFrozen).to.eql('false');")],
      },
    ],
  },
  {
    name: '3 Statements',
    description:
      'The statement of the checking account: the first page of 5 rows, the monthly statements and the CSV file. ' +
      'A list with more rows answers a `Link: <…>; rel="next"` header.',
    steps: [
      {
        name: 'Statement, first 5 rows',
        method: 'GET',
        path: '/transactions/{accountId}',
        params: { accountId: '{{accountId}}' },
        query: { limit: '5' },
        status: 200,
        tests: [
          test('at most 5 rows', 'pm.expect(body.length).to.be.within(1, 5);'),
          test(
            'each row is CREDIT or DEBIT with a two-decimal amount',
            `body.forEach((t) => { pm.expect(['CREDIT', 'DEBIT']).to.include(t.type); pm.expect(t.amount).to.match(${AMOUNT}); });`,
          ),
          test(
            'a Link header leads to the next page',
            "pm.expect(pm.response.headers.get('Link')).to.include('rel=\"next\"');",
          ),
        ],
      },
      {
        name: 'Monthly statements',
        method: 'GET',
        path: '/accounts/{id}/statements',
        params: { id: '{{accountId}}' },
        status: 200,
      },
      {
        name: 'Statement as CSV',
        method: 'GET',
        path: '/accounts/{id}/statement.csv',
        params: { id: '{{accountId}}' },
        status: 200,
        tests: [
          test(
            'a CSV file',
            "pm.expect(pm.response.headers.get('Content-Type')).to.include('text/csv');",
            'pm.expect(pm.response.text().split("\\n").length).to.be.above(1);',
          ),
        ],
      },
    ],
  },
  {
    name: '4 Transfers',
    description:
      'Move money between your own accounts (INTERNAL: completes at once). Money movements take an ' +
      '`Idempotency-Key` header: a retry with the same key answers the first result instead of moving money twice.',
    steps: [
      {
        name: 'What may I still send today?',
        method: 'GET',
        path: '/transfer-limits',
        status: 200,
      },
      {
        name: 'Transfer 12.34 to savings',
        method: 'POST',
        path: '/transfers',
        headers: { 'Idempotency-Key': '{{$guid}}' },
        body: {
          fromAccountId: '{{accountId}}',
          toAccountId: '{{savingsAccountId}}',
          amount: '12.34',
          transferType: 'INTERNAL',
          description: 'Postman course',
        },
        numbers: ['fromAccountId', 'toAccountId'],
        status: 201,
        tests: [
          test(
            'the transfer is completed for 12.34',
            "pm.expect(body.status).to.eql('COMPLETED');",
            "pm.expect(body.amount).to.eql('12.34');",
          ),
          set('transferId', 'body.id'),
        ],
      },
      {
        name: 'The balance went down by 12.34',
        method: 'GET',
        path: '/accounts',
        status: 200,
        tests: [
          test(
            'checking is 12.34 lower',
            "const before = pm.collectionVariables.get('accountBalance');",
            "const a = body.find((x) => x.id === Number(pm.collectionVariables.get('accountId')));",
            "const cents = (s) => Number(String(s).replace('.', ''));",
            'pm.expect(cents(before) - cents(a.balance)).to.eql(1234);',
          ),
        ],
      },
      {
        name: 'My transfers',
        method: 'GET',
        path: '/transfers/{userId}',
        params: { userId: '{{userId}}' },
        query: { limit: '10' },
        status: 200,
        tests: [
          test(
            'the new transfer is listed',
            "pm.expect(body.map((t) => t.id)).to.include(Number(pm.collectionVariables.get('transferId')));",
          ),
        ],
      },
      {
        name: 'A standing order: 25.00 every month',
        method: 'POST',
        path: '/standing-orders',
        pre: NEXT_WEEK,
        body: {
          fromAccountId: '{{accountId}}',
          toAccountId: '{{savingsAccountId}}',
          amount: '25.00',
          transferType: 'INTERNAL',
          frequency: 'MONTHLY',
          startDate: '{{nextWeek}}',
          count: 3,
        },
        numbers: ['fromAccountId', 'toAccountId'],
        status: 201,
        tests: [
          test(
            'it first runs next week',
            "pm.expect(body.nextRunDate).to.eql(pm.collectionVariables.get('nextWeek'));",
          ),
          set('standingOrderId', 'body.id'),
        ],
      },
      {
        name: 'My standing orders',
        method: 'GET',
        path: '/standing-orders',
        status: 200,
        tests: [test('the new one is listed', 'pm.expect(body.length).to.be.above(0);')],
      },
    ],
  },
  {
    name: '5 Beneficiaries',
    description:
      'Save a payee at another bank, confirm it is you with the transaction PIN (step-up: LOCAL and WIRE ' +
      'transfers need it, for the next 5 minutes), and pay the payee. The PIN is the environment’s `pin`.',
    steps: [
      {
        name: 'Save a beneficiary',
        method: 'POST',
        path: '/beneficiaries',
        body: {
          name: 'Course Payee',
          accountNumber: '000123456789',
          bankName: 'First Example Bank',
          routingNumber: '021000021',
          beneficiaryType: 'LOCAL',
        },
        status: 201,
        tests: [
          test('it is saved as LOCAL', "pm.expect(body.beneficiaryType).to.eql('LOCAL');"),
          set('beneficiaryId', 'body.id'),
        ],
      },
      {
        name: 'My beneficiaries',
        method: 'GET',
        path: '/beneficiaries/{id}',
        params: { id: '{{userId}}' },
        status: 200,
        tests: [
          test(
            'the new payee is listed',
            "pm.expect(body.map((b) => b.id)).to.include(Number(pm.collectionVariables.get('beneficiaryId')));",
          ),
        ],
      },
      {
        name: 'Confirm it is me (transaction PIN)',
        method: 'POST',
        path: '/users/{id}/verify-pin',
        params: { id: '{{userId}}' },
        body: { pin: '{{pin}}' },
        status: 200,
        tests: [test('verified', 'pm.expect(body.verified).to.be.true;')],
      },
      {
        name: 'Pay the beneficiary 5.00 (LOCAL)',
        method: 'POST',
        path: '/transfers',
        headers: { 'Idempotency-Key': '{{$guid}}' },
        body: {
          fromAccountId: '{{accountId}}',
          beneficiaryId: '{{beneficiaryId}}',
          amount: '5.00',
          transferType: 'LOCAL',
          description: 'Postman course',
        },
        numbers: ['fromAccountId', 'beneficiaryId'],
        status: 201,
        tests: [
          test(
            'the payment waits for settlement',
            "pm.expect(body.status).to.eql('PENDING');",
            "pm.expect(body.amount).to.eql('5.00');",
          ),
          set('localTransferId', 'body.id'),
        ],
      },
    ],
  },
  {
    name: '6 Bills and loans',
    description: 'Add a bill and pay it, then read the loans and loan applications.',
    steps: [
      {
        name: 'Add a bill',
        method: 'POST',
        path: '/bills',
        pre: NEXT_WEEK,
        body: {
          billerName: 'City Water',
          accountNumber: 'W-100200',
          amount: '42.00',
          dueDate: '{{nextWeek}}',
        },
        status: 201,
        tests: [
          test('it is pending', "pm.expect(body.status).to.eql('PENDING');"),
          set('billId', 'body.id'),
        ],
      },
      {
        name: 'Pay the bill',
        method: 'PATCH',
        path: '/bills/{id}/status',
        params: { id: '{{billId}}' },
        headers: { 'Idempotency-Key': '{{$guid}}' },
        body: { status: 'PAID', fromAccountId: '{{accountId}}' },
        numbers: ['fromAccountId'],
        status: 200,
        tests: [test('it is paid', "pm.expect(body.status).to.eql('PAID');")],
      },
      {
        name: 'My bills',
        method: 'GET',
        path: '/bills/{userId}',
        params: { userId: '{{userId}}' },
        status: 200,
      },
      {
        name: 'My loans',
        method: 'GET',
        path: '/loans/{userId}',
        params: { userId: '{{userId}}' },
        status: 200,
      },
      {
        name: 'My loan applications',
        method: 'GET',
        path: '/loan-applications',
        status: 200,
      },
    ],
  },
  {
    name: '7 Deposits',
    description:
      'Bring money in from a debit card (the processor is simulated: 4242 4242 4242 4242 is approved).',
    steps: [
      {
        name: 'Deposit 50.00 from a card',
        method: 'POST',
        path: '/deposits/card',
        headers: { 'Idempotency-Key': '{{$guid}}' },
        body: {
          accountId: '{{accountId}}',
          amount: '50.00',
          cardNumber: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        },
        numbers: ['accountId'],
        status: 201,
        tests: [
          test(
            'only the last four digits are kept',
            "pm.expect(body.last4).to.eql('4242');",
            "pm.expect(body.amount).to.eql('50.00');",
          ),
        ],
      },
      {
        name: 'A declined card',
        method: 'POST',
        path: '/deposits/card',
        headers: { 'Idempotency-Key': '{{$guid}}' },
        body: {
          accountId: '{{accountId}}',
          amount: '50.00',
          cardNumber: '4000 0000 0000 0002',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        },
        numbers: ['accountId'],
        status: 402,
        tests: [test('refused as declined', "pm.expect(body.code).to.eql('CARD_DECLINED');")],
      },
      { name: 'My deposits', method: 'GET', path: '/deposits', status: 200 },
    ],
  },
  {
    name: '8 Messages',
    description: 'What the bank told the customer: notifications, emails and text messages.',
    steps: [
      {
        name: 'Unread notifications',
        method: 'GET',
        path: '/notification-count',
        status: 200,
        tests: [test('a count', "pm.expect(body.count).to.be.a('number');")],
      },
      {
        name: 'My notifications',
        method: 'GET',
        path: '/notifications/{id}',
        params: { id: '{{userId}}' },
        query: { limit: '10' },
        status: 200,
      },
      { name: 'Mark all read', method: 'POST', path: '/notifications/read-all', status: 200 },
      {
        name: 'Nothing unread now',
        method: 'GET',
        path: '/notification-count',
        status: 200,
        tests: [test('zero unread', 'pm.expect(body.count).to.eql(0);')],
      },
      { name: 'My emails and texts', method: 'GET', path: '/messages', status: 200 },
    ],
  },
  {
    name: '9 Profile and settings',
    description: 'Read and change the profile; a PATCH changes only the fields it sends.',
    steps: [
      {
        name: 'My profile',
        method: 'GET',
        path: '/users/{id}',
        params: { id: '{{userId}}' },
        status: 200,
      },
      {
        name: 'Change my phone',
        method: 'PATCH',
        path: '/users/{id}',
        params: { id: '{{userId}}' },
        body: { phone: '+1 555 010 0199' },
        status: 200,
        tests: [test('the phone is changed', "pm.expect(body.phone).to.eql('+1 555 010 0199');")],
      },
      {
        name: 'My notification preferences',
        method: 'GET',
        path: '/users/{id}/notification-preferences',
        params: { id: '{{userId}}' },
        status: 200,
      },
      {
        name: 'My sessions',
        method: 'GET',
        path: '/users/{id}/sessions',
        params: { id: '{{userId}}' },
        status: 200,
        tests: [test('this session is one of them', 'pm.expect(body.length).to.be.above(0);')],
      },
    ],
  },
  {
    name: '10 API tokens and webhooks',
    description:
      'A personal API token for scripts (sent as `Authorization: Bearer <token>`, shown once), and a ' +
      'webhook to the bank’s own inbox (`url: "inbox"`).',
    steps: [
      {
        name: 'Create a read-only API token',
        method: 'POST',
        path: '/tokens',
        body: { name: 'Postman course', scopes: ['read'], expiresInDays: 1 },
        status: 201,
        tests: [
          test('the token is shown once', "pm.expect(body.token).to.include('.');"),
          set('apiToken', 'body.token'),
          set('tokenId', 'body.id'),
        ],
      },
      {
        name: 'My accounts, with the token',
        method: 'GET',
        path: '/accounts',
        bearer: 'apiToken',
        status: 200,
        tests: [test('the same accounts', 'pm.expect(body.length).to.be.above(0);')],
      },
      {
        name: 'A read-only token cannot move money',
        method: 'POST',
        path: '/transfers',
        bearer: 'apiToken',
        headers: { 'Idempotency-Key': '{{$guid}}' },
        body: {
          fromAccountId: '{{accountId}}',
          toAccountId: '{{savingsAccountId}}',
          amount: '1.00',
          transferType: 'INTERNAL',
        },
        numbers: ['fromAccountId', 'toAccountId'],
        status: 403,
        tests: [test('refused for its scope', "pm.expect(body.code).to.eql('TOKEN_SCOPE');")],
      },
      { name: 'My API tokens', method: 'GET', path: '/tokens', status: 200 },
      {
        name: 'A webhook to my inbox',
        method: 'POST',
        path: '/webhooks',
        body: { url: 'inbox', events: ['transfer', 'balance'] },
        status: 201,
        tests: [
          test('the secret is shown once', 'pm.expect(body.secret).to.match(/^whsec_/);'),
          set('webhookId', 'body.id'),
        ],
      },
      { name: 'My webhooks', method: 'GET', path: '/webhooks', status: 200 },
      { name: 'My webhook inbox', method: 'GET', path: '/webhook-inbox', status: 200 },
    ],
  },
  {
    name: '11 Support',
    description: 'Open a ticket with the bank and follow its thread.',
    steps: [
      {
        name: 'Open a support ticket',
        method: 'POST',
        path: '/support/tickets',
        body: {
          subject: 'Card question',
          message: 'Can I use my card abroad?',
          email: 'demo@example.com',
        },
        status: 201,
        tests: [
          test('it is open', "pm.expect(body.status).to.eql('OPEN');"),
          set('ticketId', 'body.id'),
        ],
      },
      {
        name: 'Reply to my ticket',
        method: 'POST',
        path: '/support/tickets/{id}/replies',
        params: { id: '{{ticketId}}' },
        body: { message: 'I travel next month.' },
        status: 201,
      },
      {
        name: 'My ticket with its thread',
        method: 'GET',
        path: '/support/tickets/{id}',
        params: { id: '{{ticketId}}' },
        status: 200,
      },
    ],
  },
  {
    name: '12 Admin',
    description:
      'Sign in as the admin of the environment (`adminUsername`, `adminPassword`; with ADMIN_MFA=optional, ' +
      'the default, an admin without an authenticator app signs in with the password alone). This replaces ' +
      'the customer’s session cookie.',
    steps: [
      {
        name: 'Sign in as admin',
        method: 'POST',
        path: '/auth/login',
        body: { username: '{{adminUsername}}', password: '{{adminPassword}}' },
        status: 200,
        tests: [
          test(
            'an admin, fully signed in',
            "pm.expect(body.role).to.eql('ADMIN');",
            "pm.expect(body.mfa).to.eql('OK');",
          ),
        ],
      },
      {
        name: 'Work waiting for an admin',
        method: 'GET',
        path: '/admin/overview/queues',
        status: 200,
        tests: [
          test('the LOCAL payment waits', 'pm.expect(body.pendingTransfers.LOCAL).to.be.above(0);'),
        ],
      },
      {
        name: 'The customer, as an admin sees them',
        method: 'GET',
        path: '/admin/users/{id}',
        params: { id: '{{userId}}' },
        status: 200,
      },
      {
        name: 'Pending transfers',
        method: 'GET',
        path: '/admin/transfers',
        query: { limit: '10' },
        status: 200,
      },
      {
        name: 'Complete the LOCAL payment',
        method: 'PATCH',
        path: '/transfers/{id}/status',
        params: { id: '{{localTransferId}}' },
        body: { status: 'COMPLETED' },
        status: 200,
        tests: [test('it is completed', "pm.expect(body.status).to.eql('COMPLETED');")],
      },
      {
        name: 'Confirm it is me (admin step-up)',
        method: 'POST',
        path: '/admin/step-up',
        body: { password: '{{adminPassword}}' },
        status: 200,
      },
      {
        name: 'Top up the customer’s account by 100.00',
        method: 'POST',
        path: '/admin/accounts/{id}/topup',
        params: { id: '{{accountId}}' },
        body: { amount: '100.00' },
        status: 200,
        tests: [
          test(
            'the balance is a two-decimal string',
            `pm.expect(body.balance).to.match(${AMOUNT});`,
          ),
        ],
      },
      {
        name: 'The business clock',
        method: 'GET',
        path: '/admin/clock',
        status: 200,
      },
      {
        name: 'Audit log',
        method: 'GET',
        path: '/admin/audit',
        query: { limit: '10' },
        status: 200,
        tests: [test('the top-up is logged', 'pm.expect(body.length).to.be.above(0);')],
      },
    ],
  },
  {
    name: '13 Destructive',
    description:
      'Deletes, sign-out and the reset of the whole demo bank. Run it last: afterwards the bank is as ' +
      'freshly seeded, so the course can run again.',
    steps: [
      {
        name: 'Sign in as the customer again',
        method: 'POST',
        path: '/auth/login',
        body: { username: '{{username}}', password: '{{password}}' },
        status: 200,
      },
      {
        name: 'Delete the standing order',
        method: 'DELETE',
        path: '/standing-orders/{id}',
        params: { id: '{{standingOrderId}}' },
        status: 200,
      },
      {
        name: 'Delete the webhook',
        method: 'DELETE',
        path: '/webhooks/{id}',
        params: { id: '{{webhookId}}' },
        status: 200,
      },
      {
        name: 'Revoke the API token',
        method: 'DELETE',
        path: '/tokens/{id}',
        params: { id: '{{tokenId}}' },
        status: 200,
      },
      {
        name: 'The revoked token is refused',
        method: 'GET',
        path: '/accounts',
        bearer: 'apiToken',
        status: 401,
      },
      {
        name: 'Delete the beneficiary',
        method: 'DELETE',
        path: '/beneficiaries/{id}',
        params: { id: '{{beneficiaryId}}' },
        status: 200,
      },
      { name: 'Sign out', method: 'POST', path: '/auth/logout', status: 200 },
      {
        name: 'Signed out: who am I?',
        method: 'GET',
        path: '/auth/me',
        status: 401,
      },
      {
        name: 'Sign in as admin for the reset',
        method: 'POST',
        path: '/auth/login',
        body: { username: '{{adminUsername}}', password: '{{adminPassword}}' },
        status: 200,
      },
      {
        name: 'Reset the demo bank',
        method: 'POST',
        path: '/admin/demo/reset',
        status: 200,
        tests: [test('done', 'pm.expect(body.ok).to.be.true;')],
      },
    ],
  },
];

/** The required keys of a response schema (of its items, for an array), `$ref`s followed. */
function shapeOf(schema: Json, doc: Json): { array: boolean; keys: string[] } | undefined {
  const resolve = (s: Json): Json => {
    if (!s?.$ref) return s;
    const name = String(s.$ref).split('/').pop()!;
    return resolve(doc.components?.schemas?.[name]);
  };
  const s = resolve(schema);
  if (!s) return undefined;
  if (s.type === 'array') {
    const keys = resolve(s.items)?.required;
    return { array: true, keys: Array.isArray(keys) ? keys : [] };
  }
  if (s.type === 'object' && Array.isArray(s.required)) return { array: false, keys: s.required };
  return undefined;
}

/** The test script of a step: status, JSON shape from the document, then its own lines. */
function testScript(step: Step, response: Json, doc: Json): string[] {
  const lines = [test(`status is ${step.status}`, `pm.response.to.have.status(${step.status});`)];
  const json = response?.content?.['application/json']?.schema;
  if (!json) return [...lines, ...(step.tests ?? [])];
  lines.push('const body = pm.response.json();');
  const shape = shapeOf(json, doc);
  if (shape?.array) {
    lines.push(test('the body is a list', "pm.expect(body).to.be.an('array');"));
    if (shape.keys.length > 0) {
      lines.push(
        test(
          'each row has the documented keys',
          `body.forEach((row) => pm.expect(row).to.include.all.keys(${JSON.stringify(shape.keys)}));`,
        ),
      );
    }
  } else if (shape && shape.keys.length > 0) {
    lines.push(
      test(
        step.status >= 400
          ? 'the error body has message and code'
          : 'the body has the documented keys',
        `pm.expect(body).to.include.all.keys(${JSON.stringify(shape.keys)});`,
      ),
    );
  }
  // Postman validates with Ajv 6 (draft-07): the schema goes in with its references
  // resolved, and formats it does not know (int32, ...) are ignored.
  lines.push(
    test(
      'the body matches the documented schema',
      `pm.response.to.have.jsonSchema(${JSON.stringify(inlined(json, doc))}, { unknownFormats: 'ignore' });`,
    ),
  );
  return [...lines, ...(step.tests ?? [])];
}

/** Keywords left out of the schemas put in test scripts: they validate nothing. */
const NOT_VALIDATING = new Set(['description', 'example', 'examples', 'title', 'deprecated']);

/**
 * `schema` with every `#/components/schemas/...` reference replaced by the schema it names
 * (keywords beside a reference kept), for a validator that is given no document.
 */
function inlined(schema: Json, doc: Json, depth = 0): Json {
  if (depth > 20) throw new Error('Postman course: schema references nest too deep');
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, doc, depth + 1));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = {};
  if (typeof schema.$ref === 'string') {
    const name = String(schema.$ref).split('/').pop()!;
    Object.assign(out, inlined(doc.components?.schemas?.[name], doc, depth + 1));
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' || NOT_VALIDATING.has(key)) continue;
    // `properties` maps names to schemas: its keys are never keywords to drop.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Json).map(([k, v]) => [k, inlined(v, doc, depth + 1)]),
          )
        : inlined(value, doc, depth + 1);
  }
  return out;
}

/** The JSON text of a body, with the `numbers` keys' `"{{var}}"` written unquoted. */
function bodyText(step: Step): string {
  let text = JSON.stringify(step.body, null, 2);
  for (const key of step.numbers ?? []) {
    text = text.replace(
      new RegExp(`("${key}": )"(\\{\\{[A-Za-z]+\\}\\})"`),
      (_all, lead: string, variable: string) => `${lead}${variable}`,
    );
  }
  return text;
}

/**
 * The Postman request item of one step, checked against the document (also used for the
 * open-banking API's collection).
 * @throws when the step's operation, status or a path value is missing from the document
 */
export function requestItem(step: Step, doc: Json): Json {
  const operation = doc.paths?.[step.path]?.[step.method.toLowerCase()];
  if (!operation) throw new Error(`Postman course: ${step.method} ${step.path} is not documented`);
  const response = operation.responses?.[String(step.status)];
  if (!response) {
    throw new Error(
      `Postman course: ${step.method} ${step.path} does not document status ${step.status}`,
    );
  }
  const resolved = response.$ref
    ? doc.components.responses[String(response.$ref).split('/').pop()!]
    : response;
  const segments = step.path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.replace(/\{([^}]+)\}/g, (_all, name: string) => {
        const value = step.params?.[name];
        if (value === undefined) {
          throw new Error(`Postman course: ${step.method} ${step.path} misses {${name}}`);
        }
        return value;
      }),
    );
  const query = Object.entries(step.query ?? {}).map(([key, value]) => ({ key, value }));
  const raw = `{{baseUrl}}/${segments.join('/')}${
    query.length ? `?${query.map((q) => `${q.key}=${q.value}`).join('&')}` : ''
  }`;
  const header = Object.entries(step.headers ?? {}).map(([key, value]) => ({ key, value }));
  if (step.body) header.unshift({ key: 'Content-Type', value: 'application/json' });
  header.push({ key: 'Accept', value: 'application/json' });
  const event: Json[] = [
    { listen: 'test', script: { type: 'text/javascript', exec: testScript(step, resolved, doc) } },
  ];
  if (step.pre) {
    event.unshift({ listen: 'prerequest', script: { type: 'text/javascript', exec: step.pre } });
  }
  const lead = step.note ? `${step.note}\n\n` : '';
  return {
    name: step.name,
    event,
    request: {
      method: step.method,
      header,
      ...(step.bearer
        ? {
            auth: {
              type: 'bearer',
              bearer: [{ key: 'token', value: `{{${step.bearer}}}`, type: 'string' }],
            },
          }
        : {}),
      ...(step.body
        ? {
            body: {
              mode: 'raw',
              raw: bodyText(step),
              options: { raw: { language: 'json' } },
            },
          }
        : {}),
      url: {
        raw,
        host: ['{{baseUrl}}'],
        path: segments,
        ...(query.length ? { query } : {}),
      },
      description: `${lead}${operation.description ?? operation.summary ?? ''}`,
    },
  };
}

/** Variables the course sets as it runs, declared empty so Postman lists them. */
const CARRIED = [
  'userId',
  'accountId',
  'accountBalance',
  'savingsAccountId',
  'cardId',
  'transferId',
  'standingOrderId',
  'nextWeek',
  'beneficiaryId',
  'localTransferId',
  'billId',
  'apiToken',
  'tokenId',
  'webhookId',
  'ticketId',
];

/**
 * The course collection (Postman v2.1) for the OpenAPI document `doc`.
 * @param doc the served OpenAPI document (read, never changed)
 * @param name the collection's name
 * @returns plain JSON; `baseUrl` is left to the caller (collection variable or environment)
 * @throws when a step names an operation or a status the document does not have
 */
export function courseCollection(doc: Json, name: string): Json {
  return {
    info: {
      name,
      description:
        `${doc.info?.description ?? ''}\n\nRun the folders in order (Run collection, or ` +
        '`newman run` with the environment from `/api/postman-environment.json`): each request ' +
        'tests its answer, and the ids it needs come from the answers before it. The last folder ' +
        'deletes what the course made and resets the demo bank.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: COURSE.map((folder) => ({
      name: folder.name,
      description: folder.description,
      item: folder.steps.map((step) => requestItem(step, doc)),
    })),
    variable: CARRIED.map((key) => ({ key, value: '', type: 'string' })),
  };
}
