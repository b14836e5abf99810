/**
 * One seeded customer: the user, their accounts with opening deposits, and their statement
 * history (services' events from history.ts) posted through the ledger. Opening deposits come
 * from FUNDING, outside income and spending go through EXTERNAL_CLEARING, interest from
 * FUNDING, moves between the customer's own accounts are COMPLETED INTERNAL transfers, and
 * payments to saved beneficiaries are LOCAL or WIRE transfers created and completed the same
 * day (settled to EXTERNAL_CLEARING, counted in the day's outgoing total). A
 * purchase or transfer the account could not cover is left out, as a bank would decline it.
 */

import type { Db } from '../../db/client';
import { accounts, beneficiaries, transfers, users } from '../../db/schema';
import { addToOutgoing } from '../../ledger/figures';
import { postJournal } from '../../ledger/post';
import { accountLabel } from '../../services/accounts/list';
import { recordTransferEvent } from '../../services/transfers/events';
import { type AccountKey, buildHistory, type CustomerProfile, monthlyInterest } from './history';

/** A customer of the demo bank as the seed writes it. */
export interface SeedCustomer {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Accounts in creation order; `opening` is the opening deposit in cents. */
  accounts: { key: AccountKey; number: string; opening: number }[];
  profile: CustomerProfile;
}

/** One posting of a customer's history, written when `post` is called. */
export interface DatedPosting {
  at: Date;
  post: () => void;
}

/** What the seed needs to go on with a customer it wrote. */
export interface SeededCustomer {
  userId: number;
  /** Account ids by kind. */
  accountIds: Map<AccountKey, number>;
  /** When the accounts were opened (the first day of the history, midday UTC). */
  openedAt: Date;
  /**
   * The customer's opening deposits and history, oldest first, not yet posted: the seed posts
   * every customer's together, in date order (postHistories).
   */
  history: DatedPosting[];
}

/**
 * Posts the histories of several customers as one timeline, oldest first (a stable sort:
 * one customer's same-day postings keep their order, and customers keep theirs), so the
 * bank's rows are numbered in the order they happened, as in a bank that lived through
 * those months: a list newest first by id starts with the latest days of every customer.
 */
export function postHistories(customers: readonly SeededCustomer[]): void {
  const timeline = customers.flatMap((customer) => customer.history);
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const posting of timeline) posting.post();
}

/**
 * Writes `customer`, its accounts and payees, and returns its history up to `now` to post
 * (postHistories). Call inside the seed's transaction; it opens no savepoint of its own (each
 * would journal every page the customer's rows touch).
 * @param passwordHash the argon2id hash of the customer's password (shared by the personas)
 * @param pinHash the transaction PIN's hash, or null for none
 */
export function seedCustomer(
  db: Db,
  customer: SeedCustomer,
  passwordHash: string,
  pinHash: string | null,
  now: Date,
): SeededCustomer {
  {
    const { openedAt, events } = buildHistory(customer.profile, now);
    const user = db
      .insert(users)
      .values({
        username: customer.username,
        password: passwordHash,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        pinHash,
        verified: true,
        createdAt: openedAt,
      })
      .returning({ id: users.id })
      .get();

    const history: DatedPosting[] = [];
    const ids = new Map<AccountKey, number>();
    const labels = new Map<AccountKey, string>();
    const balances = new Map<AccountKey, number>();
    for (const a of customer.accounts) {
      const row = db
        .insert(accounts)
        .values({
          userId: user.id,
          accountType: a.key,
          accountNumber: a.number,
          createdAt: openedAt,
        })
        .returning()
        .get();
      ids.set(a.key, row.id);
      labels.set(a.key, accountLabel(row));
      balances.set(a.key, a.opening);
      history.push({
        at: openedAt,
        post: () =>
          postJournal(db, {
            kind: 'OPENING_DEPOSIT',
            description: `Opening deposit for ${accountLabel(row)}`,
            at: openedAt,
            lines: [
              {
                accountId: row.id,
                amount: a.opening,
                description: 'Opening deposit',
                category: 'DEPOSIT',
              },
              { ledger: 'FUNDING', amount: -a.opening },
            ],
          }),
      });
    }

    const payees = (customer.profile.payees ?? []).map((payee) => ({
      ...payee,
      id: db
        .insert(beneficiaries)
        .values({
          userId: user.id,
          name: payee.name,
          bankName: payee.bankName,
          accountNumber: payee.accountNumber,
          beneficiaryType: payee.type,
          swiftCode: payee.swiftCode ?? null,
          country: payee.country ?? null,
          createdAt: openedAt,
        })
        .returning({ id: beneficiaries.id })
        .get().id,
    }));

    const postEvent = (event: (typeof events)[number]) => {
      if (event.kind === 'PAYEE') {
        const payee = payees[event.payee]!;
        const fromId = ids.get('CHECKING');
        const balance = balances.get('CHECKING') ?? 0;
        if (!fromId || balance < event.amount) return;
        const transfer = db
          .insert(transfers)
          .values({
            userId: user.id,
            fromAccountId: fromId,
            beneficiaryId: payee.id,
            amount: event.amount,
            transferType: payee.type,
            description: event.description,
            status: 'COMPLETED',
            completedAt: event.at,
            createdAt: event.at,
          })
          .returning({ id: transfers.id })
          .get();
        const reference = `TRF-${transfer.id}`;
        const kind = payee.type === 'LOCAL' ? 'Local transfer' : 'Wire transfer';
        postJournal(db, {
          kind: 'TRANSFER_SETTLEMENT',
          description: `Settlement of transfer ${reference}`,
          transferId: transfer.id,
          at: event.at,
          lines: [
            {
              accountId: fromId,
              amount: -event.amount,
              description: `${kind} to ${payee.name} ••••${payee.accountNumber.slice(-4)} - ${event.description}`,
              category: 'TRANSFER',
              reference,
            },
            { ledger: 'EXTERNAL_CLEARING', amount: event.amount },
          ],
        });
        addToOutgoing(db, user.id, event.at, event.amount);
        for (const [fromStatus, toStatus] of [
          [null, 'PENDING'],
          ['PENDING', 'COMPLETED'],
        ] as const) {
          recordTransferEvent(db, {
            transferId: transfer.id,
            fromStatus,
            toStatus,
            actorId: fromStatus ? null : user.id,
            at: event.at,
          });
        }
        balances.set('CHECKING', balance - event.amount);
        return;
      }
      if (event.kind === 'INTERNAL') {
        const fromId = ids.get(event.from);
        const toId = ids.get(event.to);
        const fromBalance = balances.get(event.from) ?? 0;
        if (!fromId || !toId || fromBalance < event.amount) return;
        const transfer = db
          .insert(transfers)
          .values({
            userId: user.id,
            fromAccountId: fromId,
            toAccountId: toId,
            amount: event.amount,
            transferType: 'INTERNAL',
            description: event.description,
            status: 'COMPLETED',
            completedAt: event.at,
            createdAt: event.at,
          })
          .returning({ id: transfers.id })
          .get();
        const reference = `TRF-${transfer.id}`;
        postJournal(db, {
          kind: 'INTERNAL_TRANSFER',
          description: `Internal transfer ${reference}`,
          transferId: transfer.id,
          at: event.at,
          lines: [
            {
              accountId: fromId,
              amount: -event.amount,
              description: `Transfer to ${labels.get(event.to)} - ${event.description}`,
              category: 'TRANSFER',
              reference,
            },
            {
              accountId: toId,
              amount: event.amount,
              description: `Transfer from ${labels.get(event.from)} - ${event.description}`,
              category: 'TRANSFER',
              reference,
            },
          ],
        });
        balances.set(event.from, fromBalance - event.amount);
        balances.set(event.to, (balances.get(event.to) ?? 0) + event.amount);
        return;
      }
      const accountId = ids.get(event.account);
      if (!accountId) return;
      const balance = balances.get(event.account) ?? 0;
      const amount = event.kind === 'INTEREST' ? monthlyInterest(balance) : event.amount;
      if (amount === 0 || balance + amount < 0) return;
      const category = event.kind === 'INTEREST' ? 'INTEREST' : event.category;
      postJournal(db, {
        kind: event.kind === 'INTEREST' ? 'INTEREST' : 'EXTERNAL_PAYMENT',
        description: event.description,
        at: event.at,
        lines: [
          { accountId, amount, description: event.description, category },
          { ledger: event.kind === 'INTEREST' ? 'FUNDING' : 'EXTERNAL_CLEARING', amount: -amount },
        ],
      });
      balances.set(event.account, balance + amount);
    };
    for (const event of events) history.push({ at: event.at, post: () => postEvent(event) });
    return { userId: user.id, accountIds: ids, openedAt, history };
  }
}
