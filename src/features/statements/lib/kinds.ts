/** The three statement pages and how each finds its account and says it has none. */
export const STATEMENT_KINDS = {
  savings: { match: 'SAVING', title: 'Savings Statement', none: 'No savings account found.' },
  checking: { match: 'CHECK', title: 'Checking Statement', none: 'No checking account found.' },
  current: { match: 'CURRENT', title: 'Current Statement', none: 'No current account found.' },
} as const;

/** A statement page: savings, checking or current. */
export type StatementKind = keyof typeof STATEMENT_KINDS;

/** The first account whose type contains the kind's word (SAVING, CHECK, CURRENT), any case. */
export function statementAccount<A extends { accountType: string }>(
  accounts: readonly A[] | undefined,
  kind: StatementKind,
): A | undefined {
  const match = STATEMENT_KINDS[kind].match;
  return accounts?.find((a) => a.accountType.toUpperCase().includes(match));
}
