/**
 * Personal API tokens as the API carries them: the form that creates one (the Settings screen uses it
 * too), a token as listed (never its secret), and the one answer that carries the secret.
 */
import { z } from 'zod';
import { singleLineText } from '../text';
import { isoTime } from './common';

/**
 * What a personal API token may do: any scope grants reading; `transfer` and `admin` calls need
 * that very scope (admin does not imply transfer).
 */
export const TokenScopeSchema = z.enum(['read', 'transfer', 'admin']).meta({
  description:
    'read: read anything; transfer: read, move money and verify the PIN; admin: read and the admin calls (moving money also needs transfer)',
});

/**
 * POST /tokens: a name (1-100, one line without control characters, see ../text), at least
 * one scope (no repeats), a lifetime of 1 to 365 days.
 */
export const CreateTokenInputSchema = z.object({
  name: singleLineText('Name', { required: 'Name is required', max: 100 }),
  scopes: z
    .array(TokenScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(3)
    .refine((s) => new Set(s).size === s.length, 'Each scope at most once'),
  expiresInDays: z.number().int().min(1).max(365),
});

/** A token as listed: never its secret. */
export const ApiTokenSchema = z.object({
  id: z.string().meta({ description: 'The token id (the part before the dot)' }),
  name: z.string(),
  scopes: z.array(TokenScopeSchema),
  createdAt: isoTime,
  expiresAt: isoTime,
  lastUsedAt: isoTime.nullable(),
});

/** The answer to creating a token: the only time its full text is shown. */
export const CreatedTokenSchema = ApiTokenSchema.extend({
  token: z.string().meta({
    description: 'Send as `Authorization: Bearer <token>`. Shown once: only a hash is kept.',
  }),
});
