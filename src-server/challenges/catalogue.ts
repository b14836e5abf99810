/**
 * The challenges a learner can solve: what to do (never how), the track and difficulty, and
 * up to three hints revealed one at a time. Each key is stable (classes, material and the
 * trainer's view rely on it) and each has a detector in `detectors/`, which is the only way a
 * challenge gets solved.
 */

/** The four tracks a challenge belongs to. */
export const TRACKS = ['API', 'UI', 'OPERATIONS', 'SECURITY'] as const;
/** One of TRACKS: API, UI, OPERATIONS or SECURITY. */
export type Track = (typeof TRACKS)[number];

/** One challenge of the catalogue. */
export interface Challenge {
  /** Stable key, e.g. `bad-amount`. */
  key: string;
  title: string;
  track: Track;
  /** 1 (a first lesson) to 5 (needs several steps and some reading). */
  difficulty: 1 | 2 | 3 | 4 | 5;
  /** What to do, not how. */
  description: string;
  /** One to three hints, each more telling than the one before. */
  hints: [string] | [string, string] | [string, string, string];
  /**
   * The fewest seconds an honest first solve takes, counted from the learner's first call
   * of the day (the trainer's cheat signal); absent when any time is plausible.
   */
  minSeconds?: number;
}

const c = (x: Challenge): Challenge => x;

/** Every challenge, grouped by track, in the order the screen lists them. */
export const CATALOGUE: readonly Challenge[] = [
  // API testing
  c({
    key: 'bad-amount',
    title: 'An amount the bank cannot take',
    track: 'API',
    difficulty: 1,
    description: 'Make a money call that the bank refuses because of its amount field alone.',
    hints: [
      'Money travels as a string with two decimals.',
      'Try one decimal too many on POST /api/transfers.',
    ],
  }),
  c({
    key: 'insufficient-funds',
    title: 'More than you have',
    track: 'API',
    difficulty: 1,
    description: 'Have a transfer refused because the account cannot cover it.',
    hints: ['The available balance counts holds too.', 'Look for the code INSUFFICIENT_FUNDS.'],
  }),
  c({
    key: 'over-limit',
    title: 'Past the limit',
    track: 'API',
    difficulty: 2,
    description: 'Have a LOCAL or WIRE transfer refused for the transfer limits.',
    hints: [
      'GET /api/transfer-limits tells you what is left.',
      'The refusal code is LIMIT_EXCEEDED.',
    ],
    minSeconds: 20,
  }),
  c({
    key: 'idempotent-replay',
    title: 'Twice, but once',
    track: 'API',
    difficulty: 2,
    description:
      'Repeat a money movement so that the bank answers the first result again instead of doing it twice.',
    hints: [
      'Money movements accept an Idempotency-Key header.',
      'Watch for the Idempotent-Replayed header in the answer.',
    ],
    minSeconds: 20,
  }),
  c({
    key: 'idempotency-conflict',
    title: 'Same key, other request',
    track: 'API',
    difficulty: 2,
    description:
      'Get a money movement refused because its idempotency key was already used for something else.',
    hints: ['Reuse an Idempotency-Key.', 'Change the amount, keep the key.'],
    minSeconds: 20,
  }),
  c({
    key: 'cursor-paging',
    title: 'Follow the links',
    track: 'API',
    difficulty: 3,
    description: 'Read a list to its third page the way the API tells you to.',
    hints: ['Lists answer a Link header.', 'Ask for a small limit, then follow rel="next" twice.'],
    minSeconds: 30,
  }),
  c({
    key: 'rate-limited',
    title: 'Slow down, then go again',
    track: 'API',
    difficulty: 3,
    description: 'Get a 429 from an operation, wait as long as you are told, then succeed on it.',
    hints: [
      'Some operations count failures, such as checking a PIN.',
      'The Retry-After header says how many seconds to wait.',
    ],
    minSeconds: 60,
  }),
  c({
    key: 'token-scope',
    title: 'Read-only means read-only',
    track: 'API',
    difficulty: 2,
    description: 'Use an API token to attempt a write it is not allowed to make.',
    hints: [
      'Tokens have scopes.',
      'Create a token with the read scope only and send a transfer with it.',
    ],
    minSeconds: 30,
  }),
  c({
    key: 'method-not-allowed',
    title: 'Wrong verb',
    track: 'API',
    difficulty: 1,
    description: 'Call a documented path with a method it does not have.',
    hints: [
      'The answer tells you which methods are allowed.',
      'Look for the status 405 and its Allow header.',
    ],
  }),
  c({
    key: 'unknown-path',
    title: 'Nothing here',
    track: 'API',
    difficulty: 1,
    description: 'Call an API path that does not exist at all.',
    hints: ['Every path lives under /api.', 'Any made-up path answers 404.'],
  }),
  c({
    key: 'created-201',
    title: 'Something new',
    track: 'API',
    difficulty: 1,
    description: 'Create a resource through the REST API and get the status that says so.',
    hints: ['Not 200.', 'A beneficiary or a support ticket created with POST answers 201.'],
  }),
  c({
    key: 'many-issues',
    title: 'Everything wrong at once',
    track: 'API',
    difficulty: 2,
    description: 'Send one request that the bank refuses naming at least two fields at once.',
    hints: ['A 400 answer lists its issues.', 'Leave out two required fields.'],
  }),
  c({
    key: 'malformed-json',
    title: 'Not JSON',
    track: 'API',
    difficulty: 2,
    description: 'Send a write whose body the bank cannot read as JSON.',
    hints: ['Keep the Content-Type, break the body.', 'A missing closing brace will do.'],
  }),
  c({
    key: 'bearer-token',
    title: 'No cookie needed',
    track: 'API',
    difficulty: 1,
    description: 'Read something from the API authenticated with a personal API token.',
    hints: ['Profile → Developer creates tokens.', 'Send it as Authorization: Bearer <token>.'],
  }),
  c({
    key: 'webhook-registered',
    title: 'Call me back',
    track: 'API',
    difficulty: 2,
    description: 'Register a webhook for your events.',
    hints: ['See the webhooks section of the API reference.'],
  }),
  c({
    key: 'webhook-replay',
    title: 'Once more, please',
    track: 'API',
    difficulty: 3,
    description: 'Ask the bank to send one of your webhook deliveries again.',
    hints: ['List the deliveries of a webhook first.', 'Each delivery can be replayed by its id.'],
  }),
  c({
    key: 'openapi-read',
    title: 'Read the contract',
    track: 'API',
    difficulty: 1,
    description: 'Fetch the machine-readable description of the API while signed in.',
    hints: ['It is an OpenAPI document.', 'GET /api/openapi.json'],
  }),
  c({
    key: 'postman-collection',
    title: 'Ready-made requests',
    track: 'API',
    difficulty: 1,
    description: 'Download the bank’s Postman collection while signed in.',
    hints: ['The API reference links to it.', 'GET /api/postman.json'],
  }),
  c({
    key: 'batch-transfers',
    title: 'Many at once',
    track: 'API',
    difficulty: 3,
    description: 'Send several transfers in a single request.',
    hints: ['There is a batch operation next to POST /api/transfers.'],
  }),
  c({
    key: 'event-stream-token',
    title: 'Listen from a script',
    track: 'API',
    difficulty: 3,
    description: 'Open the live event stream with an API token instead of a browser.',
    hints: ['It is Server-Sent Events.', 'GET /api/events with Authorization: Bearer <token>.'],
  }),
  // UI testing
  c({
    key: 'ui-transfer',
    title: 'A transfer from the screen',
    track: 'UI',
    difficulty: 1,
    description: 'Send a transfer using the bank’s own transfer form.',
    hints: ['Transfers in the menu.'],
  }),
  c({
    key: 'statement-search',
    title: 'Find and order',
    track: 'UI',
    difficulty: 2,
    description: 'Search an account’s statement and sort it by another column than the date.',
    hints: [
      'Open an account from the overview.',
      'Type in the search box, then click a column header.',
    ],
  }),
  c({
    key: 'statement-pdf',
    title: 'Paper trail',
    track: 'UI',
    difficulty: 1,
    description: 'Download an account statement as a PDF.',
    hints: ['The statement screen has a download button.'],
  }),
  c({
    key: 'support-ticket',
    title: 'Ask for help',
    track: 'UI',
    difficulty: 1,
    description: 'Open a support ticket from the screen.',
    hints: ['Look under Support.'],
  }),
  c({
    key: 'ui-token',
    title: 'A key for your scripts',
    track: 'UI',
    difficulty: 2,
    description: 'Create a personal API token from your profile.',
    hints: ['Profile → Developer.'],
  }),
  c({
    key: 'italian',
    title: 'Parla italiano',
    track: 'UI',
    difficulty: 1,
    description: 'Switch the bank to Italian.',
    hints: ['The language switch is in the header.'],
  }),
  c({
    key: 'not-found-page',
    title: 'Off the map',
    track: 'UI',
    difficulty: 1,
    description: 'Reach the page the bank shows for an address it does not know.',
    hints: ['Type a made-up address after the bank’s host.'],
  }),
  c({
    key: 'ui-beneficiary',
    title: 'Someone to pay',
    track: 'UI',
    difficulty: 1,
    description: 'Save a beneficiary from the screen.',
    hints: ['Transfers → Beneficiaries.'],
  }),
  c({
    key: 'card-freeze',
    title: 'Cold card',
    track: 'UI',
    difficulty: 2,
    description: 'Freeze one of your cards, then unfreeze it.',
    hints: ['Cards in the menu.'],
  }),
  c({
    key: 'standing-order',
    title: 'Every month',
    track: 'UI',
    difficulty: 2,
    description: 'Set up a standing order.',
    hints: ['Transfers → Standing orders.'],
  }),
  c({
    key: 'notifications-read',
    title: 'Inbox zero',
    track: 'UI',
    difficulty: 1,
    description: 'Mark all your notifications as read at once.',
    hints: ['The bell in the header.'],
  }),
  // Banking operations
  c({
    key: 'statement-csv',
    title: 'Spreadsheet ready',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'Download an account statement as CSV.',
    hints: ['The statement screen can export it.', 'GET /api/accounts/{id}/statement.csv'],
  }),
  c({
    key: 'return-r01',
    title: 'Returned unpaid',
    track: 'OPERATIONS',
    difficulty: 3,
    description:
      'Send a LOCAL transfer that comes back with the return code R01, and read it back with its code.',
    hints: [
      'Some account numbers are magic in this bank: see the API reference for transfers.',
      'A LOCAL transfer settles later; its return code shows once it has.',
      'Read your transfers after settlement and look at returnCode.',
    ],
    minSeconds: 60,
  }),
  c({
    key: 'loan-payment',
    title: 'Pay it down',
    track: 'OPERATIONS',
    difficulty: 2,
    description: 'Make a payment on a loan.',
    hints: ['Loans in the menu; not every customer has one.'],
  }),
  c({
    key: 'loan-schedule',
    title: 'What is due when',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'Read a loan’s schedule of instalments.',
    hints: ['Each loan has a schedule.'],
  }),
  c({
    key: 'bill-paid',
    title: 'Bill settled',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'Pay a bill.',
    hints: ['Bills in the menu.'],
  }),
  c({
    key: 'tax-summary',
    title: 'For the tax office',
    track: 'OPERATIONS',
    difficulty: 2,
    description: 'Download a yearly tax summary of an account.',
    hints: ['Statements list the tax summaries.'],
  }),
  c({
    key: 'monthly-statements',
    title: 'Month by month',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'List the monthly statements of an account.',
    hints: ['Close of business issues one per month.'],
  }),
  c({
    key: 'card-deposit-declined',
    title: 'Declined',
    track: 'OPERATIONS',
    difficulty: 2,
    description: 'Have a card deposit declined by the card processor.',
    hints: ['Some test card numbers are always declined.', 'See the API reference for deposits.'],
  }),
  c({
    key: 'pending-transfer',
    title: 'Not yet',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'Send a transfer that the bank holds as pending until it settles.',
    hints: ['Transfers to another bank do not settle at once.'],
  }),
  c({
    key: 'crypto-order',
    title: 'To the moon',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'Place a crypto order.',
    hints: ['Crypto in the menu.'],
  }),
  c({
    key: 'loan-application',
    title: 'Need a loan',
    track: 'OPERATIONS',
    difficulty: 1,
    description: 'Apply for a loan.',
    hints: ['Loans → Apply.'],
  }),
  // Security
  c({
    key: 'authorization-probe',
    title: 'Not yours',
    track: 'SECURITY',
    difficulty: 2,
    description:
      'Ask for another customer’s account, transfers or statement by its id, and see the bank refuse.',
    hints: ['Ids are numbers.', 'Try an account id that is not in your list.'],
  }),
  c({
    key: 'step-up',
    title: 'Prove it is you',
    track: 'SECURITY',
    difficulty: 3,
    description: 'Have a transfer refused until you prove who you are, then prove it and send one.',
    hints: [
      'LOCAL and WIRE transfers need more than a session.',
      'The refusal code is STEP_UP_REQUIRED.',
      'Verify your PIN, then send the transfer again.',
    ],
    minSeconds: 30,
  }),
  c({
    key: 'wrong-pin',
    title: 'Wrong PIN',
    track: 'SECURITY',
    difficulty: 1,
    description: 'Have a PIN check refused.',
    hints: ['Set a PIN first, then check another one.'],
  }),
  c({
    key: 'revoke-session',
    title: 'Sign out that other device',
    track: 'SECURITY',
    difficulty: 2,
    description: 'End one of your sessions from your list of sessions.',
    hints: ['Sign in twice, then look at Profile → Security.'],
  }),
  c({
    key: 'revoke-token',
    title: 'Key retired',
    track: 'SECURITY',
    difficulty: 1,
    description: 'Revoke one of your API tokens.',
    hints: ['Profile → Developer.'],
  }),
  c({
    key: 'password-changed',
    title: 'New password',
    track: 'SECURITY',
    difficulty: 2,
    description: 'Change your password.',
    hints: ['Every other session ends when you do.'],
  }),
  c({
    key: 'recovery-codes',
    title: 'Plan B',
    track: 'SECURITY',
    difficulty: 3,
    description: 'Get a fresh set of second-factor recovery codes.',
    hints: ['Turn on a second factor first.'],
  }),
  c({
    key: 'foreign-origin',
    title: 'Not from here',
    track: 'SECURITY',
    difficulty: 3,
    description:
      'Send a signed-in write that claims to come from another site, and see it refused.',
    hints: ['Browsers send an Origin header.', 'Change it to another site on a POST.'],
  }),
  c({
    key: 'admin-probe',
    title: 'Staff only',
    track: 'SECURITY',
    difficulty: 2,
    description: 'As a customer, call an operation meant for the bank’s staff and see it refused.',
    hints: ['The API reference tags them admin.'],
  }),
];

const byKey = new Map(CATALOGUE.map((ch) => [ch.key, ch]));

/** The challenge of `key`, or undefined for a key the catalogue does not have. */
export function challengeOf(key: string): Challenge | undefined {
  return byKey.get(key);
}

/** Points a challenge of `difficulty` is worth with no hint: 10, 25, 45, 70, 100. */
export const BASE_POINTS: Record<Challenge['difficulty'], number> = {
  1: 10,
  2: 25,
  3: 45,
  4: 70,
  5: 100,
};

/**
 * The score of one solve: the difficulty's points, less a fifth of them per hint revealed
 * (so all three hints leave two fifths), rounded to a whole point.
 * @param hintsUsed hints revealed before the solve (0 to 3)
 */
export function pointsFor(difficulty: Challenge['difficulty'], hintsUsed: number): number {
  const base = BASE_POINTS[difficulty];
  return Math.round(base * (1 - 0.2 * Math.min(3, Math.max(0, hintsUsed))));
}
