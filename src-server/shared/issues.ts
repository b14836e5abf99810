/**
 * Validation issues in the one shape every caller sees: REST bodies, tRPC's `data.issues`
 * and the client's forms. Imports nothing server-only, so the client reads the same type.
 */
import type { z } from 'zod';

/** One failed rule: the field's path (`["items", "3", "amount"]`), zod's code, a message. */
export interface FieldIssue {
  path: string[];
  code: string;
  message: string;
}

/**
 * Turns a zod error into field issues, in zod's order.
 * @param message each issue's message as the caller shows it (default: as zod holds it; the
 *   server gives it in the caller's language, i18n/zod-messages.ts)
 */
export function fieldIssues(
  error: z.ZodError,
  message: (found: z.ZodError['issues'][number]) => string = (i) => i.message,
): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String), code: i.code, message: message(i) }));
}

/**
 * One sentence for a person naming each field and its rule: "amount: Amount must be more
 * than 0; toAccountId: Required". An issue without a path gives its message alone; the same
 * field and message twice (two rules of one field sharing a message) are said once.
 */
export function issuesMessage(issues: readonly FieldIssue[]): string {
  const lines = issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  return [...new Set(lines)].join('; ');
}
