/**
 * Synchronous validation for big answers (memory target).
 *
 * tRPC validates a zod schema through `parseAsync`, and zod 4's asynchronous path cannot use
 * its compiled object parser: for a list of statement rows it costs several times the CPU
 * and the garbage of `parse` (measured: 4 to 7× the time for 91 rows). The garbage is what
 * grows the heap under load.
 */
import type { z } from 'zod';

/**
 * Makes `schema.parseAsync` answer through the synchronous `parse`: the same value and the
 * same ZodError (as a rejection, which tRPC turns into its usual error), without zod's
 * asynchronous path. Only for schemas with no asynchronous refinement or transform (`parse`
 * throws on one, and the answer would fail loudly rather than pass unchecked).
 * @param schema a schema built for this one call site: it is changed in place
 * @returns the same schema, still a zod schema for trpc-to-openapi's document
 */
export function syncParsed<T extends z.ZodType>(schema: T): T {
  const parse = schema.parse.bind(schema);
  Object.assign(schema, {
    parseAsync: async (data: unknown, params?: Parameters<T['parse']>[1]) => parse(data, params),
  });
  return schema;
}
