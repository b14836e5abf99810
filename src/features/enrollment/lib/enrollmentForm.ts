/**
 * The enrollment form's values, checks and submission (Complete Your Enrollment; its validation messages; sent as multipart to POST /api/applications), free of React.
 */

import { enrollmentSchema, MAX_UPLOAD_BYTES } from '@shared/enrollment';
import dayjs from 'dayjs';
import { z } from 'zod';
import { BASE_PATH } from '@/lib/base-path';
import { answerFieldErrors, withoutFieldKeys } from '@/lib/errors';
import { languageHeader } from '@/lib/language-header';

/** The enrollment form's text fields, in the order they are sent in the multipart body. */
export const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'dob',
  'gender',
  'ssn',
  'occupation',
  'countryId',
  'cityId',
  'zip',
  'address',
  'nokName',
  'nokEmail',
  'nokPhone',
  'nokRelationship',
  'nokAddress',
  'currency',
  'password',
  'password2',
  'pin',
] as const;

/** The name of one of TEXT_FIELDS. */
export type TextField = (typeof TEXT_FIELDS)[number];
/** The two uploads: the passport and an identity document. */
export type FileField = 'passport' | 'idDocument';
/** Every text field as typed. */
export type EnrollmentValues = Record<TextField, string>;
/** The two uploads, null until picked. */
export type EnrollmentFiles = Record<FileField, File | null>;
/** The form's error messages by text or file field. */
export type EnrollmentErrors = Partial<Record<TextField | FileField, string>>;

/** Empty values, prefilled from the query parameters name, email and countryId. */
export function initialValues(prefill: {
  name?: string;
  email?: string;
  countryId?: string;
}): EnrollmentValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as EnrollmentValues;
  values.name = prefill.name ?? '';
  values.email = prefill.email ?? '';
  values.countryId = prefill.countryId && /^\d+$/.test(prefill.countryId) ? prefill.countryId : '';
  return values;
}

const FILE_LABELS: Record<FileField, string> = { passport: 'Passport', idDocument: 'ID document' };

/** A required upload of at most 5 MB; its type is checked by content on the server only. */
const uploadRule = (field: FileField) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: 'custom', message: `${FILE_LABELS[field]} file is required` });
    else if (file.size > MAX_UPLOAD_BYTES) {
      ctx.addIssue({ code: 'custom', message: `${FILE_LABELS[field]} is larger than 5 MB` });
    }
  });

/**
 * The form's rules: the shared enrollment schema (the server runs the same one, with the
 * bank's date as today; here it is the device's) on the text fields, and both files present
 * and at most 5 MB. The two are checked side by side, so a missing file never hides a text
 * field's message (such as the passwords not matching).
 */
export const EnrollmentFormSchema = enrollmentSchema(() => dayjs().format('YYYY-MM-DD')).and(
  z.object({ passport: uploadRule('passport'), idDocument: uploadRule('idDocument') }),
);

/** Everything the form holds: the text fields and the two files. */
export type EnrollmentFormValues = EnrollmentValues & EnrollmentFiles;

/**
 * The client's checks (EnrollmentFormSchema) outside a form.
 * @returns the first message per field; empty when the form may be sent
 */
export function validateEnrollment(
  values: EnrollmentValues,
  files: EnrollmentFiles,
): EnrollmentErrors {
  const errors: EnrollmentErrors = {};
  const parsed = EnrollmentFormSchema.safeParse({ ...values, ...files });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as TextField | FileField;
      if (field && !(field in errors)) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The multipart body: every text field (dob as YYYY-MM-DD) and the two files. */
export function toFormData(values: EnrollmentValues, files: EnrollmentFiles): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, values[field]);
  for (const field of ['passport', 'idDocument'] as const) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/**
 * The answer to sending an application: the new Account ID (username) and a message, or a
 * refusal's message with its errors by field.
 */
export type ApplicationResult =
  | { ok: true; username: string; message: string }
  | { ok: false; message: string; errors: EnrollmentErrors };

/** The fields an application's refusal may name. */
const ANSWER_FIELDS: ReadonlySet<string> = new Set([...TEXT_FIELDS, 'passport', 'idDocument']);

type AnswerBody = { message?: unknown; issues?: unknown; username?: unknown };

/** The answer as JSON, or null when it is not JSON (a proxy's page, an empty body). */
function parseJson(text: string): AnswerBody | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as AnswerBody) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/applications as multipart/form-data with the session cookie. A failure carries
 * the answer's message (or 'Application failed') and its per-field errors.
 */
export async function submitApplication(form: FormData): Promise<ApplicationResult> {
  let response: Response;
  try {
    response = await fetch(`${BASE_PATH}/api/applications`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: languageHeader(),
    });
  } catch {
    return { ok: false, message: 'Application failed', errors: {} };
  }
  const text = (await response.text()).trim();
  const body = parseJson(text);
  if (response.ok && typeof body?.username === 'string') {
    return {
      ok: true,
      username: body.username,
      message: typeof body.message === 'string' ? body.message : '',
    };
  }
  // The answer's message; a plain-text answer as it is; never an HTML error page.
  const plain = body === null && text && !text.startsWith('<') ? text : '';
  // Without the field key API clients get: the field shows its own error under it.
  const message =
    typeof body?.message === 'string' && body.message
      ? withoutFieldKeys(body.message)
      : plain || 'Application failed';
  return {
    ok: false,
    message,
    errors: answerFieldErrors(body ?? {}, ANSWER_FIELDS) as EnrollmentErrors,
  };
}
