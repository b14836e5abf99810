/** Turns API errors into the texts a person reads: the server's message, or a fallback. */
import { TRPCClientError } from '@trpc/client';

/** True when the server answered 401 (no valid session). */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/**
 * The server's message for an error, or `fallback` when there is none. Input validation
 * errors arrive as a JSON list of issues; their messages are joined so a person can read them.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message) return fallback;
  if (message.startsWith('[')) {
    try {
      const issues = JSON.parse(message) as Array<{ message?: unknown }>;
      const texts = issues.map((issue) => issue.message).filter((m) => typeof m === 'string');
      return texts.length > 0 ? texts.join('. ') : fallback;
    } catch {
      return message;
    }
  }
  return message;
}

/**
 * True when the server answered with an error (a tRPC error body); false for a network
 * failure or an answer that is not the API's (a proxy's error page), where nothing is known.
 */
export function isServerAnswer(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data != null;
}

/**
 * A validation error's messages by form field (the first message per field), from the
 * server's `data.issues` ([{path: ['accountNumber'], message}]); empty for other errors.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const result: Record<string, string> = {};
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    const field = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : '';
    if (field && typeof issue.message === 'string' && !(field in result)) {
      result[field] = issue.message;
    }
  }
  return result;
}
