/**
 * The CLI's one way to talk to a bank: its base URL and API token, JSON calls with the token
 * as a bearer, and every failure turned into a `CliError` whose message a person can act on
 * (bad URL, bank unreachable, 401, 403, any 4xx or 5xx with the bank's own message).
 */

/** The bank a fresh project serves (`npm start`), used when neither --url nor BANK_URL is set. */
export const DEFAULT_BANK_URL = 'http://localhost:3000';

/** Identifies the CLI's calls in the bank's request log (My requests). */
export const USER_AGENT = 'acme-bank-cli/0.1';

/** A failure the CLI reports and exits non-zero on; `status` and `code` when the bank answered. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Where the bank is and how to sign in to it. */
export interface BankConfig {
  /** The bank's root, without a trailing slash (a sandbox's root is `…/s/<name>`). */
  url: string;
  /** The API token text (`<id>.<secret>`). */
  token: string;
}

/**
 * Reads the bank's URL and API token from the flags, else the environment.
 * @param flags `--url` and `--token` as given (undefined when absent)
 * @param env the process environment (`BANK_URL`, `BANK_TOKEN`)
 * @returns the URL (without trailing slash; http or https only) and the token
 * @throws CliError for a URL that does not parse or is not http(s), and for a missing token
 */
export function bankConfig(
  flags: { url?: string; token?: string },
  env: Record<string, string | undefined>,
): BankConfig {
  const raw = (flags.url ?? env.BANK_URL ?? DEFAULT_BANK_URL).trim();
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new CliError(
      `The bank URL "${raw}" is not a URL: give one like http://localhost:3000 (BANK_URL or --url).`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(`The bank URL "${raw}" must start with http:// or https://.`);
  }
  const token = (flags.token ?? env.BANK_TOKEN ?? '').trim();
  if (!token) {
    throw new CliError(
      'No API token: set BANK_TOKEN or pass --token. Create one in the bank under Settings → Developer → API tokens (scope "admin" for trigger and clock).',
    );
  }
  const url = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  return { url, token };
}

/** The bank's `{message, code}` error body, when the answer carries one. */
function bankMessage(body: unknown): { message: string | null; code: string | null } {
  if (body && typeof body === 'object') {
    const { message, code, issues } = body as {
      message?: unknown;
      code?: unknown;
      issues?: { path?: unknown; message?: unknown }[];
    };
    let text = typeof message === 'string' ? message : null;
    if (Array.isArray(issues) && issues.length > 0) {
      const details = issues
        .map((i) => {
          const path = Array.isArray(i.path) ? i.path.join('.') : '';
          return path ? `${path}: ${String(i.message)}` : String(i.message);
        })
        .join('; ');
      text = text ? `${text} (${details})` : details;
    }
    return { message: text, code: typeof code === 'string' ? code : null };
  }
  return { message: null, code: null };
}

/**
 * The error for an answer that is not 2xx: the status, the bank's message and code, and for
 * 401 and 403 what to do about the token.
 */
export function answerError(status: number, statusText: string, body: unknown): CliError {
  const { message, code } = bankMessage(body);
  const said = message ?? (statusText || 'no message');
  let hint = '';
  if (status === 401) {
    hint = ' Check BANK_TOKEN: the token may be wrong, expired or revoked.';
  } else if (status === 403 && code === 'TOKEN_SCOPE') {
    hint = ' This call needs a token with a wider scope (an admin\'s token with "admin").';
  }
  return new CliError(
    `The bank answered ${status}${code ? ` ${code}` : ''}: ${said}${hint}`,
    status,
    code,
  );
}

/** What went wrong reaching the bank at all (no answer), in words. */
function unreachable(url: string, error: unknown): CliError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (error as Error).message;
  return new CliError(
    `Could not reach the bank at ${url} (${why}). Is it running? Check BANK_URL.`,
  );
}

/** A JSON answer of the bank with the headers that came with it. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls one bank with its API token. */
export class BankClient {
  constructor(
    readonly config: BankConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The full URL of an API path (`/admin/clock` → `<bank>/api/admin/clock`). */
  apiUrl(path: string): string {
    return `${this.config.url}/api${path}`;
  }

  /** The headers every call sends: the bearer token and the CLI's user agent. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      authorization: `Bearer ${this.config.token}`,
      'user-agent': USER_AGENT,
      accept: 'application/json',
      ...extra,
    };
  }

  /**
   * Sends one JSON call.
   * @param method HTTP method
   * @param path API path below `/api`, with its query
   * @param body JSON body (POST), or undefined
   * @returns the answer's status, headers and parsed JSON body
   * @throws CliError when the bank cannot be reached or answers anything but 2xx
   */
  async call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const url = this.apiUrl(path);
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method,
        headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      throw unreachable(this.config.url, error);
    }
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (res.ok) {
          throw new CliError(
            `The answer from ${url} is not JSON: is ${this.config.url} an Acme bank?`,
            res.status,
          );
        }
      }
    }
    if (!res.ok) throw answerError(res.status, res.statusText, parsed);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  /**
   * Opens a streaming GET (the event stream).
   * @throws CliError when the bank cannot be reached or answers anything but 2xx
   */
  async stream(path: string, headers: Record<string, string>, signal: AbortSignal) {
    let res: Response;
    try {
      res = await this.fetchImpl(this.apiUrl(path), {
        headers: this.headers({ accept: 'text/event-stream', ...headers }),
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw unreachable(this.config.url, error);
    }
    if (!res.ok || !res.body) {
      const text = await res.text().catch(() => '');
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the status alone says it.
      }
      throw answerError(res.status, res.statusText, parsed);
    }
    return res;
  }
}
