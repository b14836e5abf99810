/**
 * Lesson "suspicious-activity": within a few minutes a customer's debit card is asked to
 * authorize purchases in five countries far from home. Each goes through the normal card
 * authorization path (holds, declines when funds run short).
 */
import type { Db } from '../db/client';
import { atomically } from '../db/transaction';
import { notify } from '../services/notifications/notify';
import { authorizeCard } from '../services/simulations/card-authorizations';
import { debitCardOf, lessonCustomer } from './customers';

/** The customer of the lesson: the demo sign-in, who shops near home in the seeded history. */
export const SUSPICIOUS_CUSTOMER = 'demo';

/** The burst: merchant (with its city and country) and amount in cents, 45 seconds apart. */
export const SUSPICIOUS_BURST: readonly (readonly [string, number])[] = [
  ['Duty Free Shop, Lagos NG', 48_900],
  ['ElectroWorld, Bucharest RO', 129_900],
  ['Gold Souk Jewellers, Dubai AE', 189_500],
  ['Crypto Kiosk, Sofia BG', 50_000],
  ['Luxury Watches, Bangkok TH', 249_900],
  ['Gift Card Outlet, Lagos NG', 30_000],
];

/**
 * Loads the lesson at business time `now`: the six authorizations of SUSPICIOUS_BURST on
 * the customer's debit card, 45 seconds apart (approved ones hold money, the rest are
 * declined with their reason), then one HIGH-priority notification to the customer.
 * @returns one sentence saying what happened
 * @throws CONFLICT (409, code SCENARIO_UNAVAILABLE) without the seeded customer or card
 */
export function loadSuspiciousActivity(db: Db, adminId: number, now: Date): string {
  return atomically(db, () => {
    const customer = lessonCustomer(db, SUSPICIOUS_CUSTOMER);
    const cardId = debitCardOf(db, customer.checkingId);
    let approved = 0;
    SUSPICIOUS_BURST.forEach(([merchant, amount], i) => {
      const at = new Date(now.getTime() + i * 45_000);
      const result = authorizeCard(db, adminId, { cardId, amount, merchant }, at);
      if (result.status === 'APPROVED') approved++;
    });
    notify(db, customer.userId, {
      type: 'SECURITY',
      priority: 'HIGH',
      title: 'Unusual card activity',
      message:
        'Your debit card was used in several countries within minutes. If this was not you, freeze the card under Cards and contact support.',
      at: new Date(now.getTime() + SUSPICIOUS_BURST.length * 45_000),
    });
    return `${customer.name} (${customer.username}): ${SUSPICIOUS_BURST.length} card authorizations in five countries within four minutes, ${approved} approved and holding money.`;
  });
}
