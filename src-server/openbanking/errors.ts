/**
 * The refusals of the open-banking API, in NextGenPSD2's own shape: an HTTP status and a body
 * `{tppMessages: [{category: 'ERROR', code, text}]}` with one of the standard message codes.
 */

/** The NextGenPSD2 message codes this API answers, each with its HTTP status. */
export const PSD2_CODES = {
  FORMAT_ERROR: 400,
  TOKEN_INVALID: 401,
  CONSENT_INVALID: 401,
  CONSENT_EXPIRED: 401,
  CONSENT_UNKNOWN: 403,
  RESOURCE_UNKNOWN: 404,
  SERVICE_UNKNOWN: 404,
  SERVICE_INVALID: 405,
  ACCESS_EXCEEDED: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

/** One of the codes above. */
export type Psd2Code = keyof typeof PSD2_CODES;

/** A refusal of the open-banking API: its code decides the status; `text` is for a person. */
export class Psd2Error extends Error {
  constructor(
    readonly code: Psd2Code,
    readonly text: string,
  ) {
    super(text);
    this.name = 'Psd2Error';
  }

  /** The HTTP status of the code (400, 401, 403, 404, 405, 429 or 500). */
  get status(): (typeof PSD2_CODES)[Psd2Code] {
    return PSD2_CODES[this.code];
  }

  /** The answer's body: one ERROR message with the code and text. */
  body(): { tppMessages: { category: 'ERROR'; code: Psd2Code; text: string }[] } {
    return { tppMessages: [{ category: 'ERROR', code: this.code, text: this.text }] };
  }
}
