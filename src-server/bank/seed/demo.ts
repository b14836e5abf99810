/**
 * The demo bank: the fixed sign-ins (demo, jane, admin) with their accounts, a card and
 * months of statement history, twenty-two personas with a year of history each, and work in
 * every admin queue. Every opening balance and history row is posted through the ledger (from
 * FUNDING or EXTERNAL_CLEARING), so the books balance from the first second. The personas
 * share the demo customers' password, so argon2 runs three times per seed, not once per user.
 */
import { hashSecret } from '../../auth/password';
import type { Db } from '../../db/client';
import { creditCards, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { ensureLedgerAccounts } from '../../ledger/bank-accounts';
import { recordAudit } from '../../services/audit/record';
import { postHistories, type SeedCustomer, seedCustomer } from './customer';
import { seedEverydayBanking } from './everyday';
import { personaCustomers } from './personas';
import { seedAdminQueues } from './queues';

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
  {
    username: 'checker',
    password: 'Admin-1234',
    role: 'ADMIN',
    notes: 'a second admin, to approve what admin asks (four eyes)',
  },
] as const;

/** The transaction PIN of the demo customers that have one (a documented demo credential). */
export const DEMO_PIN = '1234';

const CUSTOMERS: SeedCustomer[] = [
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
 * Writes the demo bank into an empty database, inside the caller's transaction or its own:
 * demo (id 1) with its card and everyday banking, jane (2), admin (3), then the personas
 * (personas.ts) and the admin queues (queues.ts). Dates are relative to `now`, the seeding
 * instant: the history runs back from it (six months for demo and jane, twelve for the
 * personas) at midday UTC of each day, and the pending transfers are created at `now`
 * itself. Amounts come from PRNGs with fixed seeds, so the same `now` writes the same rows
 * (only the password and PIN hashes, salted at random, differ).
 */
export function writeDemoSeed(db: Db, secrets: SeedSecrets, now: Date): void {
  atomically(db, () => {
    ensureLedgerAccounts(db);
    const [demo, jane] = CUSTOMERS as [SeedCustomer, SeedCustomer];
    const seeded = seedCustomer(db, demo, secrets.customerPassword, secrets.demoPin, now);
    const customers = [seeded, seedCustomer(db, jane, secrets.customerPassword, null, now)];
    db.insert(users)
      .values({
        username: 'admin',
        password: secrets.adminPassword,
        firstName: 'Avery',
        lastName: 'Admin',
        email: 'admin@example.com',
        role: 'ADMIN',
        verified: true,
        createdAt: seeded.openedAt,
      })
      .run();
    for (const persona of personaCustomers()) {
      customers.push(seedCustomer(db, persona, secrets.customerPassword, null, now));
    }
    // Every customer's months of history as one timeline, so rows are numbered in date order.
    postHistories(customers);
    const checking = seeded.accountIds.get('CHECKING')!;
    db.insert(creditCards)
      .values({
        accountId: checking,
        cardNumber: '4532015112830366',
        cardholderName: `${demo.firstName} ${demo.lastName}`,
        expiryMonth: 9,
        expiryYear: 2029,
        cardType: 'DEBIT',
        createdAt: seeded.openedAt,
      })
      .run();
    seedEverydayBanking(db, seeded.userId, checking, now);
    seedAdminQueues(db, secrets.customerPassword, secrets.demoPin, now);
    // A second admin, so that a large adjustment one admin asks for can be approved (four eyes).
    db.insert(users)
      .values({
        username: 'checker',
        password: secrets.adminPassword,
        firstName: 'Casey',
        lastName: 'Checker',
        email: 'checker@example.com',
        role: 'ADMIN',
        verified: true,
        createdAt: seeded.openedAt,
      })
      .run();
    recordAudit(db, {
      actorId: null,
      action: 'DEMO_SEEDED',
      targetType: 'bank',
      targetId: null,
      at: now,
    });
  });
}

/** Hashes the secrets and writes the demo bank as of `now` (the seeding instant). */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  writeDemoSeed(db, await hashSeedSecrets(), now);
}
