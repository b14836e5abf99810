/** Confirmation of payee: who a member account belongs to, before a customer pays it. */
import { z } from 'zod';
import { assertNotThrottled, recordFailure } from '../../auth/throttle';
import { lookupPayee } from '../../services/transfers/on-us';
import { customerProcedure, router } from '../init';

const PayeeMatchSchema = z.object({
  match: z.boolean().meta({ description: 'True when the number is an open account of this bank' }),
  name: z.string().optional().meta({
    description: 'The holder as first name and last initial ("Jane C."), when it matches',
  }),
});

/** Confirmation of payee: who a member account belongs to (GET /api/payees/lookup). */
export const payeesRouter = router({
  /**
   * GET /api/payees/lookup?routingNumber=&accountNumber= → {match: true, name: "Jane C."} when
   * the routing number is this bank's and the account number an open member account;
   * {match: false} otherwise. 429 past 30 lookups a minute per customer (a lookup reveals a
   * name, so it must not become a directory).
   */
  lookup: customerProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'GET',
        path: '/payees/lookup',
        tags: ['transfers'],
        summary: 'Confirm a payee',
        description:
          "Names the holder of an account at this bank (first name and last initial) before a LOCAL transfer to it. Another bank's accounts always answer {match: false}. At most 30 lookups a minute.",
      },
    })
    .input(
      z.object({
        routingNumber: z
          .string()
          .trim()
          .regex(/^\d{8,9}$/, 'Routing number must be 9 digits'),
        accountNumber: z.string().trim().min(4, 'At least 4 characters').max(34),
      }),
    )
    .output(PayeeMatchSchema)
    .query(({ ctx, input }) => {
      const subject = String(ctx.user.id);
      assertNotThrottled(ctx.db, 'PAYEE_LOOKUP', subject);
      recordFailure(ctx.db, 'PAYEE_LOOKUP', subject);
      return lookupPayee(ctx.db, ctx.brand.routingNumber, input.routingNumber, input.accountNumber);
    }),
});
