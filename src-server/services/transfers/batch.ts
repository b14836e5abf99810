/**
 * Bulk payments: many transfers in one request (a payroll run), each accepted or refused on
 * its own.
 */
import type { SessionRow } from '../../auth/session';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import { type Language, translateText } from '../../i18n/translate';
import { createTransfer, type TransferRequest } from './create';
import type { TransferDto } from './dto';
import type { FeeSchedule } from './fees';

/** One item's outcome: the created transfer, or the domain error's code and message. */
export type BatchResult =
  | { index: number; status: 'ok'; transfer: TransferDto }
  | { index: number; status: 'error'; error: { code: string; message: string } };

/**
 * Creates each transfer of `items` in order, each in its own savepoint: an item refused by a
 * rule (insufficient funds, a limit, a foreign account, a missing step-up) rolls back alone
 * and is reported with its error's code and message, and the items after it still run and
 * see the balances the earlier ones left. Call it inside one ledger writer batch, so the
 * whole batch commits once.
 * @param bank this bank's routing number and name (on-us payments; see createTransfer)
 * @param now business time of the request: every item is dated by it
 * @returns one result per item, `index` being the item's position (from 0)
 * @throws anything that is not a domain error (a defect), which undoes the whole batch
 */
export function createTransferBatch(
  db: Db,
  session: SessionRow,
  items: readonly TransferRequest[],
  schedule: FeeSchedule,
  bank: { routingNumber: string; name: string } | undefined,
  now: Date,
): BatchResult[] {
  return items.map((item, index): BatchResult => {
    try {
      // createTransfer runs in its own savepoint: a refused item leaves nothing behind.
      return {
        index,
        status: 'ok',
        transfer: createTransfer(db, session, item, schedule, bank, { at: now }),
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { index, status: 'error', error: { code: error.code, message: error.message } };
    }
  });
}

/**
 * The results as `language` reads them: each refused item's message in that language (the
 * stored answer, which a retry with the same Idempotency-Key replays, stays in English, so
 * each reader gets their own). Codes, indexes and transfers are unchanged.
 */
export function resultsIn<T extends { results: BatchResult[] }>(
  answer: T,
  language: Language | undefined,
): T {
  if (!language || language === 'en') return answer;
  return {
    ...answer,
    results: answer.results.map((result) =>
      result.status === 'error'
        ? {
            ...result,
            error: { ...result.error, message: translateText(result.error.message, language) },
          }
        : result,
    ),
  };
}
