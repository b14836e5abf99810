/** Display helpers of the admin screens. */
import dayjs from 'dayjs';

// Kept beside the list searches (no date library), so routes can read ids cheaply.
export { parseId } from './listSearch';

/** An ISO time as date and time, e.g. 'Nov 21, 2026, 9:30 AM'; the text itself if unreadable. */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY, h:mm A') : value;
}

/** A wire value shown as text: strings as they are, null/undefined as a dash. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}
