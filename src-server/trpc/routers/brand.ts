/** The effective brand for the client. */
import { z } from 'zod';
import { BrandSchema } from '../../shared/brand';
import { publicProcedure, router } from '../init';

/** The effective brand, public (GET /api/brand). */
export const brandRouter = router({
  /** GET /api/brand → name, short name, phone, routing number, hours, colours, disclosure. */
  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/brand', tags: ['system'], summary: 'Branding' } })
    .input(z.void())
    .output(BrandSchema)
    .query(({ ctx }) => ctx.brand),
});
