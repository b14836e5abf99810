/**
 * What provisioning generates: strong passwords, account numbers and Luhn-valid card
 * numbers, each unique where the bank needs it to be.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, creditCards } from '../../db/schema';

/** No 0/O, 1/l/I: a password read off a printed sheet must not be misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A strong password for a person to type once: four groups of four characters from a
 * 55-character alphabet without look-alikes (about 92 bits), e.g. `Hq7v-Mz3k-pT9c-W2xe`.
 * Always has an upper-case letter, a lower-case letter and a digit.
 */
export function generatePassword(): string {
  for (;;) {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
    const text = chars.join('');
    if (/[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text)) {
      return [0, 4, 8, 12].map((i) => text.slice(i, i + 4)).join('-');
    }
  }
}

/** The Luhn check digit that completes `digits` (a string of digits without it). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right, every second digit (starting with the one next to the check digit) doubles.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `number` (digits only) passes the Luhn check. */
export function isLuhnValid(number: string): boolean {
  return /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/**
 * A new 16-digit card number starting with 4 (a Visa-like test range), Luhn-valid and not
 * used by any card yet (the unique index is the final guard). Call inside the transaction
 * that inserts the card.
 */
export function freshCardNumber(db: Db): string {
  for (;;) {
    let body = '4';
    while (body.length < 15) body += String(randomInt(10));
    const number = body + luhnCheckDigit(body);
    const taken = db
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(eq(creditCards.cardNumber, number))
      .get();
    if (!taken) return number;
  }
}

/**
 * A new 10-digit account number (no leading zero) not used by any account yet. Call inside
 * the transaction that inserts the account.
 */
export function freshAccountNumber(db: Db): string {
  for (;;) {
    const number = String(randomInt(1_000_000_000, 10_000_000_000));
    const taken = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.accountNumber, number))
      .get();
    if (!taken) return number;
  }
}
