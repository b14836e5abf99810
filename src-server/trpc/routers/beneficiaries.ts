/** Saved beneficiaries: listed, saved, edited as a new version, deleted by retiring. */

import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { defectOn } from '../../defects/switches';
import { forbidden } from '../../domain/errors';
import {
  createBeneficiary,
  deleteBeneficiary,
  listBeneficiaries,
  updateBeneficiary,
} from '../../services/beneficiaries/manage';
import { requireOnUsAccount } from '../../services/transfers/on-us';
import {
  BeneficiaryInputSchema,
  BeneficiarySchema,
  type BeneficiaryValues,
  beneficiaryInputSchema,
} from '../../shared/beneficiary';
import { idParam } from '../../shared/dto';
import type { Context } from '../context';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/**
 * The checks that need the bank's brand: the routing number against this bank's own (which
 * may not be ABA-valid), and a beneficiary at this bank must be an open member account.
 * @throws BAD_REQUEST with field issues for a routing number that is neither; BusinessRule
 *   (422, UNKNOWN_ACCOUNT) for an account number no member has
 */
function brandChecked(ctx: Pick<Context, 'db' | 'brand'>, values: BeneficiaryValues) {
  const parsed = beneficiaryInputSchema(ctx.brand.routingNumber).safeParse(values);
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
  if (parsed.data.routingNumber === ctx.brand.routingNumber) {
    requireOnUsAccount(ctx.db, parsed.data.accountNumber, ctx.brand.name);
  }
  return parsed.data;
}

/**
 * Saved beneficiaries: list (GET /api/beneficiaries/{userId}), save (POST), edit as a new
 * version (PUT /api/beneficiaries/{id}), delete by retiring (DELETE).
 */
export const beneficiariesRouter = router({
  /**
   * GET /api/beneficiaries/{userId}?limit=&cursor=&offset= → a page of current beneficiaries, oldest first (default 50 rows, at most 100), with
   * X-Total-Count and `Link` to the next page; 404 unless self or admin.
   */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/beneficiaries/{userId}',
        tags: ['beneficiaries'],
        summary: "A user's beneficiaries",
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.extend({ userId: idParam }))
    .output(z.array(BeneficiarySchema))
    .query(({ ctx, input }) => {
      // Planted defect: the ownership check is skipped.
      if (!defectOn(ctx, 'beneficiaries-other-customer-readable'))
        assertSelfOrAdmin(ctx.user, input.userId);
      return withPage(ctx, listBeneficiaries(ctx.db, input.userId, input));
    }),

  /** The beneficiaries screen's read (tRPC only): {items, nextCursor, total}; `userId` defaults to the session user. */
  page: customerProcedure
    .input(PageInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(BeneficiarySchema))
    .query(({ ctx, input }) => {
      const userId = input.userId ?? ctx.user.id;
      assertSelfOrAdmin(ctx.user, userId);
      return listBeneficiaries(ctx.db, userId, input);
    }),

  /** POST /api/beneficiaries → the saved beneficiary. 400 with field errors; 403 for another userId. */
  create: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/beneficiaries',
        tags: ['beneficiaries'],
        summary: 'Save a beneficiary',
      },
    })
    .input(BeneficiaryInputSchema.extend({ userId: idParam.optional() }))
    .output(BeneficiarySchema)
    .mutation(({ ctx, input }) => {
      const { userId, ...values } = input;
      if (userId !== undefined && userId !== ctx.user.id) {
        throw forbidden('You can only save beneficiaries for yourself');
      }
      return createBeneficiary(ctx.db, ctx.user.id, brandChecked(ctx, values), ctx.now);
    }),

  /**
   * PUT /api/beneficiaries/{id} → the new version. The old one is retired, so past
   * transfers keep what they were sent to; its scheduled transfers and standing orders go to
   * the new version. 404 for another's beneficiary.
   */
  update: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/beneficiaries/{id}',
        tags: ['beneficiaries'],
        summary: 'Edit a beneficiary (new version)',
        description:
          'Saves the edited payee as a new version and retires the old one: past transfers keep pointing at the old version; its scheduled transfers and standing orders that have not ended go to the new one.',
      },
    })
    .input(BeneficiaryInputSchema.extend({ id: idParam }))
    .output(BeneficiarySchema)
    .mutation(({ ctx, input }) => {
      const { id, ...values } = input;
      return updateBeneficiary(ctx.db, ctx.user.id, id, brandChecked(ctx, values), ctx.now);
    }),

  /**
   * DELETE /api/beneficiaries/{id} → {ok}. Retires it; 404 for another's beneficiary, 409
   * while scheduled transfers or standing orders still pay it.
   */
  delete: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/beneficiaries/{id}',
        tags: ['beneficiaries'],
        summary: 'Delete a beneficiary',
        description:
          'Retires the payee. 409 CONFLICT while scheduled transfers or standing orders (active or paused) still pay it: cancel them first, or edit the payee (they follow the edit).',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      deleteBeneficiary(ctx.db, ctx.user.id, input.id, ctx.now);
      return { ok: true as const };
    }),
});
