/**
 * Admin provisioning of customers: creating one (verified, no enrollment documents) and
 * opening accounts with an opening deposit. Cards are issued and blocked in cards.ts; what an
 * admin does for a customer who is stuck (a new password, a cleared PIN, an unlocked sign-in)
 * is in credential-resets.ts.
 * Money enters only through the ledger: an opening deposit is a journal entry from FUNDING,
 * like a top-up. Every change is audit-logged in its own transaction.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, creditCards, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { BusinessRule, conflict, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { type AccountDto, accountLabel, toAccountDto } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { type CreditCardDto, toCardDto } from '../cards/list';
import { notify } from '../notifications/notify';
import { emailTaken, usernameTaken } from '../users/taken';
import { freshAccountNumber, freshCardNumber } from './credentials';
import { type AdminUser, getUser } from './users';

type UserRow = typeof users.$inferSelect;

/** An open (not closed) user. @throws NOT_FOUND for an unknown or closed user */
export function openUser(db: Db, userId: number): UserRow {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  if (!row || row.closedAt) throw notFound('User');
  return row;
}

/** "Ada Lovelace King" → first "Ada", last "Lovelace King" ("-" for a single name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName || name, lastName: rest.join(' ') || '-' };
}

/**
 * Opens an account of `accountType` for `userId` and pays `openingDeposit` cents into it from
 * FUNDING (a DEPOSIT journal entry; nothing is posted for 0). Call inside a transaction; it
 * records no audit entry (the caller's action does).
 * @returns the new account's row after the deposit
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function openAccountRow(
  db: Db,
  userId: number,
  accountType: 'CHECKING' | 'SAVINGS',
  openingDeposit: number,
  actorId: number,
  now: Date,
): typeof accounts.$inferSelect {
  const account = db
    .insert(accounts)
    .values({ userId, accountType, accountNumber: freshAccountNumber(db), createdAt: now })
    .returning()
    .get();
  if (openingDeposit > 0) {
    postJournal(db, {
      kind: 'DEPOSIT',
      description: `Opening deposit into ${accountLabel(account)}`,
      createdBy: actorId,
      lines: [
        {
          accountId: account.id,
          amount: openingDeposit,
          description: 'Opening deposit',
          category: 'DEPOSIT',
          reference: 'OPENING',
        },
        { ledger: 'FUNDING', amount: -openingDeposit },
      ],
      at: now,
    });
  }
  return db.select().from(accounts).where(eq(accounts.id, account.id)).get()!;
}

/**
 * Issues a DEBIT card on an account: a new Luhn-valid, unique 16-digit number, in the
 * account holder's name, valid for 4 years (to the end of this month). Call inside a
 * transaction; no audit entry (the caller's action records it).
 * @param now business time (the bank's clock): the card's issue date and expiry
 */
export function issueCardRow(
  db: Db,
  account: { id: number },
  holder: { firstName: string; lastName: string },
  now: Date,
): typeof creditCards.$inferSelect {
  return db
    .insert(creditCards)
    .values({
      accountId: account.id,
      cardNumber: freshCardNumber(db),
      cardholderName: `${holder.firstName} ${holder.lastName === '-' ? '' : holder.lastName}`
        .trim()
        .toUpperCase(),
      expiryMonth: now.getUTCMonth() + 1,
      expiryYear: now.getUTCFullYear() + 4,
      cardType: 'DEBIT',
      createdAt: now,
    })
    .returning()
    .get();
}

/** A customer to create: name, email, username, accounts with opening deposits in cents, card. */
export interface NewCustomer {
  name: string;
  email: string;
  username: string;
  accounts: { type: 'CHECKING' | 'SAVINGS'; openingDeposit: number }[];
  debitCard: boolean;
}

/**
 * Creates a verified customer (role USER, no enrollment documents) who must change the
 * password at first sign-in, with the accounts asked for (opening deposits in cents, posted
 * from FUNDING) and, when `debitCard`, a debit card on the first CHECKING account (else the
 * first account). All or nothing, in one transaction. Audit USER_CREATED.
 * @param passwordHash the argon2id hash of the initial password (hashed before, outside the
 *   transaction, since hashing is slow and must not hold the write lock)
 * @throws CONFLICT (409) when the username or email is taken; UNPROCESSABLE_CONTENT (422)
 *   for a debit card without an account
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function createCustomer(
  db: Db,
  input: NewCustomer,
  passwordHash: string,
  actorId: number,
  extra: { classId?: number; initialPasswordSealed?: string } = {},
  now: Date,
): { user: AdminUser; accounts: AccountDto[]; cards: CreditCardDto[] } {
  if (input.debitCard && input.accounts.length === 0) {
    throw new BusinessRule('A debit card needs an account: add one to the accounts');
  }
  return atomically(db, () => {
    if (usernameTaken(db, input.username)) {
      throw conflict(`username: ${input.username} is already taken`);
    }
    if (emailTaken(db, input.email)) {
      throw conflict('email: A customer with this email address already exists');
    }
    const user = db
      .insert(users)
      .values({
        ...splitName(input.name),
        username: input.username,
        email: input.email,
        password: passwordHash,
        verified: true,
        mustChangePassword: true,
        classId: extra.classId ?? null,
        initialPasswordSealed: extra.initialPasswordSealed ?? null,
        createdAt: now,
      })
      .returning()
      .get();
    const opened = input.accounts.map((a) =>
      openAccountRow(db, user.id, a.type, a.openingDeposit, actorId, now),
    );
    const cards = [];
    if (input.debitCard) {
      const target = opened.find((a) => a.accountType === 'CHECKING') ?? opened[0]!;
      cards.push(issueCardRow(db, target, user, now));
    }
    recordAudit(db, {
      actorId,
      action: 'USER_CREATED',
      targetType: 'user',
      targetId: user.id,
      after: {
        username: user.username,
        email: user.email,
        classId: user.classId,
        accounts: opened.map((a) => ({ id: a.id, type: a.accountType, balance: a.balance })),
        cards: cards.map((c) => c.id),
      },
      at: now,
    });
    notify(db, user.id, {
      type: 'ACCOUNT',
      title: 'Welcome',
      message: `Your bank accounts are ready. Sign in as ${user.username} and choose your own password.`,
      at: now,
    });
    return {
      user: getUser(db, user.id),
      accounts: opened.map((a) => toAccountDto(a, 0)),
      cards: cards.map(toCardDto),
    };
  });
}

/**
 * Opens an account for a customer with an opening deposit (cents, from FUNDING; 0 posts
 * nothing). Audit ACCOUNT_OPENED.
 * @throws NOT_FOUND for an unknown or closed user
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function openAccountFor(
  db: Db,
  userId: number,
  accountType: 'CHECKING' | 'SAVINGS',
  openingDeposit: number,
  actorId: number,
  now: Date,
): AccountDto {
  return atomically(db, () => {
    openUser(db, userId);
    const account = openAccountRow(db, userId, accountType, openingDeposit, actorId, now);
    recordAudit(db, {
      actorId,
      action: 'ACCOUNT_OPENED',
      targetType: 'account',
      targetId: account.id,
      after: { userId, accountType, accountNumber: account.accountNumber, openingDeposit },
      at: now,
    });
    if (openingDeposit > 0) {
      notify(db, userId, {
        type: 'TRANSACTION',
        title: 'Deposit received',
        message: `${displayUsd(openingDeposit)} was deposited into ${accountLabel(account)}.`,
        at: now,
      });
    }
    return toAccountDto(account, 0);
  });
}

/** A user's open accounts, oldest first (rows). */
export function openAccountsOf(db: Db, userId: number): (typeof accounts.$inferSelect)[] {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
    .orderBy(asc(accounts.id))
    .all();
}
