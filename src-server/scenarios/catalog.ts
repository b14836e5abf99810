/**
 * The lessons a trainer can load into the bank: each is deterministic (the same bank gives
 * the same result), moves money only through the ledger, and is audited as SCENARIO_LOADED.
 */
import type { Db } from '../db/client';
import { atomically } from '../db/transaction';
import { notFound } from '../domain/errors';
import { recordAudit } from '../services/audit/record';
import { loadLoanInArrears } from './loan-in-arrears';
import { loadMonthEnd } from './month-end';
import { loadOverdrawn } from './overdrawn';
import { loadSuspiciousActivity } from './suspicious-activity';

/** One lesson: what it is for, and how it is loaded at business time `now`. */
export interface Scenario {
  name: string;
  title: string;
  /** What a trainer can show with it. */
  description: string;
  load: (db: Db, adminId: number, now: Date) => string | Promise<string>;
}

/** Every lesson, in the order the admin screen lists them. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'overdrawn',
    title: 'A returned deposit overdraws an account',
    description:
      'Kevin spends a marketplace payout, then the paying bank returns it (R01). Show how a return differs from a refused payment, why the available balance matters, and how the statement explains a negative balance; sign in as kevin to see the customer side.',
    load: loadOverdrawn,
  },
  {
    name: 'suspicious-activity',
    title: 'A burst of card authorizations far from home',
    description:
      'The demo customer’s debit card is asked to authorize six purchases in five countries within four minutes. Show holds on the available balance, declines for short funds, and what a customer does next: freeze the card, call the bank; an admin can block it. Sign in as demo to see the customer side.',
    load: loadSuspiciousActivity,
  },
  {
    name: 'loan-in-arrears',
    title: 'A loan in arrears',
    description:
      'The demo customer’s personal loan has missed two instalments, each with a 25.00 late fee, and the next is due today. Show the schedule and the arrears on the loan screen, then advance one day: autopay collects the overdue instalments and fees; a third miss would default the loan.',
    load: loadLoanInArrears,
  },
  {
    name: 'month-end',
    title: 'The last day of the month',
    description:
      'Moves the bank to the last day of its month. Advance one more day in front of the class: interest is posted to savings, every account gets its monthly statement and customers are notified, live.',
    load: loadMonthEnd,
  },
];

/** A lesson as the API lists it. */
export interface ScenarioSummary {
  name: string;
  title: string;
  description: string;
}

/** The lessons, without their loaders. */
export function listScenarios(): ScenarioSummary[] {
  return SCENARIOS.map(({ name, title, description }) => ({ name, title, description }));
}

/**
 * Loads the lesson `name` and audits it (SCENARIO_LOADED, with what happened).
 * @returns the lesson and one sentence saying what happened
 * @throws NOT_FOUND (404) for an unknown lesson, and whatever the lesson raises (409 when the
 *   bank lacks what it needs)
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export async function loadScenario(
  db: Db,
  adminId: number,
  name: string,
  now: Date,
): Promise<ScenarioSummary & { outcome: string }> {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) throw notFound('Scenario');
  const outcome = await scenario.load(db, adminId, now);
  atomically(db, () =>
    recordAudit(db, {
      actorId: adminId,
      action: 'SCENARIO_LOADED',
      targetType: 'scenario',
      targetId: null,
      after: { name, outcome },
      at: now,
    }),
  );
  return { name, title: scenario.title, description: scenario.description, outcome };
}
