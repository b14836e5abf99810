/**
 * The path the client is served under: '' for the main bank, '/s/{name}' inside a sandbox
 * bank. Every URL the client builds by hand (API calls, downloads) starts with it; the
 * router uses it as its basepath.
 */
export function basePathOf(pathname: string): string {
  return /^\/s\/[a-z0-9-]{3,32}(?=\/|$)/.exec(pathname)?.[0] ?? '';
}

/** This page's base path (empty outside a browser). */
export const BASE_PATH = typeof location === 'undefined' ? '' : basePathOf(location.pathname);
