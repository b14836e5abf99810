/**
 * TOTP primitives for the admin second factor (RFC 6238; OWASP ASVS 4.3.1), on `@oslojs/otp`: 20-byte secrets, 6 digits, 30-second steps, one
 * step of clock drift either way, and the matched step so callers can refuse a replayed code.
 */
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { renderSVG } from 'uqr';

/** Seconds per time step (RFC 6238's default, what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits per code. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (RFC 6238 §5.2 advises at most one back). */
const DRIFT_STEPS = 1;

/** A new random secret: 160 bits, the HMAC-SHA1 key size RFC 4226 recommends. */
export function newTotpSecret(): Uint8Array {
  const secret = new Uint8Array(20);
  crypto.getRandomValues(secret);
  return secret;
}

/** The 30-second time step `now` falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Finds the time step whose code `code` is, within one step of `now`.
 * @returns the step, or null when the code matches none of them
 */
export function matchTotpStep(secret: Uint8Array, code: string, now: Date): number | null {
  const given = new TextEncoder().encode(code);
  const current = totpStep(now);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken says nothing about which matched.
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = new TextEncoder().encode(generateHOTP(secret, BigInt(step), TOTP_DIGITS));
    if (expected.length === given.length && constantTimeEqual(expected, given)) matched = step;
  }
  return matched;
}

/** The secret as authenticator apps want it typed: base32, upper case, no padding. */
export function secretForManualEntry(secret: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(secret);
}

/**
 * The `otpauth://totp/...` key URI that authenticator apps read from the QR code.
 * @param issuer the bank's name, shown in the app
 * @param accountName the admin's username
 */
export function totpKeyUri(issuer: string, accountName: string, secret: Uint8Array): string {
  // URLSearchParams writes a space as '+', which some apps show literally; '%20' is read by all.
  // A literal '+' is written as %2B, so every '+' here is a space.
  return createTOTPKeyURI(issuer, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS).replaceAll(
    '+',
    '%20',
  );
}

/** The key URI as a QR code: an SVG `data:` URL (the CSP allows `img-src data:`). */
export function qrCodeDataUrl(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 4, pixelSize: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
