/** Display helpers of the admin screens. */
import dayjs from 'dayjs';

/** An ISO time as date and time, e.g. 'Nov 21, 2026, 9:30 AM'; the text itself if unreadable. */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY, h:mm A') : value;
}

/**
 * A positive whole id typed into a filter ('12' → 12), or undefined for an empty or
 * unusable text, so a half-typed filter never reaches the server as a bad request.
 */
export function parseId(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 ? id : undefined;
}

/** A wire value shown as text: strings as they are, null/undefined as a dash. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}
