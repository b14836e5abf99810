/**
 * Translations. The English text itself is the key, so English needs no resource file beyond
 * the singulars of the texts that count (./en-plurals) and the UI texts stay exactly as
 * written in the code; Italian adds a resource whose
 * keys are those English texts (src/i18n/it/*.json, merged). The choice persists in
 * localStorage and sets `<html lang>`. Numbers stay USD in en-US whatever the language.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ENGLISH_SINGULARS } from './en-plurals';
import { loadResources } from './resources';

/** Languages the switch offers, each named in its own language. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'it', label: 'Italiano' },
] as const;

/** A language code the switch offers: 'en' or 'it'. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'bank.language';

function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * The language of this visit: a `?lng=` in the address (a shared link, a screenshot), else
 * the saved choice; English when there is none or storage is blocked.
 */
function savedLanguage(): LanguageCode {
  const asked =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(asked)) return asked;
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

function setDocumentLanguage(code: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/**
 * Switches the UI language: loads its texts the first time, re-renders every `t()` and
 * remembers the choice for the next visit.
 */
export async function setLanguage(code: LanguageCode): Promise<void> {
  if (code !== 'en' && !i18n.hasResourceBundle(code, 'translation')) {
    i18n.addResourceBundle(code, 'translation', await loadResources(code), true, true);
  }
  await i18n.changeLanguage(code);
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
}

/**
 * Starts i18next with the saved language. main.tsx waits for it before the first render,
 * so an Italian visitor never sees a flash of English.
 */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    // English needs only the singulars of the texts that count ("1 day", not "1 days").
    resources: { en: { translation: ENGLISH_SINGULARS } },
    // English sentences contain '.' and ':'; they must not be read as nesting separators.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.on('languageChanged', setDocumentLanguage);
  const saved = savedLanguage();
  // A failed download leaves the page in English rather than blank.
  if (saved !== 'en') await setLanguage(saved).catch(() => undefined);
  setDocumentLanguage(i18n.language);
}

export default i18n;
