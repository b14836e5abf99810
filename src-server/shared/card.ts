/**
 * Debit card numbers as a person types them: digits only, the Luhn check digit, the CVC
 * length of the card's network, and whether an expiry month has passed. Imports nothing
 * server-only, so the card deposit form checks the same rules as the server.
 */

/** The digits of a typed card number: spaces and dashes dropped (other characters kept). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * The Luhn (mod 10) check: doubling every second digit from the right, the digit sum is a
 * multiple of 10. False for anything that is not 12 to 19 digits.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The CVC length a card's network uses: 4 for American Express (34…, 37…), else 3. */
export function cvcLength(digits: string): 3 | 4 {
  return /^3[47]/.test(digits) ? 4 : 3;
}

/**
 * True when a card's expiry month is over at `now`: a card is valid through the last day of
 * its expiry month (UTC).
 * @param month 1 to 12
 * @param year four digits
 */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}

/** The last four digits, all a statement, a receipt or the audit log ever shows of a card. */
export function cardLast4(digits: string): string {
  return digits.slice(-4);
}
