/**
 * Countries (a maintained ISO 3166 list) and their cities, from the country-state-city
 * package. Countries live in the `countries` table (filled once); cities are read from the
 * package on demand, with stable ids: country id × 100000 + the city's index.
 */
import { createRequire } from 'node:module';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { countryName, type Language } from '../../i18n/translate';

const CITY_ID_BASE = 100_000;
const require = createRequire(import.meta.url);

interface LibCountry {
  name: string;
  isoCode: string;
}
/** The package stores cities compactly: [name, countryCode, stateCode, latitude, longitude]. */
type LibCity = [string, string, ...string[]];

let citiesByCountry: Map<string, string[]> | undefined;
/** The package's 8 MB city list, loaded on the first cities request only. */
function citiesOf(iso2: string): string[] {
  if (!citiesByCountry) {
    citiesByCountry = new Map();
    for (const [
      name,
      countryCode,
    ] of require('country-state-city/lib/assets/city.json') as LibCity[]) {
      const list = citiesByCountry.get(countryCode) ?? [];
      list.push(name);
      citiesByCountry.set(countryCode, list);
    }
  }
  return citiesByCountry.get(iso2) ?? [];
}

/** Fills the countries table from the ISO 3166 list when it is empty (idempotent). */
export function ensureCountries(db: Db): void {
  const row = db.select({ n: sql<number>`count(*)` }).from(countries).get();
  if ((row?.n ?? 0) > 0) return;
  const list = require('country-state-city/lib/assets/country.json') as LibCountry[];
  const all = list.map((c) => ({ name: c.name, iso2: c.isoCode }));
  db.insert(countries).values(all).onConflictDoNothing().run();
}

/**
 * Every country, by name: {id, name}. In Italian the names are Italian (Intl.DisplayNames
 * from the ISO 3166 code) and sorted as Italian sorts them.
 */
export function listCountries(db: Db, language: Language = 'en'): { id: number; name: string }[] {
  const rows = db
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
    .from(countries)
    .orderBy(asc(countries.name))
    .all();
  if (language === 'en') return rows.map(({ id, name }) => ({ id, name }));
  const collator = new Intl.Collator(language);
  return rows
    .map(({ id, name, iso2 }) => ({ id, name: countryName(iso2, language, name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The cities of a country, by name: {id, name}.
 * @throws NOT_FOUND for an unknown country
 */
export function listCities(db: Db, countryId: number): { id: number; name: string }[] {
  const country = db.select().from(countries).where(eq(countries.id, countryId)).get();
  if (!country) throw notFound('Country');
  return citiesOf(country.iso2).map((name, i) => ({ id: countryId * CITY_ID_BASE + i, name }));
}

/** The city name of a city id within a country, or null when it does not belong to it. */
export function cityName(db: Db, countryId: number, cityId: number): string | null {
  if (Math.trunc(cityId / CITY_ID_BASE) !== countryId) return null;
  const cities = listCities(db, countryId);
  return cities.find((c) => c.id === cityId)?.name ?? null;
}
