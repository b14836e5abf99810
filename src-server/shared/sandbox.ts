/** A sandbox bank's name, as the API checks it and the admin's New sandbox dialog too. */
import { z } from 'zod';

/** The rule a sandbox name follows: 3 to 32 lowercase letters, digits and hyphens. */
export const SANDBOX_NAME_PATTERN = /^[a-z0-9-]{3,32}$/;

/** A sandbox name (the message is the API's own). */
export const SandboxNameSchema = z
  .string()
  .regex(SANDBOX_NAME_PATTERN, 'A sandbox name is 3 to 32 lowercase letters, digits and hyphens');

/**
 * The New sandbox form: a name, or nothing for a generated one ("sb-" and 8 hex digits).
 * Surrounding spaces are dropped.
 */
export const NewSandboxFormSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((v) => v === '' || SANDBOX_NAME_PATTERN.test(v), {
      message: 'A sandbox name is 3 to 32 lowercase letters, digits and hyphens',
    }),
});
