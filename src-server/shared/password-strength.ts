/**
 * How guessable a new password is, by zxcvbn (the @zxcvbn-ts port, with its common-password
 * and English dictionaries, offline): a password scoring below 3 of 4 (common, breached,
 * a dictionary word with a digit, a keyboard walk, a repeat) is refused with zxcvbn's own
 * feedback. The dictionaries are large (about 1 MB), so the client imports this module only
 * lazily, where a password is set; the server checks every password it sets.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

/** The lowest zxcvbn score (0-4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
};

/**
 * Why `password` may not be set, or null when it may: the length rule (12 to 128
 * characters) first, then zxcvbn's score, which must be at least 3. The refusal's message is
 * zxcvbn's warning followed by its suggestions ("This is similar to a commonly used
 * password. Add more words that are less common."). `userInputs` (the username, name,
 * email) count as known words, so a password made of them scores low.
 */
export async function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return `At least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `At most ${PASSWORD_MAX_LENGTH} characters`;
  const result = await zxcvbn().check(password, [...userInputs]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const parts = [result.feedback.warning, ...result.feedback.suggestions].filter((p): p is string =>
    Boolean(p),
  );
  return parts.length
    ? parts.join(' ')
    : 'This password is too easy to guess. Add more words that are less common.';
}
