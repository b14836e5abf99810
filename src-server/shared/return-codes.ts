/**
 * ACH return codes the bank uses when an external transfer comes back or fails at
 * settlement, with their standard (Nacha) descriptions, and the magic account numbers
 * that let a class force an outcome through the ordinary API.
 */

/** Return code → its standard description. */
export const RETURN_CODES = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account / unable to locate account',
  R04: 'Invalid account number',
  R10: 'Customer advises not authorized',
  R16: 'Account frozen',
  R29: 'Corporate customer advises not authorized',
} as const;

/** One of the NACHA return codes in RETURN_CODES (R01, R02, R03, R04, R10, R16, R29). */
export type ReturnCode = keyof typeof RETURN_CODES;

/** The codes a random settlement failure picks from (the trainer's failure rate). */
export const RANDOM_FAILURE_CODES: readonly ReturnCode[] = ['R01', 'R02', 'R03'];

/** True when `code` is one of RETURN_CODES. */
export function isReturnCode(code: string): code is ReturnCode {
  return Object.hasOwn(RETURN_CODES, code);
}

/** "R01 Insufficient funds", or null without a code. */
export function returnReason(code: string | null): string | null {
  if (!code) return null;
  return isReturnCode(code) ? `${code} ${RETURN_CODES[code]}` : code;
}

/** An external account number that never settles by itself: it waits for an admin. */
export const MAGIC_PENDING_ACCOUNT = '2000000000';

/**
 * The return code a magic external account number forces at settlement: `10000000NN` fails
 * with RNN when RNN is a defined code; any other number, null.
 */
export function magicReturnCode(accountNumber: string): ReturnCode | null {
  const match = /^10000000(\d\d)$/.exec(accountNumber);
  if (!match) return null;
  const code = `R${match[1]}`;
  return isReturnCode(code) ? code : null;
}
