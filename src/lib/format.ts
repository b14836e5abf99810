/** Display helpers shared by the customer screens. */
import dayjs from 'dayjs';
import i18n from 'i18next';
import { dayjsLocaleOf } from '@/i18n/format';

/**
 * The business day of a server date or time, e.g. 'Nov 21, 2026': a 'YYYY-MM-DD' date as is,
 * an ISO time by its UTC calendar day (the bank's business days are UTC days), whatever the
 * browser's time zone. Anything else is returned unchanged.
 */
export function displayBusinessDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return value;
  // An ISO time in another offset than UTC is first brought to UTC.
  const utcDay = value.length > 10 && !value.endsWith('Z') ? isoUtcDay(value) : day;
  return displayDate(utcDay ?? day);
}

/** The UTC calendar day ('YYYY-MM-DD') of an ISO time, or null when it does not parse. */
function isoUtcDay(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
}

/** Masks an account number as dots plus its last 4 digits: '••••1234'. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

/** The UI language ('en' before the translations start). */
function uiLanguage(): string {
  return i18n.language ?? 'en';
}

/**
 * The current month and year in the UI language, e.g. 'November 2026' or 'novembre 2026',
 * for the carousel's totals.
 */
export function currentMonthLabel(now: Date = new Date()): string {
  return dayjs(now).locale(dayjsLocaleOf(uiLanguage())).format('MMMM YYYY');
}

/**
 * A date or ISO time as a short readable date in the UI language, e.g. 'Nov 21, 2026' or
 * '21 nov 2026'.
 */
export function displayDate(value: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  const language = dayjsLocaleOf(uiLanguage());
  return date.locale(language).format(language === 'it' ? 'D MMM YYYY' : 'MMM D, YYYY');
}

/** '4532XXXXXXXX0366' → '4532 XXXX XXXX 0366': first 4, a fixed mask, last 4. */
export function displayCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\s/g, '');
  return `${digits.slice(0, 4)} XXXX XXXX ${digits.slice(-4)}`;
}

/** Expiry as MM/YY. */
export function displayExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/**
 * An ISO time as a local date and time in the UI language, e.g. 'Nov 21, 2026, 3:05 PM' or
 * '21 nov 2026, 15:05'; the text itself when unreadable.
 */
export function displayDateTime(value: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  const language = dayjsLocaleOf(uiLanguage());
  return date
    .locale(language)
    .format(language === 'it' ? 'D MMM YYYY, HH:mm' : 'MMM D, YYYY, h:mm A');
}
