/**
 * Translations (PRODUCT.md 8). The English text itself is the key, so English needs no
 * resource file and the UI texts stay exactly the spec's; other languages add a resource
 * whose keys are those English texts.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages the switch offers; only English has texts for now. */
export const LANGUAGES = [{ code: 'en', label: 'English' }] as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: {} } },
  // English sentences contain '.' and ':'; they must not be read as nesting separators.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
