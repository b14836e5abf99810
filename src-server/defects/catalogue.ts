/**
 * The planted defects of bug-hunt mode: each with a stable key, where it shows, what a
 * correct bank does, what happens instead and the technique that finds it (the answer key).
 * Every defect is a small branch at its spot (`defectOn(ctx, key)`) that changes what the
 * bank shows, accepts or answers, never the books.
 */

/** The kind of defect. */
export const DEFECT_AREAS = [
  'UI',
  'API',
  'RULES',
  'VALIDATION',
  'ACCESSIBILITY',
  'SECURITY',
  'PERFORMANCE',
] as const;
export type DefectArea = (typeof DEFECT_AREAS)[number];

/** How much a defect matters, lowest first (scores follow it). */
export const DEFECT_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

/** One catalogue entry. */
export interface Defect {
  key: string;
  title: string;
  area: DefectArea;
  severity: DefectSeverity;
  /** The screen route or the operation (`METHOD /api/path`) where it shows. */
  where: string;
  expected: string;
  actual: string;
  technique: string;
}

const d = (
  key: string,
  area: DefectArea,
  severity: DefectSeverity,
  where: string,
  title: string,
  expected: string,
  actual: string,
  technique: string,
): Defect => ({ key, title, area, severity, where, expected, actual, technique });

/** Every planted defect, in the order the Bug hunt screen lists them. */
export const DEFECTS: readonly Defect[] = [
  d(
    'statement-search-case-sensitive',
    'RULES',
    'MEDIUM',
    'GET /api/transactions/{accountId}',
    'Statement search is case sensitive',
    'Searching for "salary" finds rows described "Salary".',
    'Only rows whose text matches the exact case are found.',
    'equivalence classes',
  ),
  d(
    'statement-amount-sorted-as-text',
    'RULES',
    'MEDIUM',
    'GET /api/transactions/{accountId}',
    'Sorting the statement by amount sorts the digits as text',
    'Sorted by amount, 20.00 comes before 100.00.',
    '100.00 comes before 20.00: the amounts are compared as text.',
    'exploratory tour',
  ),
  d(
    'statement-page-skips-row',
    'API',
    'HIGH',
    'GET /api/transactions/{accountId}',
    'A statement page after the first skips one row',
    'Page 2 starts with the row after the last row of page 1.',
    'The first row of every page after the first is missing.',
    'boundary values',
  ),
  d(
    'statement-last-day-dropped',
    'RULES',
    'HIGH',
    'GET /api/transactions/{accountId}',
    'The statement drops its last day',
    'The statement lists the rows of every day, the newest day included.',
    'The rows of the newest day are missing.',
    'boundary values',
  ),
  d(
    'statement-total-count-missing',
    'API',
    'MEDIUM',
    'GET /api/transactions/{accountId}',
    'The statement answer has no X-Total-Count header',
    'X-Total-Count carries the number of matching rows, as documented.',
    'The header is missing.',
    'contract check',
  ),
  d(
    'accounts-monthly-swapped',
    'UI',
    'MEDIUM',
    '/dashboard',
    "The month's money in and money out are swapped",
    "The account's monthly credit shows what came in this month.",
    'Monthly credit and monthly debit show each other’s figure.',
    'exploratory tour',
  ),
  d(
    'accounts-other-customer-readable',
    'SECURITY',
    'CRITICAL',
    'GET /api/accounts/{userId}',
    "A customer can read another customer's accounts",
    "Another customer's user id answers 404.",
    "The other customer's accounts and balances are answered.",
    'authorization probe',
  ),
  d(
    'transfers-other-customer-readable',
    'SECURITY',
    'CRITICAL',
    'GET /api/transfers/{userId}',
    "A customer can read another customer's transfers",
    "Another customer's user id answers 404.",
    "The other customer's transfers are answered.",
    'authorization probe',
  ),
  d(
    'notification-leak',
    'SECURITY',
    'CRITICAL',
    'GET /api/notifications/{userId}',
    "The notification list leaks another customer's notification",
    "Only the customer's own notifications are listed.",
    'The first page also holds the newest notification of another customer.',
    'authorization probe',
  ),
  d(
    'notification-count-off-by-one',
    'UI',
    'LOW',
    '/notifications',
    'The bell counts one unread notification too many',
    'The bell shows the number of unread notifications (none: no number).',
    'It shows one more than there are.',
    'exploratory tour',
  ),
  d(
    'notifications-page-repeats-row',
    'API',
    'MEDIUM',
    'GET /api/notifications/{userId}',
    'A notification page repeats the last row of the page before',
    'With offset=N the page starts at the row after the first N.',
    'It starts one row early, so one row shows twice.',
    'boundary values',
  ),
  d(
    'transfer-limits-swapped',
    'RULES',
    'HIGH',
    'GET /api/transfer-limits',
    'The daily remaining limit names the monthly figure',
    'dailyRemaining is what may still be sent today.',
    'dailyRemaining shows what remains this month.',
    'decision table',
  ),
  d(
    'transfer-idempotency-ignored',
    'RULES',
    'HIGH',
    'POST /api/transfers',
    'A repeated submission sends a second transfer',
    'A retry with the same Idempotency-Key answers the first transfer again.',
    'Each retry creates another transfer (a double click sends two).',
    'state transitions',
  ),
  d(
    'transfers-type-filter-ignored',
    'API',
    'MEDIUM',
    'GET /api/transfers/{userId}',
    'The transfer list ignores its type filter',
    '?type=WIRE lists only wire transfers.',
    'Every type is listed.',
    'equivalence classes',
  ),
  d(
    'transfer-created-200',
    'API',
    'LOW',
    'POST /api/transfers',
    'Creating a transfer answers 200 instead of 201',
    'A created transfer answers 201 Created, as documented.',
    'It answers 200 OK.',
    'contract check',
  ),
  d(
    'transfer-amount-three-decimals-rounded',
    'VALIDATION',
    'HIGH',
    'POST /api/transfers',
    'A three-decimal amount is silently rounded',
    'An amount like 10.005 is refused with 400 (at most 2 decimals).',
    'It is accepted and rounded to cents.',
    'boundary values',
  ),
  d(
    'transfer-negative-amount-flipped',
    'VALIDATION',
    'CRITICAL',
    'POST /api/transfers',
    'A negative amount is accepted as positive',
    'An amount of -5.00 is refused with 400.',
    'It is accepted and sent as 5.00.',
    'equivalence classes',
  ),
  d(
    'transfer-description-truncated',
    'VALIDATION',
    'LOW',
    'POST /api/transfers',
    'A too long description is cut instead of refused',
    'A description over 500 characters is refused with 400.',
    'It is silently cut to 500 characters.',
    'boundary values',
  ),
  d(
    'cards-expiry-month-off-by-one',
    'UI',
    'MEDIUM',
    '/cards',
    "The card's expiry shows the month before",
    'The card shows the expiry month printed on it.',
    'It shows the month before (January shows as December).',
    'exploratory tour',
  ),
  d(
    'accounts-slow',
    'PERFORMANCE',
    'MEDIUM',
    'GET /api/accounts',
    'The account list is slow',
    'The accounts answer within a few milliseconds.',
    'Each read takes more than half a second.',
    'load test',
  ),
  d(
    'notification-count-slow',
    'PERFORMANCE',
    'LOW',
    'GET /api/notification-count',
    'The unread count is slow',
    'The bell’s count answers at once.',
    'Each read takes more than half a second.',
    'load test',
  ),
  d(
    'beneficiaries-other-customer-readable',
    'SECURITY',
    'HIGH',
    'GET /api/beneficiaries/{userId}',
    "A customer can read another customer's payees",
    "Another customer's user id answers 404.",
    "The other customer's payees and their account numbers are answered.",
    'authorization probe',
  ),
  d(
    'bills-other-customer-readable',
    'SECURITY',
    'HIGH',
    'GET /api/bills/{userId}',
    "A customer can read another customer's bills",
    "Another customer's user id answers 404.",
    "The other customer's bills are answered.",
    'authorization probe',
  ),
  d(
    'loans-other-customer-readable',
    'SECURITY',
    'HIGH',
    'GET /api/loans/{userId}',
    "A customer can read another customer's loans",
    "Another customer's user id answers 404.",
    "The other customer's loans are answered.",
    'authorization probe',
  ),
  d(
    'accounts-order-reversed',
    'UI',
    'LOW',
    '/dashboard',
    'The accounts are listed in reverse order',
    'Accounts are listed oldest first, the same order every time.',
    'They come newest first.',
    'exploratory tour',
  ),
  d(
    'statement-descending-ignored',
    'RULES',
    'MEDIUM',
    'GET /api/transactions/{accountId}',
    'The statement ignores descending order',
    'order=desc lists the rows the other way round.',
    'The rows stay in ascending order.',
    'decision table',
  ),
  d(
    'transfers-oldest-first',
    'API',
    'MEDIUM',
    'GET /api/transfers/{userId}',
    'The transfer list comes oldest first',
    'Transfers are listed newest first, as documented.',
    'Each page is listed oldest first.',
    'contract check',
  ),
  d(
    'transfers-link-header-missing',
    'API',
    'LOW',
    'GET /api/transfers/{userId}',
    'The transfer list has no Link to its next page',
    'When more transfers follow, Link names the next page.',
    'The header is missing, so a client stops after the first page.',
    'contract check',
  ),
  d(
    'transfer-limits-slow',
    'PERFORMANCE',
    'LOW',
    'GET /api/transfer-limits',
    'The remaining limits are slow',
    'The remaining limits answer at once.',
    'Each read takes more than half a second.',
    'load test',
  ),
];

/** The catalogue entry of `key`, or undefined for an unknown key. */
export function defectOf(key: string): Defect | undefined {
  return DEFECTS.find((x) => x.key === key);
}
