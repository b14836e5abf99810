/**
 * Bulk payments from a pain.001 file: reading the file's payments for the results table,
 * sending it to POST /api/transfers/batch as application/xml (tRPC takes JSON only), and a
 * sample file built from the customer's own accounts.
 */
import { formatCents } from '@shared/money';
import { type Pain001Payment, pain001Document } from '@shared/pain001';
import { BASE_PATH } from '@/lib/base-path';
import { languageHeader } from '@/lib/language-header';

/** One credit transfer as the file states it, for the results table. */
export interface FilePayment {
  endToEndId: string;
  creditorName: string;
  creditorAccount: string;
  amount: string;
}

/** One item's outcome, as the batch answers it. */
export type PaymentResult =
  | {
      index: number;
      status: 'ok';
      /** `scheduledDate` (YYYY-MM-DD) is set when the file's execution date is after today. */
      transfer: { id: number; amount: string; status: string; scheduledDate: string | null };
    }
  | { index: number; status: 'error'; error: { code: string; message: string } };

/** The batch's answer: each payment's outcome, or why the whole file was refused. */
export type PaymentFileAnswer =
  | { ok: true; results: PaymentResult[] }
  /** `message` is null when the bank's answer never came (the screen says so in its words). */
  | { ok: false; message: string | null; details: string[] };

/**
 * The credit transfers of a pain.001 text in file order (the browser's DOMParser; elements
 * are matched by local name, whatever the namespace prefix). An unreadable file gives [].
 */
export function filePayments(xml: string): FilePayment[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return [];
  const first = (node: Element, name: string) => node.getElementsByTagNameNS('*', name)[0];
  return Array.from(doc.getElementsByTagNameNS('*', 'CdtTrfTxInf'), (tx) => {
    const account = first(tx, 'CdtrAcct');
    return {
      endToEndId: first(tx, 'EndToEndId')?.textContent?.trim() ?? '',
      creditorName: first(first(tx, 'Cdtr') ?? tx, 'Nm')?.textContent?.trim() ?? '',
      creditorAccount: account
        ? ((first(account, 'IBAN') ?? first(account, 'Id'))?.textContent?.trim() ?? '')
        : '',
      amount: first(tx, 'InstdAmt')?.textContent?.trim() ?? '',
    };
  });
}

/**
 * Sends the file; the answer as the screen needs it: each payment's result, or the server's
 * message (and, for a file that does not validate, the schema's findings line by line).
 * @param key the attempt's Idempotency-Key
 */
export async function sendPaymentFile(xml: string, key: string): Promise<PaymentFileAnswer> {
  let response: Response;
  try {
    response = await fetch(`${BASE_PATH}/api/transfers/batch`, {
      method: 'POST',
      body: xml,
      credentials: 'same-origin',
      headers: {
        ...languageHeader(),
        'Content-Type': 'application/xml',
        Accept: 'application/json',
        'Idempotency-Key': key,
      },
    });
  } catch {
    return { ok: false, message: null, details: [] };
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not the API's answer (a proxy's page): the fallback message below.
  }
  if (response.ok && Array.isArray(body.results)) {
    return { ok: true, results: body.results as PaymentResult[] };
  }
  const details = Array.isArray(body.issues)
    ? (body.issues as { path?: unknown; message?: unknown }[])
        .slice(1)
        .map((issue) =>
          [Array.isArray(issue.path) ? issue.path.join(' ') : '', String(issue.message ?? '')]
            .filter(Boolean)
            .join(': '),
        )
    : [];
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  return { ok: false, message, details };
}

/** What the sample needs of an account or a payee. */
export interface SampleAccount {
  accountNumber: string;
  name: string;
}

/**
 * A pain.001.001.03 sample: two small payments from `from` to each of `to` (the customer's
 * other accounts, then saved payees), ready to upload as it is.
 * @param now when the file is made (its creation time and execution date)
 */
export function samplePaymentFile(
  from: SampleAccount,
  to: readonly SampleAccount[],
  debtorName: string,
  now: Date,
): string {
  const stamp = now.toISOString().slice(0, 19);
  const payments: Pain001Payment[] = (to.length ? to : [from]).slice(0, 3).map((account, i) => ({
    endToEndId: `SAMPLE-${i + 1}`,
    amount: formatCents((i + 1) * 100),
    creditorName: account.name.slice(0, 140),
    creditorAccount: account.accountNumber,
    remittance: `Sample payment ${i + 1}`,
  }));
  return pain001Document({
    messageId: `SAMPLE-${stamp.replace(/\D/g, '')}`,
    createdAt: stamp,
    debtorName: debtorName.slice(0, 140),
    debtorAccount: from.accountNumber,
    executionDate: stamp.slice(0, 10),
    payments,
  });
}
