/**
 * The bank's own ledger accounts, the other side of every money movement that enters or
 * leaves customer accounts: FUNDING (deposits, opening balances, interest, adjustments),
 * EXTERNAL_CLEARING (money to and from other banks and merchants), FEES, LOANS
 * (repayments of the bank's loans) and CARD_SETTLEMENT (what card processors owe the bank
 * for card deposits they approved; checks deposited are owed through EXTERNAL_CLEARING) and
 * INTEREST_EXPENSE (the interest the bank pays on savings, posted at close of business).
 */

import type { Db } from '../db/client';
import { ledgerAccounts } from '../db/schema';

/** Each ledger account the bank keeps, by code and display name (the list above explains each). */
export const BANK_LEDGER_ACCOUNTS = [
  { code: 'FUNDING', name: 'Bank funding' },
  { code: 'EXTERNAL_CLEARING', name: 'External clearing' },
  { code: 'FEES', name: 'Fee income' },
  { code: 'LOANS', name: 'Loan repayments' },
  { code: 'CARD_SETTLEMENT', name: 'Card settlement' },
  { code: 'INTEREST_EXPENSE', name: 'Interest expense' },
] as const;

/** Creates the bank's ledger accounts when missing (idempotent). */
export function ensureLedgerAccounts(db: Db): void {
  db.insert(ledgerAccounts)
    .values(BANK_LEDGER_ACCOUNTS.map((a) => ({ code: a.code, name: a.name })))
    .onConflictDoNothing()
    .run();
}
