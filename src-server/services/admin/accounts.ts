/**
 * Admin account management (/admin/accounts and the top-up of /admin/users/{id}). A top-up is
 * a deposit from FUNDING; a balance edit posts an adjustment for the difference; nothing
 * overwrites a balance. Accounts are answered as the customer's own list answers them, with
 * the business month's credits and debits.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, creditCards, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { BusinessRule, businessRule, Conflict, conflict, notFound } from '../../domain/errors';
import { heldCents } from '../../ledger/balances';
import { monthTotalsOfAccount } from '../../ledger/figures';
import { postJournal } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { type AccountDto, accountLabel, toAccountDto } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { byId, type Page, type PageQuery, tablePage } from '../paging';

function row(db: Db, id: number) {
  const r = db.select().from(accounts).where(eq(accounts.id, id)).get();
  if (!r || r.closedAt) throw notFound('Account');
  return r;
}

/** An account as the admin calls answer it, with the credits and debits of `now`'s month. */
function wire(db: Db, r: typeof accounts.$inferSelect, now: Date): AccountDto {
  const month = now.toISOString().slice(0, 7);
  return toAccountDto(r, r.held, monthTotalsOfAccount(db, r.id, month), month);
}

/**
 * One page of open accounts (all users), by id (oldest first), with the count; optionally of
 * one user (index on user). Each carries the credits and debits of business time `now`'s
 * month (one keyed read per account of the page).
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listAllAccounts(
  db: Db,
  q: PageQuery & { userId?: number },
  now: Date,
): Page<AccountDto> {
  const where = q.userId
    ? and(isNull(accounts.closedAt), eq(accounts.userId, q.userId))
    : isNull(accounts.closedAt);
  return tablePage(
    db,
    accounts,
    where,
    byId<typeof accounts.$inferSelect>(accounts.id, 'asc'),
    q,
    (r: typeof accounts.$inferSelect) => wire(db, r, now),
  );
}

/**
 * One open account as the admin calls answer it (balance, held, available, and the credits
 * and debits of business time `now`'s month).
 * @throws NOT_FOUND for an unknown or closed account
 */
export function getAccount(db: Db, id: number, now: Date): AccountDto {
  return wire(db, row(db, id), now);
}

/**
 * The posted balance of one open account, in cents.
 * @throws NOT_FOUND for an unknown or closed account
 */
export function balanceCents(db: Db, id: number): number {
  return row(db, id).balance;
}

/**
 * Refuses new money for an account whose customer is closed: a closed customer cannot sign in
 * to use it, and their balance is to be paid out (a balance adjustment), not added to.
 * @throws NOT_FOUND for an unknown or closed account; CONFLICT (409, CUSTOMER_CLOSED) when
 *   the account's customer is closed
 */
export function assertTakesDeposits(db: Db, accountId: number): void {
  const account = row(db, accountId);
  const owner = db
    .select({ closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, account.userId))
    .get();
  if (owner?.closedAt) {
    throw new Conflict(
      "This account's customer is closed, so it takes no new money: adjust its balance to pay it out, then close the account",
      'CUSTOMER_CLOSED',
    );
  }
}

/**
 * Deposits `amount` cents into an account from the bank's FUNDING account.
 * @throws NOT_FOUND for an unknown or closed account; CONFLICT (409, CUSTOMER_CLOSED) when its
 *   customer is closed (assertTakesDeposits)
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function topUp(
  db: Db,
  accountId: number,
  amount: number,
  actorId: number,
  now: Date,
): AccountDto {
  return atomically(db, () => {
    assertTakesDeposits(db, accountId);
    const before = row(db, accountId);
    postJournal(db, {
      kind: 'DEPOSIT',
      description: `Top-up of ${accountLabel(before)} by admin`,
      createdBy: actorId,
      lines: [
        { accountId, amount, description: 'Deposit', category: 'DEPOSIT', reference: 'TOPUP' },
        { ledger: 'FUNDING', amount: -amount },
      ],
      at: now,
    });
    const after = row(db, accountId);
    recordAudit(db, {
      actorId,
      action: 'ACCOUNT_TOPUP',
      targetType: 'account',
      targetId: accountId,
      before: wire(db, before, now),
      after: wire(db, after, now),
      at: now,
    });
    notify(db, after.userId, {
      type: 'TRANSACTION',
      title: 'Deposit received',
      message: `${displayUsd(amount)} was deposited into ${accountLabel(after)}.`,
      at: now,
    });
    return wire(db, after, now);
  });
}

/**
 * Edits type, number and balance. A new balance posts an ADJUSTMENT for the difference
 * (FUNDING on the other side) with the reason on the statement row.
 * @throws NOT_FOUND; CONFLICT for a number in use; UNPROCESSABLE_CONTENT when the new
 *   balance would be below the amount on hold
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function updateAccount(
  db: Db,
  id: number,
  patch: { accountType?: string; accountNumber?: string; balance?: number; reason?: string | null },
  actorId: number,
  now: Date,
): AccountDto {
  return atomically(db, () => {
    const before = row(db, id);
    if (patch.accountNumber && patch.accountNumber !== before.accountNumber) {
      const taken = db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.accountNumber, patch.accountNumber), ne(accounts.id, id)))
        .get();
      if (taken) throw conflict('This account number is in use');
    }
    if (patch.accountType !== undefined || patch.accountNumber !== undefined) {
      db.update(accounts)
        .set({
          ...(patch.accountType ? { accountType: patch.accountType.toUpperCase() } : {}),
          ...(patch.accountNumber ? { accountNumber: patch.accountNumber } : {}),
        })
        .where(eq(accounts.id, id))
        .run();
    }
    if (patch.balance !== undefined && patch.balance !== before.balance) {
      const held = heldCents(db, id);
      if (patch.balance < held)
        throw businessRule(
          `The balance cannot go below the ${displayUsd(held)} on hold for pending transfers`,
        );
      const difference = patch.balance - before.balance;
      const reason = patch.reason?.trim() || 'Balance correction';
      postJournal(db, {
        kind: 'ADJUSTMENT',
        description: `Balance adjustment: ${reason}`,
        createdBy: actorId,
        lines: [
          {
            accountId: id,
            amount: difference,
            description: `Adjustment - ${reason}`,
            category: 'ADJUSTMENT',
          },
          { ledger: 'FUNDING', amount: -difference },
        ],
        at: now,
      });
    }
    const after = row(db, id);
    recordAudit(db, {
      actorId,
      action: 'ACCOUNT_UPDATED',
      targetType: 'account',
      targetId: id,
      before: wire(db, before, now),
      after: { ...wire(db, after, now), reason: patch.reason ?? null },
      at: now,
    });
    return wire(db, after, now);
  });
}

/**
 * Closes an account; it needs a zero balance and nothing on hold. History is kept; its cards
 * are blocked.
 * @throws NOT_FOUND; UNPROCESSABLE_CONTENT (ACCOUNT_HAS_HOLDS) while pending transfers hold
 *   money on it, (ACCOUNT_NOT_EMPTY) when the balance is not zero
 * @param now business time (the bank's clock): the date its records and audit carry
 * @param reason why the admin closes it, kept in the audit entry (null: none given)
 */
export function closeAccount(
  db: Db,
  id: number,
  actorId: number,
  now: Date,
  reason: string | null = null,
): void {
  atomically(db, () => {
    const before = row(db, id);
    const held = heldCents(db, id);
    if (held !== 0) {
      throw new BusinessRule(
        `This account has ${displayUsd(held)} on hold for pending transfers: complete or fail them before closing it`,
        'ACCOUNT_HAS_HOLDS',
      );
    }
    if (before.balance !== 0) {
      throw new BusinessRule(
        `Only an account with a zero balance can be closed; this one holds ${displayUsd(before.balance)}. Move or adjust the money out first`,
        'ACCOUNT_NOT_EMPTY',
      );
    }
    db.update(accounts).set({ closedAt: now }).where(eq(accounts.id, id)).run();
    db.update(creditCards).set({ isActive: false }).where(eq(creditCards.accountId, id)).run();
    recordAudit(db, {
      actorId,
      action: 'ACCOUNT_CLOSED',
      targetType: 'account',
      targetId: id,
      before: wire(db, before, now),
      after: reason ? { reason } : undefined,
      at: now,
    });
  });
}

/** Whether `userId` exists (for the user accounts list). @throws NOT_FOUND */
export function assertUserExists(db: Db, userId: number): void {
  if (!db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get())
    throw notFound('User');
}
