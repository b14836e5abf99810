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

/** Turns a zod error into field issues, in zod's order. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String), code: i.code, message: i.message }));
}

/**
 * One sentence for a person naming each field and its rule: "amount: Amount must be more
 * than 0; toAccountId: Required". An issue without a path gives its message alone.
 */
export function issuesMessage(issues: readonly FieldIssue[]): string {
  return issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
