/** Display helpers of the admin screens. */
import { displayDateTime as displayLocalDateTime } from '@/lib/format';

// Kept beside the list searches (no date library), so routes can read ids cheaply.
export { parseId } from './listSearch';

/**
 * An ISO time as a local date and time in the UI language (the customer screens' formatter,
 * e.g. 'Nov 21, 2026, 9:30 AM' or '21 nov 2026, 09:30'); a dash when absent, the text itself
 * if unreadable.
 */
export function displayDateTime(value: string | null | undefined): string {
  return value ? displayLocalDateTime(value) : '—';
}

/** A wire value shown as text: strings as they are, null/undefined as a dash. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}
