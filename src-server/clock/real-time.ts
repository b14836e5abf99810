/**
 * The real (wall) clock, for what must not move when a trainer moves the bank's clock.
 *
 * Security and delivery keep real time: sessions and their idle limits, sign-in throttles,
 * API and reset tokens, one-time codes and recovery codes, the PIN and admin step-up windows,
 * and the retry times of webhooks and of the email/SMS outbox. Moving the business clock
 * (clock.ts) must never sign anyone out, lift a lockout, expire a code early or make a retry
 * wait a month. Everything a customer or trainer reads as a date (postings, statements,
 * limits, due dates, holds, notifications, audit entries) follows business time instead:
 * `businessNow(db)`, computed once per request or run and passed down.
 *
 * Code below the routers reads the wall clock only through this module, so every such read
 * says on its face that it is real time on purpose (clock/wall-clock.test.ts checks it).
 */

/** The real time now, as a Date. */
export function realNow(): Date {
  return new Date();
}

/** The real time now, in milliseconds since the Unix epoch. */
export function realNowMs(): number {
  return Date.now();
}
