/**
 * Turns the credit transfers of a pain.001 file into items of the bulk payments batch and
 * runs them through it: the same per-item results, rules and limits as a JSON batch.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionRow } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { accounts, beneficiaries } from '../../../db/schema';
import { type BatchResult, createTransferBatch } from '../batch';
import type { TransferRequest } from '../create';
import type { FeeSchedule } from '../fees';
import type { PainPayment } from './read';

/** An account number as compared: without spaces, upper case. */
const normal = (accountNumber: string) => accountNumber.replace(/\s+/g, '').toUpperCase();

/** A payment as a batch item, or why it names no account the customer may pay from or to. */
type Resolved = { item: TransferRequest } | { error: { code: 'NOT_FOUND'; message: string } };

/**
 * Finds what each payment's accounts name for `userId`: the debtor account must be one of
 * the customer's own accounts (by account number); the creditor account is one of them
 * (an INTERNAL transfer), else the account number of a current saved payee (a WIRE transfer
 * for a WIRE payee, LOCAL for any other; the oldest payee with that number wins).
 * Remittance text (else the creditor's name) becomes the description. A requested execution
 * date (`ReqdExctnDt`) after `today` makes the payment a scheduled transfer for that day; today
 * or a day already past runs it now, as banks do with a file that arrives after its date.
 * @param today the bank's business day, YYYY-MM-DD
 * @returns one entry per payment, in order
 */
export function resolvePayments(
  db: Db,
  userId: number,
  payments: readonly PainPayment[],
  today: string,
): Resolved[] {
  const own = new Map<string, number>();
  for (const row of db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
    .all()) {
    own.set(normal(row.accountNumber), row.id);
  }
  const payees = new Map<string, { id: number; wire: boolean }>();
  for (const row of db
    .select({
      id: beneficiaries.id,
      accountNumber: beneficiaries.accountNumber,
      type: beneficiaries.beneficiaryType,
    })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.userId, userId), isNull(beneficiaries.retiredAt)))
    .orderBy(beneficiaries.id)
    .all()) {
    const key = normal(row.accountNumber);
    if (!payees.has(key)) payees.set(key, { id: row.id, wire: row.type === 'WIRE' });
  }
  return payments.map((payment): Resolved => {
    const fromAccountId = own.get(normal(payment.debtorAccount));
    if (fromAccountId === undefined) {
      return {
        error: {
          code: 'NOT_FOUND',
          message: `Debtor account ${payment.debtorAccount} is not one of your open accounts`,
        },
      };
    }
    const description = payment.remittance ?? payment.creditorName?.slice(0, 500) ?? null;
    const later = payment.requestedExecutionDate > today;
    const when = later ? { scheduledDate: payment.requestedExecutionDate } : {};
    const creditor = payment.creditorAccount ? normal(payment.creditorAccount) : '';
    const toAccountId = own.get(creditor);
    if (toAccountId !== undefined) {
      return {
        item: {
          transferType: 'INTERNAL',
          fromAccountId,
          toAccountId,
          amount: payment.amount,
          description,
          ...when,
        },
      };
    }
    const payee = payees.get(creditor);
    if (payee) {
      return {
        item: {
          transferType: payee.wire ? 'WIRE' : 'LOCAL',
          fromAccountId,
          beneficiaryId: payee.id,
          amount: payment.amount,
          description,
          ...when,
        },
      };
    }
    return {
      error: {
        code: 'NOT_FOUND',
        message: payment.creditorAccount
          ? `Creditor account ${payment.creditorAccount} is neither one of your accounts nor a saved payee: add it as a payee first`
          : 'The payment names no creditor account (CdtrAcct)',
      },
    };
  });
}

/**
 * Runs a pain.001 file's payments as one bulk payments batch (createTransferBatch): the
 * payments whose accounts resolve run in file order, each in its own savepoint (those whose
 * requested execution date is after today are stored SCHEDULED for it, and run by close of
 * business on that day); the others are reported NOT_FOUND and move nothing. Call it inside
 * one ledger writer batch.
 * @param bank this bank's routing number and name (on-us payments)
 * @param now business time of the request
 * @returns one result per payment, `index` being its position in the file (from 0)
 * @throws anything that is not a domain error, which undoes the whole batch
 */
export function applyPain001(
  db: Db,
  session: SessionRow,
  payments: readonly PainPayment[],
  schedule: FeeSchedule,
  bank: { routingNumber: string; name: string } | undefined,
  now: Date,
): BatchResult[] {
  const today = now.toISOString().slice(0, 10);
  const resolved = resolvePayments(db, session.userId, payments, today);
  const items: TransferRequest[] = [];
  for (const entry of resolved) if ('item' in entry) items.push(entry.item);
  const ran = createTransferBatch(db, session, items, schedule, bank, now);
  let next = 0;
  return resolved.map((entry, index): BatchResult => {
    if ('error' in entry) return { index, status: 'error', error: entry.error };
    const result = ran[next++] as BatchResult;
    return { ...result, index };
  });
}
