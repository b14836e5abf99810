/** Countries and cities for the enrollment form. */
import { z } from 'zod';
import { listCities, listCountries } from '../../services/enrollment/places';
import { idParam } from '../../shared/dto';
import { publicProcedure, router } from '../init';

const Place = z.object({ id: z.number().int(), name: z.string() });

/** Countries and cities for the enrollment form (public: GET /api/countries, /{id}/cities). */
export const placesRouter = router({
  /** GET /api/countries → every country {id, name}, by name (ISO 3166), named in the reader's language. */
  countries: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/countries', tags: ['enrollment'], summary: 'Countries' },
    })
    .input(z.void())
    .output(z.array(Place))
    .query(({ ctx }) => listCountries(ctx.db, ctx.language)),

  /** GET /api/countries/{id}/cities → the country's cities {id, name}; 404 unknown country. */
  cities: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/countries/{countryId}/cities',
        tags: ['enrollment'],
        summary: 'Cities of a country',
      },
    })
    .input(z.object({ countryId: idParam }))
    .output(z.array(Place))
    .query(({ ctx, input }) => listCities(ctx.db, input.countryId)),
});
