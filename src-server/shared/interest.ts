/**
 * The rates the bank pays, shared by the server (close of business accrues them) and the
 * public site (which shows them).
 */

/** The High Yield Savings APY in basis points: 375 = 3.75 % APY. */
export const SAVINGS_APY_BP = 375;

/** An APY in basis points as the site writes it: 375 → '3.75%'. */
export function formatApy(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}
