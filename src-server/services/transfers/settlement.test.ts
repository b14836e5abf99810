/**
 * Holds and settlement: every status change in any order keeps the books balanced and
 * never lets an available balance go below zero (property-based).
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionRow } from '../../auth/session';
import { transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { verifyLedger } from '../../ledger/verify';
import { decimalToCents } from '../../shared/money';
import { createTestBank, type TestBank } from '../../test/bank';
import { listAccounts } from '../accounts/list';
import { createBeneficiary } from '../beneficiaries/manage';
import { createExternalTransfer } from './create-external';
import { createInternalTransfer } from './create-internal';
import { changeTransferStatus, type TransferStatus } from './settlement';

let bank: TestBank;
let userId: number;
let beneficiaryId: number;
const fees = { INTERNAL: 0, LOCAL: 150, WIRE: 2_500 };

beforeAll(async () => {
  bank = await createTestBank();
  userId = bank.userId('jane');
  beneficiaryId = createBeneficiary(
    bank.db,
    userId,
    {
      name: 'Payee',
      accountNumber: 'ACCT1234',
      bankName: 'Bank',
      routingNumber: null,
      beneficiaryType: 'LOCAL',
      swiftCode: null,
      address: null,
      country: null,
    },
    new Date(),
  ).id;
});

const session = (): SessionRow => ({
  id: 'test',
  secretHash: Buffer.alloc(32),
  userId,
  createdAt: new Date(),
  lastVerifiedAt: new Date(),
  pinVerifiedAt: new Date(),
  mfaVerifiedAt: null,
  adminStepUpAt: null,
  userAgent: null,
  ip: null,
});

function setStatus(id: number, next: TransferStatus) {
  atomically(bank.db, () => {
    const row = bank.db.select().from(transfers).where(eq(transfers.id, id)).get()!;
    changeTransferStatus(bank.db, row, next, null, new Date());
  });
}

const balances = () =>
  listAccounts(bank.db, userId, new Date()).map((a) => ({
    posted: decimalToCents(a.balance),
    available: decimalToCents(a.availableBalance),
  }));

describe('settlement', () => {
  it('completes: the hold becomes a posting to clearing and fees', () => {
    const [checking] = listAccounts(bank.db, userId, new Date());
    const before = decimalToCents(checking!.balance);
    const t = createExternalTransfer(
      bank.db,
      {
        session: session(),
        transferType: 'WIRE',
        fromAccountId: checking!.id,
        beneficiaryId,
        amount: 10_000,
      },
      fees,
      new Date(),
    );
    expect(decimalToCents(listAccounts(bank.db, userId, new Date())[0]!.availableBalance)).toBe(
      before - 12_500,
    );
    setStatus(t.id, 'COMPLETED');
    const after = listAccounts(bank.db, userId, new Date())[0]!;
    expect(decimalToCents(after.balance)).toBe(before - 12_500);
    expect(after.availableBalance).toBe(after.balance);
    const fee = bank.db.$client
      .prepare("select balance from ledger_accounts where code = 'FEES'")
      .get() as { balance: number };
    expect(fee.balance).toBe(2_500);
    setStatus(t.id, 'FAILED');
    expect(decimalToCents(listAccounts(bank.db, userId, new Date())[0]!.balance)).toBe(before);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuses to re-hold a FAILED transfer the account can no longer cover', () => {
    const [checking] = listAccounts(bank.db, userId, new Date());
    const all = decimalToCents(checking!.availableBalance);
    const t = createExternalTransfer(
      bank.db,
      {
        session: session(),
        transferType: 'LOCAL',
        fromAccountId: checking!.id,
        beneficiaryId,
        amount: all - 150,
      },
      fees,
      new Date(),
    );
    setStatus(t.id, 'FAILED');
    const spend = createExternalTransfer(
      bank.db,
      {
        session: session(),
        transferType: 'LOCAL',
        fromAccountId: checking!.id,
        beneficiaryId,
        amount: 1_000,
      },
      fees,
      new Date(),
    );
    expect(() => setStatus(t.id, 'PENDING')).toThrow(/Insufficient funds/);
    expect(() => setStatus(t.id, 'COMPLETED')).toThrow(/Insufficient funds/);
    setStatus(spend.id, 'FAILED');
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('keeps every invariant over random transfers and status changes (property)', () => {
    const [checking, savings] = listAccounts(bank.db, userId, new Date());
    const op = fc.oneof(
      fc.record({
        kind: fc.constantFrom('LOCAL' as const, 'WIRE' as const),
        amount: fc.integer({ min: 1, max: 300_000 }),
        fromChecking: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('INTERNAL' as const),
        amount: fc.integer({ min: 1, max: 300_000 }),
        fromChecking: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('STATUS' as const),
        pick: fc.nat(),
        next: fc.constantFrom<TransferStatus>('PENDING', 'COMPLETED', 'FAILED'),
      }),
    );
    const created: number[] = [];
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
        for (const o of ops) {
          try {
            if (o.kind === 'STATUS') {
              if (created.length) setStatus(created[o.pick % created.length]!, o.next);
            } else {
              const from = o.fromChecking ? checking! : savings!;
              const to = o.fromChecking ? savings! : checking!;
              const t =
                o.kind === 'INTERNAL'
                  ? createInternalTransfer(
                      bank.db,
                      { userId, fromAccountId: from.id, toAccountId: to.id, amount: o.amount },
                      fees,
                      new Date(),
                    )
                  : createExternalTransfer(
                      bank.db,
                      {
                        session: session(),
                        transferType: o.kind,
                        fromAccountId: from.id,
                        beneficiaryId,
                        amount: o.amount,
                      },
                      fees,
                      new Date(),
                    );
              created.push(t.id);
            }
          } catch (error) {
            // Refusals are fine (funds, limits); they must change nothing, which verify checks.
            expect(String(error)).toMatch(/Insufficient funds|limit/);
          }
          for (const b of balances()) {
            expect(b.posted).toBeGreaterThanOrEqual(0);
            expect(b.available).toBeGreaterThanOrEqual(0);
          }
        }
        expect(verifyLedger(bank.db).violations).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
