/** Business-day arithmetic of the clock screen, on 'YYYY-MM-DD' texts (days, as the server). */
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day');
}

/** `date` (YYYY-MM-DD) moved by `days` whole days. */
export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format(DAY);
}

/**
 * `date` (YYYY-MM-DD) moved by `months` calendar months: the same day of the month, or the
 * month's last day when it has fewer days (2027-01-31 + 1 month is 2027-02-28).
 */
export function addMonths(date: string, months: number): string {
  return dayjs(date).add(months, 'month').format(DAY);
}
