/**
 * The admin rules the API's document repeats on each operation they guard, written once: a
 * fresh step-up, four eyes above APPROVAL_ABOVE, and the two on opening deposits
 * (services/admin/approvals.ts `assertOpeningDeposits`).
 */

/** A guarded admin action: the password or an authenticator code given in the last 5 minutes. */
export const STEP_UP_NOTE =
  'Needs the admin’s password or authenticator code given within the last 5 minutes (signing in counts; renew with POST /admin/step-up), else 403 `STEP_UP_REQUIRED`.';

/** Four eyes: a movement above APPROVAL_ABOVE waits for a second admin. */
export const FOUR_EYES_NOTE =
  'Above APPROVAL_ABOVE (default 10000.00) nothing moves: the movement is stored for a second admin’s approval and the answer carries `pendingApproval`.';

/** Opening deposits: a step-up for any, and none above APPROVAL_ABOVE. */
export const OPENING_DEPOSIT_NOTE = `An opening deposit above 0.00: ${STEP_UP_NOTE} One above APPROVAL_ABOVE (default 10000.00) is refused with 422 \`APPROVAL_REQUIRED\`: open the account with less and top it up, which waits for a second admin.`;
