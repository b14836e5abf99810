/**
 * zod's own messages in the caller's language. A schema's own message ("Valid email
 * required") is one of the bank's texts and goes through `translateText`; a message zod wrote
 * itself ("Too big: expected string to have <=500 characters") is written again by zod's
 * locale for that language ("Troppo grande: string deve avere <=500 caratteri"), from the
 * fields each finding carries. The wording is zod's own, as zod writes it for anyone who
 * configures it in that language.
 */
import { type core, locales, type ZodError } from 'zod';
import { type FieldIssue, fieldIssues } from '../shared/issues';
import { type Language, translateText } from './translate';

type LocaleError = (raised: core.$ZodRawIssue) => string | { message: string } | undefined | null;

const ENGLISH = locales.en().localeError as LocaleError;
const LOCALE: Record<Exclude<Language, 'en'>, LocaleError> = {
  it: locales.it().localeError as LocaleError,
};

/**
 * A value of each type zod names after "received": a finished issue no longer holds the
 * input, and zod's invalid_type message is written from it.
 */
const SAMPLE_OF: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  string: '',
  number: 0,
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
  boolean: false,
  bigint: 0n,
  symbol: Symbol('x'),
  function: () => undefined,
  array: [],
  object: {},
  date: new Date(0),
  map: new Map(),
  set: new Set(),
  promise: Promise.resolve(),
  file: undefined,
};

function render(locale: LocaleError, raised: core.$ZodRawIssue): string | null {
  const out = locale(raised);
  if (typeof out === 'string') return out;
  return out?.message ?? null;
}

/** The issue as zod's locale saw it when it was raised (its input given back for invalid_type). */
function raw(found: core.$ZodIssue): core.$ZodRawIssue {
  if (found.code !== 'invalid_type') return found as core.$ZodRawIssue;
  const received = /, received (\S+)$/.exec(found.message)?.[1];
  return { ...found, input: received === undefined ? undefined : SAMPLE_OF[received] };
}

/**
 * One issue's message in `language`: zod's locale writes again a message zod wrote itself (it
 * is exactly what zod's English locale writes for the issue); any other message is translated
 * with the bank's own texts. English gives the message unchanged.
 */
export function zodIssueMessage(found: core.$ZodIssue, language: Language): string {
  if (language === 'en') return found.message;
  const asRaised = raw(found);
  if (render(ENGLISH, asRaised) === found.message) {
    const inLanguage = render(LOCALE[language], asRaised);
    if (inLanguage) return inLanguage;
  }
  return translateText(found.message, language);
}

/**
 * A zod error's issues in the one shape every caller sees (`shared/issues.ts`), each message
 * in `language` (zodIssueMessage); the paths and zod's codes never change.
 */
export function zodFieldIssues(error: ZodError, language: Language): FieldIssue[] {
  return fieldIssues(error, (found) => zodIssueMessage(found, language));
}
