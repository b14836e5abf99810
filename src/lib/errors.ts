/** Turns API errors into the texts a person reads: the server's message, or a fallback. */
import { TRPCClientError } from '@trpc/client';

/** True when the server answered 401 (no valid session). */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/** A field key (camelCase, maybe dotted) the server puts before a rule's message for API clients: `newPassword: `. */
const FIELD_KEY = /^[a-z_$][\w$]*(?:\.[\w$]+)*: /;

/** The issues' messages without their field keys, each once, joined into sentences. */
function issueTexts(issues: unknown[]): string {
  const texts = issues
    .map((issue) => (issue as { message?: unknown } | null)?.message)
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    .map((m) => m.trim().replace(FIELD_KEY, ''));
  return [...new Set(texts)].join('. ');
}

/**
 * The server's message for an error, or `fallback` when there is none, as a person reads it:
 * without the field keys API clients get ("newPassword: Password is too weak" → "Password is
 * too weak"). A validation error's messages come from its `data.issues` (or a JSON list of
 * issues in the message), each once, joined into sentences.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  const issues =
    error instanceof TRPCClientError
      ? (error.data as { issues?: unknown } | undefined)?.issues
      : undefined;
  if (Array.isArray(issues) && issues.length > 0) {
    const texts = issueTexts(issues);
    if (texts) return texts;
  }
  if (!message) return fallback;
  if (message.startsWith('[')) {
    try {
      const list = JSON.parse(message) as unknown[];
      return (Array.isArray(list) && issueTexts(list)) || fallback;
    } catch {
      return message;
    }
  }
  return withoutFieldKeys(message);
}

/**
 * A server message without the field keys its parts start with, for a person:
 * "amount: Amount must be more than 0; toAccountId: Required" → "Amount must be more than 0;
 * Required". A part without a key is kept as it is.
 */
export function withoutFieldKeys(message: string): string {
  return message
    .split('; ')
    .map((part) => part.replace(FIELD_KEY, ''))
    .join('; ');
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

/**
 * A REST answer's errors by form field, for the forms that call the API by hand (multipart
 * uploads): the first message per field of its `issues`, or, when it has none, the message of
 * a refusal that names one field first ("front: The front of the check must be …").
 * @param known the fields the form shows; messages of other fields are left out
 */
export function answerFieldErrors(
  body: { message?: unknown; issues?: unknown },
  known: ReadonlySet<string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (Array.isArray(body.issues)) {
    for (const issue of body.issues as Array<{ path?: unknown; message?: unknown }>) {
      const field = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : '';
      if (known.has(field) && typeof issue.message === 'string') errors[field] ??= issue.message;
    }
  } else if (typeof body.message === 'string') {
    const match = /^(\w+): (.+)$/s.exec(body.message);
    if (match && known.has(match[1]!)) errors[match[1]!] = match[2]!;
  }
  return errors;
}
