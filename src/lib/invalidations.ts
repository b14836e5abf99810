/**
 * Which cached queries each write makes out of date. Keys and filters come from the typed
 * options proxy, so renaming or removing a procedure fails the typecheck instead of silently
 * leaving a list stale.
 */
import type { QueryFilters } from '@tanstack/react-query';
import type { Trpc } from './trpc-types';

type Rule = readonly [mutation: { mutationKey: () => readonly unknown[] }, refresh: QueryFilters[]];

function rules(trpc: Trpc): Rule[] {
  // Events that create notifications also refresh the notifications (the bell's count).
  const notifications = trpc.notifications.pathFilter();
  const accounts = trpc.accounts.pathFilter();
  return [
    [trpc.transfers.create, [trpc.transfers.pathFilter(), accounts, notifications]],
    [trpc.beneficiaries.create, [trpc.beneficiaries.pathFilter()]],
    [trpc.beneficiaries.update, [trpc.beneficiaries.pathFilter()]],
    [trpc.beneficiaries.delete, [trpc.beneficiaries.pathFilter()]],
    [trpc.users.setPin, [trpc.users.pathFilter(), notifications]],
    [trpc.bills.create, [trpc.bills.pathFilter()]],
    [trpc.bills.pay, [trpc.bills.pathFilter(), accounts, notifications]],
    [trpc.loans.pay, [trpc.loans.pathFilter(), accounts, notifications]],
    [trpc.loans.createApplication, [trpc.loans.pathFilter(), notifications]],
    [trpc.notifications.markRead, [notifications]],
    [trpc.notifications.markAllRead, [notifications]],
    [trpc.notifications.delete, [notifications]],
    // The header and the user menu show the names from auth.me.
    [trpc.settings.updateProfile, [trpc.settings.pathFilter(), trpc.auth.pathFilter()]],
    // A first-sign-in change lifts auth.me's passwordChangeRequired.
    [
      trpc.settings.changePassword,
      [trpc.settings.pathFilter(), trpc.auth.pathFilter(), notifications],
    ],
    // The customer's second factor: its status, the profile's flag, the bell.
    [
      trpc.twoFactor.choose,
      [trpc.twoFactor.pathFilter(), trpc.settings.pathFilter(), notifications],
    ],
    [
      trpc.twoFactor.confirm,
      [trpc.twoFactor.pathFilter(), trpc.settings.pathFilter(), notifications],
    ],
    [trpc.twoFactor.regenerateRecoveryCodes, [trpc.twoFactor.pathFilter()]],
    [trpc.settings.setPreferences, [trpc.settings.pathFilter()]],
    [trpc.settings.revokeSession, [trpc.settings.pathFilter()]],
    [trpc.support.createTicket, [trpc.support.pathFilter(), notifications]],
    [trpc.support.createFeedback, [trpc.support.pathFilter()]],
    [trpc.support.reply, [trpc.support.pathFilter()]],
    [trpc.adminOps.replyTicket, [trpc.adminOps.pathFilter()]],
    [trpc.adminOps.setTicketStatus, [trpc.adminOps.pathFilter()]],
    [trpc.crypto.placeOrder, [trpc.crypto.pathFilter(), accounts, notifications]],
    [trpc.deposits.card, [trpc.deposits.pathFilter(), accounts, notifications]],
    [trpc.adminDeposits.returnCheck, [trpc.adminDeposits.pathFilter(), accounts, notifications]],
    // The admin second factor: the Security screen, the session's state in auth.me, the bell.
    [
      trpc.adminMfa.confirmSetup,
      [trpc.adminMfa.pathFilter(), trpc.auth.pathFilter(), notifications],
    ],
    [trpc.adminMfa.disable, [trpc.adminMfa.pathFilter(), notifications]],
  ];
}

/**
 * The query filters a live event makes out of date (`events.stream`, whose `type` is the
 * SSE event name): a transfer's lists and the admin queues; a balance's accounts and
 * statements (and the admin lists that show balances); the bell; a simulation's result, the
 * card authorizations and deposits it may touch (its money arrives as a `balance` event); a
 * closed day of a clock advance, the clock (its progress). A
 * `session` event is handled by the session itself (lib/session.ts), so it refreshes nothing
 * here.
 */
export function invalidationsForEvent(
  trpc: Trpc,
  type:
    | 'transfer'
    | 'balance'
    | 'notification'
    | 'ticket'
    | 'session'
    | 'simulation'
    | 'clock'
    | 'challenge',
): QueryFilters[] {
  switch (type) {
    case 'transfer':
      return [
        trpc.transfers.pathFilter(),
        trpc.adminOps.pathFilter(),
        trpc.adminPeople.pathFilter(),
      ];
    case 'balance':
      return [
        trpc.accounts.pathFilter(),
        trpc.adminPeople.pathFilter(),
        trpc.adminOps.pathFilter(),
      ];
    case 'notification':
      return [trpc.notifications.pathFilter()];
    case 'simulation':
      return [trpc.transfers.pathFilter(), trpc.deposits.pathFilter()];
    case 'ticket':
      return [trpc.support.pathFilter(), trpc.adminOps.pathFilter()];
    case 'clock':
      return [trpc.adminClock.get.pathFilter()];
    case 'challenge':
      return [trpc.challenges.pathFilter()];
    default:
      return [];
  }
}

/** The query filters to refresh after the mutation at `path` ('transfers.create') succeeded. */
export function invalidationsAfter(trpc: Trpc, path: string): QueryFilters[] {
  for (const [mutation, refresh] of rules(trpc)) {
    const key = mutation.mutationKey()[0];
    if (Array.isArray(key) && key.join('.') === path) return refresh;
  }
  return [];
}
