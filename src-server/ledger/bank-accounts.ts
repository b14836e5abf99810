/**
 * The bank's own ledger accounts, the other side of every money movement that enters or
 * leaves customer accounts: FUNDING (deposits, opening balances, interest, adjustments),
 * EXTERNAL_CLEARING (money to and from other banks and merchants), FEES and LOANS
 * (repayments of the bank's loans).
 */

import type { Db } from '../db/client';
import { ledgerAccounts } from '../db/schema';

export const BANK_LEDGER_ACCOUNTS = [
  { code: 'FUNDING', name: 'Bank funding' },
  { code: 'EXTERNAL_CLEARING', name: 'External clearing' },
  { code: 'FEES', name: 'Fee income' },
  { code: 'LOANS', name: 'Loan repayments' },
] as const;

/** Creates the bank's ledger accounts when missing (idempotent). */
export function ensureLedgerAccounts(db: Db): void {
  db.insert(ledgerAccounts)
    .values(BANK_LEDGER_ACCOUNTS.map((a) => ({ code: a.code, name: a.name })))
    .onConflictDoNothing()
    .run();
}
