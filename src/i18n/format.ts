/**
 * Texts that follow the UI language without a resource entry of their own: dates and month
 * names through Intl and dayjs's locale, and account types through their uppercase key
 * (CHECKING, SAVINGS, CURRENT) in the Italian resource.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { TFunction } from 'i18next';

/** The BCP 47 locale of a UI language: 'it-IT' for Italian, 'en-US' otherwise. */
export function localeOf(language: string): string {
  return language.startsWith('it') ? 'it-IT' : 'en-US';
}

/** The dayjs locale of a UI language: 'it' for Italian, 'en' otherwise. */
export function dayjsLocaleOf(language: string): string {
  return language.startsWith('it') ? 'it' : 'en';
}

/**
 * A date and time in the UI language ('7/14/2026, 3:05:00 PM', '14/7/2026, 15:05:00'), from
 * a Date, an ISO string or epoch milliseconds, in this device's time zone.
 */
export function formatDateTime(value: Date | string | number, language: string): string {
  return new Date(value).toLocaleString(localeOf(language));
}

/** A format pattern for a short date and time: 'MMM D, YYYY h:mm A' in English, 24-hour in Italian. */
export function shortDateTimePattern(language: string): string {
  return language.startsWith('it') ? 'D MMM YYYY, HH:mm' : 'MMM D, YYYY h:mm A';
}

/**
 * A dayjs date in the UI language, for `format()` patterns whose month and day names follow
 * the language ('MMMM YYYY' gives 'July 2026' or 'luglio 2026').
 */
export function localDayjs(value: dayjs.ConfigType, language: string): dayjs.Dayjs {
  return dayjs(value).locale(dayjsLocaleOf(language));
}

/** The account types a customer can hold, each a key of the Italian resource. */
export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS', 'CURRENT'] as const;

/**
 * An account type as the customer reads it, in uppercase: CHECKING, SAVINGS, CURRENT in
 * English, their Italian names (CORRENTE, RISPARMIO, ORDINARIO) in Italian.
 */
export function accountTypeLabel(accountType: string, t: TFunction): string {
  return t(accountType.toUpperCase());
}

/**
 * A card's type as the card shows it, in uppercase: DEBIT in English, DEBITO in Italian; a
 * type the bank does not issue is shown as stored.
 */
export function cardTypeLabel(cardType: string, t: TFunction): string {
  return cardType.toUpperCase() === 'DEBIT' ? t('Debit').toUpperCase() : cardType;
}
