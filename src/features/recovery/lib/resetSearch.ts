/**
 * The reset page's search parameters. zod/mini, in a module of its own: the route's
 * `validateSearch` ships with the app's entry, so it must not pull in the forms' schemas.
 */
import * as z from 'zod/mini';

/** `?token=`: the emailed link's token, at most 128 characters; absent or invalid → undefined. */
export const resetSearchSchema = z.object({
  token: z.optional(z.catch(z.optional(z.string().check(z.maxLength(128))), undefined)),
});
