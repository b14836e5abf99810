import { z } from 'zod';

/** The Transaction PIN form's values: the proof (current PIN or account password), the new PIN twice. */
export interface PinFormValues extends Record<string, unknown> {
  proof: string;
  pin: string;
  confirm: string;
}

/** The form's empty values, also what it goes back to after a change. */
export const EMPTY_PIN_FORM: PinFormValues = { proof: '', pin: '', confirm: '' };

/**
 * The Transaction PIN form's rules, checked before anything is sent (a wrong proof counts
 * towards the PIN throttle): with a PIN set (`isSet`) the current PIN of 4 to 6 digits, else
 * the account password; a new PIN of at least 4 digits, repeated in the confirmation.
 */
export function pinFormSchema(isSet: boolean) {
  return z
    .object({ proof: z.string(), pin: z.string(), confirm: z.string() })
    .superRefine((values, ctx) => {
      if (!values.proof) {
        ctx.addIssue({
          code: 'custom',
          path: ['proof'],
          message: isSet ? 'Enter your current PIN' : 'Enter your account password',
        });
      } else if (isSet && !/^\d{4,6}$/.test(values.proof)) {
        ctx.addIssue({ code: 'custom', path: ['proof'], message: 'PIN must be 4 to 6 digits' });
      }
      if (values.pin.length < 4) {
        ctx.addIssue({ code: 'custom', path: ['pin'], message: 'PIN must be at least 4 digits' });
      } else if (values.pin !== values.confirm) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'PINs do not match' });
      }
    });
}
