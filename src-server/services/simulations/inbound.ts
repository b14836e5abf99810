/**
 * Simulated inbound payments: an outside payer (a payroll, a relative at another bank)
 * credits a customer account over ACH or a wire. The money comes in through the ledger from
 * EXTERNAL_CLEARING (what other banks settle with this one).
 */
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { atomically } from '../../db/transaction';
import { Conflict, notFound } from '../../domain/errors';
import { noteSimulation } from '../../events/collect';
import { postJournal } from '../../ledger/post';
import type { InboundTransferSchema } from '../../shared/dto';
import { displayUsd, formatCents } from '../../shared/money';
import { accountById, accountLabel } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';

/** An inbound credit on the wire (see InboundTransferSchema). */
export type InboundTransferDto = z.infer<typeof InboundTransferSchema>;

/** A credit from outside the bank: the account, amount, payer, rail and optional reference. */
export interface InboundTransferInput {
  accountId: number;
  /** Cents, more than 0 (the edge schema parsed it). */
  amount: number;
  payerName: string;
  rail: 'ACH' | 'WIRE';
  reference?: string;
}

/** The statement text of an inbound credit: "ACH credit from X" or "Wire from X". */
export function inboundDescription(rail: 'ACH' | 'WIRE', payerName: string): string {
  return rail === 'ACH' ? `ACH credit from ${payerName}` : `Wire from ${payerName}`;
}

/**
 * Credits `input.accountId` with money from outside the bank: one journal entry, account
 * +amount and EXTERNAL_CLEARING −amount, whose statement row reads "ACH credit from
 * {payerName}" or "Wire from {payerName}" (with the payer's reference). The customer is
 * notified and the admin's action audited (SIMULATED_INBOUND_TRANSFER).
 * @param adminId the admin running the simulation
 * @param now business time: the posting date
 * @returns what was posted (journal, statement row, new posted balance)
 * @throws NOT_FOUND (404) for an unknown account; CONFLICT (409) for a closed one
 */
export function simulateInboundTransfer(
  db: Db,
  adminId: number,
  input: InboundTransferInput,
  now: Date,
): InboundTransferDto {
  return atomically(db, () => {
    const account = accountById(db, input.accountId);
    if (!account) throw notFound('Account');
    if (account.closedAt !== null) {
      throw new Conflict(`${accountLabel(account)} is closed: it cannot receive money`);
    }
    const description = inboundDescription(input.rail, input.payerName);
    const reference = input.reference?.trim() || null;
    const { journalId, transactionIds } = postJournal(db, {
      kind: input.rail === 'ACH' ? 'INBOUND_ACH' : 'INBOUND_WIRE',
      description,
      createdBy: adminId,
      at: now,
      lines: [
        {
          accountId: account.id,
          amount: input.amount,
          description,
          category: 'DEPOSIT',
          reference,
        },
        { ledger: 'EXTERNAL_CLEARING', amount: -input.amount },
      ],
    });
    const dto: InboundTransferDto = {
      journalId,
      transactionId: transactionIds[0]!,
      accountId: account.id,
      amount: formatCents(input.amount),
      rail: input.rail,
      payerName: input.payerName,
      description,
      reference,
      balance: formatCents(accountById(db, account.id)!.balance),
      postedAt: now.toISOString(),
    };
    recordAudit(db, {
      actorId: adminId,
      action: 'SIMULATED_INBOUND_TRANSFER',
      targetType: 'account',
      targetId: account.id,
      after: dto,
      at: now,
    });
    noteSimulation(db, account.userId, {
      kind: 'inbound-transfer',
      id: journalId,
      status: 'POSTED',
      accountId: account.id,
      amount: dto.amount,
      reason: null,
    });
    notify(db, account.userId, {
      type: 'TRANSACTION',
      title: input.rail === 'ACH' ? 'ACH credit received' : 'Wire received',
      message: `${displayUsd(input.amount)} from ${input.payerName} was credited to ${accountLabel(account)}.`,
      at: now,
    });
    return dto;
  });
}
