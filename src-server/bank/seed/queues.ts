/**
 * Work waiting for an admin when a demo starts: PENDING LOCAL and WIRE transfers with their
 * holds (no due time: the settlement scheduler leaves them to an admin, so the queue is
 * there whenever a demo starts), enrollment applications of new unverified customers, loan
 * applications and open support tickets, plus some feedback. Everything is dated from `now`,
 * so the same seeding instant writes the same rows.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  applications,
  beneficiaries,
  countries,
  feedback,
  loanApplications,
  supportTickets,
  users,
} from '../../db/schema';
import { addToOutgoing } from '../../ledger/figures';
import { recordAudit } from '../../services/audit/record';
import { notify } from '../../services/notifications/notify';
import { toTransferDto } from '../../services/transfers/dto';
import { recordTransferEvent } from '../../services/transfers/events';
import { insertTransfer } from '../../services/transfers/insert';
import { placeHold } from '../../services/transfers/settlement';
import { displayUsd } from '../../shared/money';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Pending transfers: [username, type, amount in cents, description]. */
const PENDING: [string, 'LOCAL' | 'WIRE', number, string][] = [
  ['priya', 'LOCAL', 12_500, 'Concert tickets'],
  ['marcus', 'LOCAL', 4_820, 'Dinner split'],
  ['elena', 'WIRE', 65_000, 'Family support'],
  ['sofia', 'LOCAL', 22_000, 'Car repair share'],
  ['hannah', 'LOCAL', 48_000, 'Contractor invoice'],
  ['aisha', 'WIRE', 120_000, 'Studio equipment'],
  ['margaret', 'LOCAL', 15_000, 'Birthday gift'],
  ['omar', 'LOCAL', 9_900, 'Shared expenses'],
];

/**
 * Creates the PENDING transfers, each out of its customer's CHECKING to their first saved
 * beneficiary, with its hold, outgoing day total, history, audit entry and notification, at
 * `now`. A transfer the available balance could not cover is left out.
 */
function seedPendingTransfers(db: Db, now: Date): void {
  for (const [username, type, amount, description] of PENDING) {
    const row = db
      .select({
        userId: users.id,
        accountId: accounts.id,
        balance: accounts.balance,
        held: accounts.held,
      })
      .from(users)
      .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.accountType, 'CHECKING')))
      .where(eq(users.username, username))
      .get();
    if (!row || row.balance - row.held < amount) continue;
    // The payee of the transfer's own type (a wire goes abroad), else the first one.
    const saved = db
      .select()
      .from(beneficiaries)
      .where(and(eq(beneficiaries.userId, row.userId), isNull(beneficiaries.retiredAt)))
      .orderBy(beneficiaries.id)
      .all();
    const beneficiary = saved.find((b) => b.beneficiaryType === type) ?? saved[0];
    if (!beneficiary) continue;
    const transfer = insertTransfer(db, {
      userId: row.userId,
      fromAccountId: row.accountId,
      toAccountId: null,
      beneficiaryId: beneficiary.id,
      amount,
      transferType: type,
      description,
      status: 'PENDING',
      fees: 0,
      completedAt: null,
      createdAt: now,
    });
    placeHold(db, transfer, now);
    addToOutgoing(db, row.userId, now, amount);
    recordTransferEvent(db, {
      transferId: transfer.id,
      fromStatus: null,
      toStatus: 'PENDING',
      actorId: row.userId,
      at: now,
    });
    recordAudit(db, {
      actorId: row.userId,
      action: 'TRANSFER_CREATED',
      targetType: 'transfer',
      targetId: transfer.id,
      after: toTransferDto(transfer),
      at: now,
    });
    notify(db, row.userId, {
      type: 'TRANSACTION',
      title: `${type === 'LOCAL' ? 'Local' : 'Wire'} transfer pending`,
      message: `${displayUsd(amount)} to ${beneficiary.name} is pending; the amount is on hold on your checking account.`,
      at: now,
    });
  }
}

/** Applicants: name, email, phone, date of birth, occupation, city, minutes before `now`. */
const APPLICANTS = [
  [
    'Lucas Ferreira',
    'lucas.ferreira@example.net',
    '+1 555 030 1101',
    '1994-03-12',
    'Nurse',
    'Austin',
    45,
  ],
  [
    'Mei Tanaka',
    'mei.tanaka@example.net',
    '+1 555 030 1102',
    '1988-11-02',
    'Architect',
    'Seattle',
    190,
  ],
  [
    'Daniel Okafor',
    'daniel.okafor@example.net',
    '+1 555 030 1103',
    '2001-06-25',
    'Student',
    'Chicago',
    1_300,
  ],
  [
    'Isabel Cruz',
    'isabel.cruz@example.net',
    '+1 555 030 1104',
    '1979-01-30',
    'Accountant',
    'Denver',
    2_900,
  ],
  [
    'Ethan Clarke',
    'ethan.clarke@example.net',
    '+1 555 030 1105',
    '1990-09-14',
    'Electrician',
    'Boston',
    4_400,
  ],
] as const;

/**
 * Enrollment applications waiting for a decision: each an unverified customer (Account ID
 * 70000000nn, CHECKING and SAVINGS at 0.00, the persona password and PIN 1234) and its
 * PENDING application, without uploaded files.
 */
function seedEnrollments(db: Db, passwordHash: string, pinHash: string, now: Date): void {
  const us = db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, 'US')).get();
  APPLICANTS.forEach(([name, email, phone, dob, occupation, city, minutes], i) => {
    const at = minutesBefore(now, minutes);
    const [firstName, lastName] = name.split(' ') as [string, string];
    const username = `70000000${String(i + 1).padStart(2, '0')}`;
    const user = db
      .insert(users)
      .values({
        username,
        password: passwordHash,
        pinHash,
        firstName,
        lastName,
        email,
        phone,
        createdAt: at,
      })
      .returning({ id: users.id })
      .get();
    ['CHECKING', 'SAVINGS'].forEach((accountType, k) => {
      db.insert(accounts)
        .values({
          userId: user.id,
          accountType,
          accountNumber: `48409${String(i * 10 + k).padStart(5, '0')}`,
          createdAt: at,
        })
        .run();
    });
    db.insert(applications)
      .values({
        name,
        email,
        phone,
        dob,
        gender: i % 2 ? 'female' : 'male',
        occupation,
        countryId: us?.id ?? null,
        city,
        zip: `${10_001 + i * 2_111}`,
        address: `${120 + i * 17} Main Street`,
        nokName: `${lastName} family`,
        nokRelationship: 'Parent',
        currency: '$',
        passwordHash,
        pinHash,
        userId: user.id,
        createdAt: at,
      })
      .run();
    notify(db, user.id, {
      type: 'ACCOUNT',
      title: 'Welcome! Your Account ID',
      message: `Your Account ID is ${username}: use it to sign in. Local and wire transfers open once the bank has verified your application.`,
      at,
    });
  });
}

/** Loan applications: username, type, amount and income in cents, term, purpose, minutes ago. */
const LOANS: [string, string, number, number, number, string, number][] = [
  ['priya', 'AUTO', 2_400_000, 9_600_000, 60, 'A family car', 30],
  ['liam', 'PERSONAL', 350_000, 1_100_000, 24, 'Laptop and course fees', 240],
  ['carlos', 'BUSINESS', 6_500_000, 14_000_000, 84, 'A second crew truck and mowers', 1_500],
  ['david', 'MORTGAGE', 38_000_000, 11_500_000, 360, 'First home', 3_100],
  ['kevin', 'PERSONAL', 150_000, 2_800_000, 12, 'Catching up on bills', 5_000],
  ['ivan', 'BUSINESS', 1_800_000, 6_200_000, 48, 'Workshop tools', 8_000],
];

/** Open tickets: username, subject, category, priority, message, minutes ago. */
const TICKETS: [string, string, string, string, string, number][] = [
  [
    'kevin',
    'Card declined at the pharmacy',
    'cards',
    'high',
    'My card was declined this morning although I thought I had money left. Can you check?',
    20,
  ],
  [
    'margaret',
    'How do I download my tax summary?',
    'account',
    'low',
    "I cannot find last year's tax summary in the statements tab.",
    150,
  ],
  [
    'hannah',
    'Wire to supplier still pending',
    'transactions',
    'urgent',
    'A supplier is waiting for my payment. When will it be released?',
    400,
  ],
  [
    'noah',
    'Change my phone number',
    'account',
    'medium',
    'I have a new phone number and the profile page will not save it.',
    1_700,
  ],
  [
    'grace',
    'App logs me out too often',
    'technical',
    'medium',
    'The site signs me out after a few minutes of reading statements.',
    2_600,
  ],
  [
    'walter',
    'Statement shows a duplicate charge',
    'transactions',
    'high',
    'Northgate Mall appears twice on the same day. I only shopped once.',
    4_300,
  ],
  [
    'chloe',
    'Student account fees',
    'general',
    'low',
    'Are there any monthly fees on a student checking account?',
    7_200,
  ],
];

/** Loan applications, tickets and feedback from the personas, dated before `now`. */
function seedRequests(db: Db, now: Date): void {
  const userOf = (username: string) =>
    db.select().from(users).where(eq(users.username, username)).get();
  for (const [username, loanType, amount, annualIncome, termMonths, purpose, minutes] of LOANS) {
    const user = userOf(username);
    if (!user) continue;
    const at = minutesBefore(now, minutes);
    db.insert(loanApplications)
      .values({
        userId: user.id,
        loanType,
        amount,
        termMonths,
        purpose,
        annualIncome,
        createdAt: at,
      })
      .run();
    notify(db, user.id, {
      type: 'ACCOUNT',
      title: 'Loan application received',
      message: `We received your application for a ${displayUsd(amount)} ${loanType.toLowerCase()} loan. We will be in touch.`,
      at,
    });
  }
  for (const [username, subject, category, priority, message, minutes] of TICKETS) {
    const user = userOf(username);
    if (!user) continue;
    const at = minutesBefore(now, minutes);
    db.insert(supportTickets)
      .values({
        userId: user.id,
        subject,
        category,
        priority,
        message,
        email: user.email,
        phone: user.phone,
        createdAt: at,
      })
      .run();
  }
  const ratings: [string, number, string, string][] = [
    ['sofia', 5, 'general', 'Transfers between my accounts are instant. Love it.'],
    ['thomas', 4, 'technical', 'Statements load fast; a dark mode for the charts would be nice.'],
    ['rosa', 3, 'account', 'The text on the statements is a little small for me.'],
  ];
  ratings.forEach(([username, rating, category, message], i) => {
    const user = userOf(username);
    if (!user) return;
    db.insert(feedback)
      .values({
        userId: user.id,
        rating,
        category,
        message,
        createdAt: minutesBefore(now, 600 + i * 1_440),
      })
      .run();
  });
}

/**
 * Writes every admin queue of the demo bank, inside the seed's transaction. Needs the
 * personas (their CHECKING accounts and beneficiaries) already written.
 */
export function seedAdminQueues(db: Db, passwordHash: string, pinHash: string, now: Date): void {
  seedPendingTransfers(db, now);
  seedEnrollments(db, passwordHash, pinHash, now);
  seedRequests(db, now);
}
