/**
 * The short device labels of the sign-in notices and the session list ("Chrome on Linux"),
 * made from a User-Agent header. The server's translator reads the systems back from
 * `DEVICE_SYSTEMS`, so a label and its Italian never disagree on what a system is called.
 */

/** The systems a label names, each with the User-Agent text that shows it; the first match wins. */
const SYSTEMS = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['Linux', /Linux/],
] as const;

/** The names of the systems a device label can hold: 'Android', 'iOS', 'Windows', 'macOS', 'Linux'. */
export const DEVICE_SYSTEMS: readonly string[] = SYSTEMS.map(([name]) => name);

/**
 * A short name for a User-Agent: "Chrome on Linux", the browser alone when the system is
 * none of `DEVICE_SYSTEMS`, or "an unknown browser" when there is no header.
 * @param userAgent the request's User-Agent header, or null when it sent none
 */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'an unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : userAgent.split(/[\s/]/)[0] || 'a browser';
  const os = SYSTEMS.find(([, shows]) => shows.test(userAgent))?.[0];
  return os ? `${browser} on ${os}` : browser;
}
