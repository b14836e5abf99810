/**
 * The demo bank ("Demo sign-ins"): the fixed sign-ins, accounts, a card and
 * months of statement history. Every opening balance and history row is posted through
 * the ledger (from FUNDING or EXTERNAL_CLEARING), so the books balance from the first second.
 */
import { hashSecret } from '../../auth/password';
import { ensureLedgerAccounts } from '../../ledger/bank-accounts';
import { atomically, postJournal } from '../../ledger/post';
import { accountLabel } from '../../services/accounts/list';
import { recordAudit } from '../../services/audit/record';
import type { Db } from '../client';
import { accounts, creditCards, transfers, users } from '../schema';
import { seedEverydayBanking } from './everyday';
import { type AccountKey, buildHistory, type CustomerProfile, monthlyInterest } from './history';

/** The sign-ins printed at start and written in the README. */
export const DEMO_SIGN_INS = [
  {
    username: 'demo',
    password: 'Demo-1234',
    role: 'USER',
    notes: 'checking, savings and current accounts; PIN 1234',
  },
  {
    username: 'jane',
    password: 'Demo-1234',
    role: 'USER',
    notes: 'checking and savings; no PIN set',
  },
  { username: 'admin', password: 'Admin-1234', role: 'ADMIN', notes: 'the admin area' },
] as const;

export const DEMO_PIN = '1234';

interface DemoCustomer {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  accounts: { key: AccountKey; number: string; opening: number }[];
  profile: CustomerProfile;
}

const CUSTOMERS: DemoCustomer[] = [
  {
    username: 'demo',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@example.com',
    phone: '+1 555 010 2233',
    accounts: [
      { key: 'CHECKING', number: '4820193746', opening: 320_000 },
      { key: 'SAVINGS', number: '4820551208', opening: 1_250_000 },
      { key: 'CURRENT', number: '4820773914', opening: 180_000 },
    ],
    profile: {
      seed: 20_240_601,
      months: 6,
      salary: { employer: 'Northwind Traders', amount: 485_000, day: 1 },
      rent: { payee: 'Parkside Apartments', amount: 145_000, day: 3 },
      purchasesPerMonth: [8, 12],
      monthlySavings: 50_000,
      current: { client: 'Contoso Design', min: 60_000, max: 150_000 },
    },
  },
  {
    username: 'jane',
    firstName: 'Jane',
    lastName: 'Cooper',
    email: 'jane.cooper@example.com',
    phone: '+1 555 010 4477',
    accounts: [
      { key: 'CHECKING', number: '4820318265', opening: 240_000 },
      { key: 'SAVINGS', number: '4820640137', opening: 500_000 },
    ],
    profile: {
      seed: 19_870_412,
      months: 6,
      salary: { employer: 'Fabrikam Health', amount: 320_000, day: 28 },
      rent: { payee: 'Elm Street Lofts', amount: 110_000, day: 2 },
      purchasesPerMonth: [5, 8],
      monthlySavings: 20_000,
    },
  },
];

/** Password and PIN hashes for the seed (argon2 is async, the seed transaction is not). */
export interface SeedSecrets {
  customerPassword: string;
  adminPassword: string;
  demoPin: string;
}

/** Hashes the demo passwords and PIN. */
export async function hashSeedSecrets(): Promise<SeedSecrets> {
  const [customerPassword, adminPassword, demoPin] = await Promise.all([
    hashSecret('Demo-1234'),
    hashSecret('Admin-1234'),
    hashSecret(DEMO_PIN),
  ]);
  return { customerPassword, adminPassword, demoPin };
}

/**
 * Writes the demo bank into an empty database, inside the caller's transaction or its own.
 * @param now the seeding day; history runs six months back from it
 */
export function writeDemoSeed(db: Db, secrets: SeedSecrets, now = new Date()): void {
  atomically(db, () => {
    ensureLedgerAccounts(db);
    for (const customer of CUSTOMERS) seedCustomer(db, customer, secrets, now);
    db.insert(users)
      .values({
        username: 'admin',
        password: secrets.adminPassword,
        firstName: 'Avery',
        lastName: 'Admin',
        email: 'admin@example.com',
        role: 'ADMIN',
        verified: true,
      })
      .run();
    recordAudit(db, { actorId: null, action: 'DEMO_SEEDED', targetType: 'bank', targetId: null });
  });
}

/** Hashes the secrets and writes the demo bank. */
export async function seedDemo(db: Db, now = new Date()): Promise<void> {
  writeDemoSeed(db, await hashSeedSecrets(), now);
}

function seedCustomer(db: Db, customer: DemoCustomer, secrets: SeedSecrets, now: Date): void {
  const { openedAt, events } = buildHistory(customer.profile, now);
  const user = db
    .insert(users)
    .values({
      username: customer.username,
      password: secrets.customerPassword,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      pinHash: customer.username === 'demo' ? secrets.demoPin : null,
      verified: true,
      createdAt: openedAt,
    })
    .returning()
    .get();

  const ids = new Map<AccountKey, number>();
  const labels = new Map<AccountKey, string>();
  const balances = new Map<AccountKey, number>();
  for (const a of customer.accounts) {
    const row = db
      .insert(accounts)
      .values({ userId: user.id, accountType: a.key, accountNumber: a.number, createdAt: openedAt })
      .returning()
      .get();
    ids.set(a.key, row.id);
    labels.set(a.key, accountLabel(row));
    balances.set(a.key, a.opening);
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
    });
  }

  if (customer.username === 'demo') {
    db.insert(creditCards)
      .values({
        accountId: ids.get('CHECKING')!,
        cardNumber: '4532015112830366',
        cardholderName: `${customer.firstName} ${customer.lastName}`,
        expiryMonth: 9,
        expiryYear: 2029,
        cardType: 'DEBIT',
        createdAt: openedAt,
      })
      .run();
  }

  for (const event of events) {
    if (event.kind === 'INTERNAL') {
      const fromId = ids.get(event.from);
      const toId = ids.get(event.to);
      const fromBalance = balances.get(event.from) ?? 0;
      if (!fromId || !toId || fromBalance < event.amount) continue;
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
      continue;
    }
    const accountId = ids.get(event.account);
    if (!accountId) continue;
    const balance = balances.get(event.account) ?? 0;
    const amount = event.kind === 'INTEREST' ? monthlyInterest(balance) : event.amount;
    // A purchase the account could not cover would be declined; skip it.
    if (amount === 0 || balance + amount < 0) continue;
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
  }

  if (customer.username === 'demo') seedEverydayBanking(db, user.id, ids.get('CHECKING')!, now);
}
