/**
 * The admin lists' filters and page in the URL (`?status=PENDING&user=12&offset=25`), so a
 * reload or Back keeps them. A missing or malformed value falls back to its default (no
 * filter, first page). Built with zod's small build, as it loads with every route's options.
 */
import * as z from 'zod/mini';

/** Rows per page of every admin list. */
export const PAGE_SIZE = 25;

/** A text filter: the router reads `?user=12` as a number, so numbers are taken as text. */
const text = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string().check(z.maxLength(200)), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);
/** The first row of the page, 0-based. */
const offset = z.catch(z.optional(z.int().check(z.minimum(0), z.maximum(10_000_000))), undefined);
const flag = z.catch(z.optional(z.boolean()), undefined);

/** /admin/users: name search and whether closed users are listed. */
export const usersSearchSchema = z.object({ offset, search: text, includeClosed: flag });
/** /admin/accounts: the owner's user id. */
export const accountsSearchSchema = z.object({ offset, user: text });
/** /admin/transfers: status and user id. */
export const transfersSearchSchema = z.object({ offset, status: text, user: text });
/** /admin/deposits: user id, status and kind. */
export const depositsSearchSchema = z.object({ offset, user: text, status: text, kind: text });
/** /admin/approvals: status (waiting ones when absent). */
export const approvalsSearchSchema = z.object({ offset, status: text });
/** /admin/bills: user id and status. */
export const billsSearchSchema = z.object({ offset, user: text, status: text });
/** /admin/transactions: user, account, type and a date range. */
export const transactionsSearchSchema = z.object({
  offset,
  user: text,
  account: text,
  type: text,
  from: text,
  to: text,
});
/** /admin/audit: action, target type, actor and a date range. */
export const auditSearchSchema = z.object({
  offset,
  action: text,
  target: text,
  actor: text,
  from: text,
  to: text,
});

/** The offset in a list's search parameters (0 when absent). */
export function searchOffset(search: { offset?: number | undefined }): number {
  return search.offset ?? 0;
}

/** /admin/support: the tab (tickets or feedback), the tickets' status and the page. */
export const supportSearchSchema = z.object({ offset, tab: text, status: text });
/** /admin/applications: the tab (enrollments or loans), the status and the page. */
export const applicationsSearchSchema = z.object({ offset, tab: text, status: text });

/** /admin/bug-hunt: which tab shows, the defects (absent) or the reports (`tab=reports`). */
export const bugHuntSearchSchema = z.object({ tab: text });

/** The support tickets page's input for `adminOps.ticketsPage` (the route's loader and the screen). */
export function ticketsInput(offset: number, status: string | undefined) {
  return { limit: PAGE_SIZE, offset, status: status || undefined };
}

/** The feedback page's input for `adminOps.feedbackPage`. */
export function feedbackInput(offset: number) {
  return { limit: PAGE_SIZE, offset };
}

/** An applications tab's input for `adminOps.enrollmentsPage` / `loanApplicationsPage`. */
export function applicationsInput(offset: number, status: string | undefined) {
  return { limit: PAGE_SIZE, offset, status: status || undefined };
}

/** /admin/outbox: user id, channel (EMAIL, SMS) and delivery status. */
export const outboxSearchSchema = z.object({ offset, user: text, channel: text, status: text });

/**
 * A positive whole id typed into a filter ('12' → 12), or undefined for an empty or
 * unusable text, so a half-typed filter never reaches the server as a bad request.
 */
export function parseId(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 ? id : undefined;
}
