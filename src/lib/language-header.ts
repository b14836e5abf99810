import i18n from 'i18next';

/**
 * The UI language as `Accept-Language`, so the server writes its texts (notifications,
 * statement rows, refusals) in it for a visitor or a customer who never saved a language.
 * Every call the client makes by hand sends it, as the tRPC client does.
 * @returns `{ 'Accept-Language': 'it' }`, or nothing before i18next has a language
 */
export function languageHeader(): Record<string, string> {
  return i18n.language ? { 'Accept-Language': i18n.language } : {};
}
