/**
 * The server's texts in the customer's language. The bank writes its customer texts in
 * English (notifications, statement rows, emails): that stays the stored form, so searches,
 * exports and English readers see exactly what was written. A customer who reads Italian gets
 * them translated when read: the Italian resource (`it.json`) is keyed by English templates
 * whose `{{placeholders}}` stand for the variable parts ("Bill paid" or "{{amount}} paid to
 * {{payee}} from {{account}}."); a stored text is matched against the templates, and the
 * Italian template is filled by i18next with the parts it captured, each translated in turn
 * (an account label, a month, a loan type). A text no template matches stays English.
 */
import i18next from 'i18next';
import { DEVICE_SYSTEMS } from '../shared/device';
import italian from './it.json';

/** The languages a customer can read the bank in; English is the default. */
export const LANGUAGES = ['en', 'it'] as const;
/** A language code of LANGUAGES: 'en' or 'it'. */
export type Language = (typeof LANGUAGES)[number];

/** The Italian texts, English template → Italian template. */
export const ITALIAN: Readonly<Record<string, string>> = italian;

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  resources: { it: { translation: ITALIAN } },
  // English sentences contain '.' and ':'; they must not be read as nesting separators.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A supported language from a stored or sent value, or null ('it-IT' → 'it'). */
export function parseLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

/**
 * The supported language an `Accept-Language` header prefers most ('it-IT,it;q=0.9,en;q=0.8'
 * → 'it'), by quality then order; null when it names none.
 */
export function languageFromHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: parseLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/**
 * The customer's language: their saved choice, else the request's `Accept-Language`, else
 * English.
 */
export function customerLanguage(
  saved: string | null | undefined,
  acceptLanguage?: string | null,
): Language {
  return parseLanguage(saved) ?? languageFromHeader(acceptLanguage) ?? 'en';
}

/**
 * One text by its English key in `language`, with `{{placeholders}}` filled from `params`
 * (i18next). English, or a key without a translation, gives the English text filled in.
 */
export function serverT(
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  if (language === 'en' || ITALIAN[key] === undefined) {
    return key.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  }
  return i18n.t(key, { ...params, lng: language });
}

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Characters outside the placeholders: a more literal template is tried first. */
  weight: number;
}

let templates: Template[] | undefined;

/** The systems a sign-in's device label names, as a pattern's alternatives. */
const OS = DEVICE_SYSTEMS.join('|');
/**
 * What some placeholders can hold, where a template is almost all placeholders: the sign-in
 * device label '{{browser}} on {{os}}' (auth/login.ts) would otherwise match any English text
 * with ' on ' in it ("unavailable on purpose") and translate only that word. A browser is one
 * word or 'a browser', maybe with its system ('Chrome on Windows', as the sign-in notices hold
 * it). Any other placeholder holds any text.
 */
const PLACEHOLDER_VALUES: Record<string, string> = {
  browser: String.raw`(?:[\w.-]+|a browser)(?: on (?:${OS}))?`,
  os: OS,
};

/** The resource's keys as patterns, the most literal first. */
function compiled(): Template[] {
  if (templates) return templates;
  templates = Object.keys(ITALIAN)
    .map((key) => {
      const names = [...key.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const source = key
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .reduce((pattern, part, i) => {
          const value = PLACEHOLDER_VALUES[names[i - 1]!];
          return `${pattern}${value ? `(${value})` : '(.+?)'}${part}`;
        });
      return {
        key,
        names,
        pattern: new RegExp(`^${source}$`, 's'),
        weight: key.replace(/\{\{\w+\}\}/g, '').length,
      };
    })
    .sort((a, b) => b.weight - a.weight);
  return templates;
}

const MONTH =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/;
const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month and year in `language`: 'November 2026' → 'novembre 2026'. */
export function monthName(period: string, language: Language): string {
  const date = /^\d{4}-\d{2}$/.test(period) ? new Date(`${period}-01T00:00:00Z`) : null;
  if (!date) return period;
  return new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A translated variable part: a month name, an account label, or a text of its own. */
function translatePart(value: string, language: Language, depth: number): string {
  const month = MONTH.exec(value);
  if (month) {
    const index = MONTH_NAMES_EN.indexOf(month[1]!) + 1;
    return monthName(`${month[2]}-${String(index).padStart(2, '0')}`, language);
  }
  // An account label: 'CHECKING ••••1234'.
  const account = /^(CHECKING|SAVINGS|CURRENT)( ••••\d{4})$/.exec(value);
  if (account) return `${serverT(account[1]!, language)}${account[2]}`;
  return depth < 2 ? translateAt(value, language, depth + 1) : value;
}

function translateAt(text: string, language: Language, depth: number): string {
  if (language === 'en' || text === '') return text;
  if (ITALIAN[text] !== undefined) return ITALIAN[text];
  for (const template of compiled()) {
    if (template.names.length === 0) continue;
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    template.names.forEach((name, i) => {
      params[name] = translatePart(match[i + 1]!, language, depth);
    });
    return serverT(template.key, language, params);
  }
  // A rule's message after the field key it names for API clients ("email: Valid email
  // required"): the message is translated, the key stays as the API spells it.
  const field = FIELD_KEY.exec(text);
  if (field) {
    const message = text.slice(field[0].length);
    const inLanguage = translateAt(message, language, depth);
    if (inLanguage !== message) return field[0] + inLanguage;
  }
  return text;
}

/** A field key (camelCase, maybe dotted) and the ': ' after it, at the start of a message. */
const FIELD_KEY = /^[a-z_$][\w$]*(?:\.[\w$]+)*: /;

/**
 * A text the bank wrote in English, in `language`: the matching template's translation with
 * its variable parts translated too; unchanged in English or when no template matches.
 */
export function translateText(text: string, language: Language): string {
  if (language === 'en') return text;
  const key = `${language}\u0000${text}`;
  const cached = translated.get(key);
  if (cached !== undefined) return cached;
  const result = translateAt(text, language, 0);
  // Statement pages repeat the same descriptions: remember the last few thousand.
  if (translated.size >= TRANSLATED_MAX) translated.clear();
  translated.set(key, result);
  return result;
}

/** How many translations of whole texts are remembered (the Map is emptied when full). */
const TRANSLATED_MAX = 5000;
const translated = new Map<string, string>();

/** A business day (YYYY-MM-DD) as `language` writes it: '2026-11-21' in English, '21/11/2026' in Italian. */
export function formatDay(day: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return language === 'it' && m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** An account label in `language`: 'CHECKING ••••1234' → 'CORRENTE ••••1234'. */
export function accountLabelIn(
  accountType: string,
  accountNumber: string,
  language: Language,
): string {
  const type = language === 'en' ? accountType : serverT(accountType.toUpperCase(), language);
  return `${type} ••••${accountNumber.slice(-4)}`;
}

/** A country's name in `language` from its ISO 3166 code ('IT' → 'Italia'); `fallback` if unknown. */
export function countryName(iso2: string, language: Language, fallback: string): string {
  if (language === 'en') return fallback;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(iso2) ?? fallback;
  } catch {
    return fallback;
  }
}
