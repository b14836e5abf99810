/**
 * Sending a check deposit: a multipart POST to /api/deposits/check (tRPC takes JSON only),
 * with an Idempotency-Key per attempt so that a retried request never deposits twice. Inside
 * a sandbox it goes to the sandbox's API (its base path), where its session is.
 */
import { BASE_PATH } from '@/lib/base-path';
import { answerFieldErrors, withoutFieldKeys } from '@/lib/errors';
import { languageHeader } from '@/lib/language-header';

/** The form's fields a refusal may name. */
const CHECK_FIELDS: ReadonlySet<string> = new Set(['accountId', 'amount', 'front', 'back']);

/** The check deposit form's text fields as typed: the account id and the amount (two decimals). */
export interface CheckDepositValues {
  accountId: string;
  amount: string;
}

/**
 * What the screen does with the answer: on success the hold's end (ISO 8601, or null) and the
 * amount as a two-decimal string; on refusal the message and the errors by field.
 */
export type CheckDepositResult =
  | { ok: true; holdReleaseAt: string | null; amount: string }
  | { ok: false; message: string; errors: Record<string, string> };

/** The form data the server reads: accountId, amount, front and back images. */
export function toCheckFormData(values: CheckDepositValues, front: File, back: File): FormData {
  const form = new FormData();
  form.append('accountId', values.accountId);
  form.append('amount', values.amount);
  form.append('front', front);
  form.append('back', back);
  return form;
}

/**
 * Posts the check; the answer as the screen needs it: the hold's end on success, else the
 * server's message and its field errors (`{amount: '…'}`).
 * @param key the attempt's Idempotency-Key
 */
export async function submitCheckDeposit(form: FormData, key: string): Promise<CheckDepositResult> {
  let response: Response;
  try {
    response = await fetch(`${BASE_PATH}/api/deposits/check`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { ...languageHeader(), 'Idempotency-Key': key },
    });
  } catch {
    return { ok: false, message: 'Check deposit failed. Please try again.', errors: {} };
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not the API's answer (a proxy's page): the fallback message below.
  }
  if (response.ok) {
    return {
      ok: true,
      holdReleaseAt: typeof body.holdReleaseAt === 'string' ? body.holdReleaseAt : null,
      amount: typeof body.amount === 'string' ? body.amount : '',
    };
  }
  const text =
    typeof body.message === 'string' && body.message
      ? body.message
      : 'Check deposit failed. Please try again.';
  // A refused field shows under it; a person reads the alert without the API's field key.
  const errors = answerFieldErrors(body, CHECK_FIELDS);
  return { ok: false, message: withoutFieldKeys(text), errors };
}
