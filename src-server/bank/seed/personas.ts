/**
 * The demo bank's other customers: personas a trainer can point at (salaried people,
 * students, small businesses, retirees, and one customer living close to an overdraft),
 * each with twelve months of history. They all sign in with the documented persona password
 * (`PERSONA_PASSWORD`), so the seed hashes it once. Amounts are picked by a PRNG seeded per
 * persona, always whole cents, so every seed writes the same figures.
 */
import { composeIBAN } from 'ibantools';
import type { SeedCustomer } from './customer';
import { type CustomerProfile, prng, type SeedPayee } from './history';

/** The password every persona signs in with (the demo customers' one). */
export const PERSONA_PASSWORD = 'Demo-1234';

/** Months of history before the current one for every persona. */
export const PERSONA_MONTHS = 12;

/** The kind of persona, which shapes its income, spending and history. */
export type PersonaKind = 'SALARIED' | 'STUDENT' | 'BUSINESS' | 'RETIREE' | 'NEAR_OVERDRAFT';

interface Persona {
  first: string;
  last: string;
  kind: PersonaKind;
  /** Employer, school job, pension fund or the business's name. */
  income: string;
}

/** In seeding order; usernames are the lowercase first names. */
export const PERSONAS: readonly Persona[] = [
  { first: 'Priya', last: 'Shah', kind: 'SALARIED', income: 'Litware Software' },
  { first: 'Marcus', last: 'Reed', kind: 'SALARIED', income: 'Adventure Works' },
  { first: 'Elena', last: 'Rossi', kind: 'SALARIED', income: 'Tailspin Toys' },
  { first: 'David', last: 'Kim', kind: 'SALARIED', income: 'Woodgrove Hospital' },
  { first: 'Sofia', last: 'Alvarez', kind: 'SALARIED', income: 'Wide World Importers' },
  { first: 'Thomas', last: 'Becker', kind: 'SALARIED', income: 'Proseware Inc.' },
  { first: 'Grace', last: 'Liu', kind: 'SALARIED', income: 'Lucerne Publishing' },
  { first: 'Omar', last: 'Haddad', kind: 'SALARIED', income: 'Blue Yonder Airlines' },
  { first: 'Nina', last: 'Kowalski', kind: 'SALARIED', income: 'City School District' },
  { first: 'Liam', last: 'Walsh', kind: 'STUDENT', income: 'Campus Bookstore' },
  { first: 'Chloe', last: 'Martin', kind: 'STUDENT', income: 'University Library' },
  { first: 'Noah', last: 'Patel', kind: 'STUDENT', income: 'Bean There Coffee' },
  { first: 'Zoe', last: 'Nguyen', kind: 'STUDENT', income: 'Research Assistantship' },
  { first: 'Hannah', last: 'Brooks', kind: 'BUSINESS', income: 'Brooks Bakery' },
  { first: 'Carlos', last: 'Mendes', kind: 'BUSINESS', income: 'Mendes Landscaping' },
  { first: 'Aisha', last: 'Bello', kind: 'BUSINESS', income: 'Bello Design Studio' },
  { first: 'Ivan', last: 'Petrov', kind: 'BUSINESS', income: 'Petrov Bike Repair' },
  { first: 'Margaret', last: 'Ellis', kind: 'RETIREE', income: 'State Teachers Pension' },
  { first: 'Walter', last: 'Grant', kind: 'RETIREE', income: 'Federal Retirement Fund' },
  { first: 'Rosa', last: 'Delgado', kind: 'RETIREE', income: 'Union Pension Plan' },
  { first: 'Harold', last: 'Finch', kind: 'RETIREE', income: 'Social Security' },
  { first: 'Kevin', last: 'Doyle', kind: 'NEAR_OVERDRAFT', income: 'QuickShip Logistics' },
];

const SUPPLIERS = [
  { payee: 'Wholesale Foods Co.', min: 40_000, max: 180_000, day: 9 },
  { payee: 'Office Depot Supply', min: 8_000, max: 45_000, day: 16 },
  { payee: 'Metro Commercial Lease', min: 120_000, max: 120_000, day: 2 },
];

/** A whole number of cents from min to max (inclusive), rounded to whole dollars. */
function dollars(random: () => number, min: number, max: number): number {
  return Math.round((min + Math.floor(random() * (max - min + 1))) / 100) * 100;
}

/** A payee with a bank account number made from the persona's seed. */
function payee(
  random: () => number,
  name: string,
  type: 'LOCAL' | 'WIRE',
  description: string,
  range: [number, number],
): SeedPayee {
  const wire = type === 'WIRE';
  const digits = String(10_000_000 + Math.floor(random() * 89_999_999));
  return {
    name,
    bankName: wire ? 'Banca Centrale Europa' : 'Lakeside Community Bank',
    // A wire payee's IBAN gets its check digits from ibantools, so it passes the IBAN rule.
    accountNumber: wire
      ? (composeIBAN({ countryCode: 'IT', bban: `X05428111010000${digits}` }) ?? '')
      : `7${digits}`,
    ...(wire ? { swiftCode: 'BCEUITMMXXX', country: 'IT' } : {}),
    type,
    min: range[0],
    max: range[1],
    day: 4 + Math.floor(random() * 24),
    description,
  };
}

/** Every fourth persona also wires money abroad each month; the others pay someone locally. */
function payeesOf(p: Persona, index: number, random: () => number): SeedPayee[] {
  if (p.kind === 'NEAR_OVERDRAFT') return [];
  const local =
    p.kind === 'BUSINESS'
      ? payee(random, `${p.last} Contractors`, 'LOCAL', 'Contractor invoice', [35_000, 90_000])
      : p.kind === 'RETIREE'
        ? payee(random, `Emma ${p.last}`, 'LOCAL', 'Birthday gift', [5_000, 20_000])
        : payee(random, `Sam ${p.last}`, 'LOCAL', 'Shared expenses', [2_500, 15_000]);
  if (index % 4 !== 2) return [local];
  return [local, payee(random, `Famiglia ${p.last}`, 'WIRE', 'Family support', [30_000, 80_000])];
}

/** The history profile of a persona, from its kind and its own PRNG. */
function profileOf(p: Persona, index: number, seed: number): CustomerProfile {
  const random = prng(seed);
  const base = {
    seed: seed + 1,
    months: PERSONA_MONTHS,
    payees: payeesOf(p, index, random),
  };
  switch (p.kind) {
    case 'SALARIED':
      return {
        ...base,
        salary: {
          employer: p.income,
          amount: dollars(random, 320_000, 720_000),
          day: 1 + Math.floor(random() * 28),
        },
        rent: { payee: 'Riverside Apartments', amount: dollars(random, 95_000, 210_000), day: 3 },
        purchasesPerMonth: [7, 14],
        monthlySavings: dollars(random, 15_000, 90_000),
      };
    case 'STUDENT':
      return {
        ...base,
        salary: {
          employer: p.income,
          amount: dollars(random, 95_000, 140_000),
          day: 15,
          label: 'Wages',
        },
        rent: { payee: 'Campus Housing', amount: dollars(random, 42_000, 60_000), day: 2 },
        purchasesPerMonth: [4, 8],
        monthlySavings: 5_000,
      };
    case 'BUSINESS':
      return {
        ...base,
        salary: {
          employer: 'Freelance clients',
          amount: dollars(random, 40_000, 90_000),
          day: 20,
          label: 'Consulting',
          category: 'INCOME',
        },
        rent: { payee: 'Elm Street Lofts', amount: dollars(random, 110_000, 170_000), day: 3 },
        purchasesPerMonth: [6, 11],
        monthlySavings: dollars(random, 10_000, 40_000),
        current: {
          client: `${p.income} customers`,
          min: 450_000,
          max: 1_400_000,
          suppliers: SUPPLIERS,
          draw: dollars(random, 250_000, 400_000),
        },
      };
    case 'RETIREE':
      return {
        ...base,
        salary: {
          employer: p.income,
          amount: dollars(random, 190_000, 340_000),
          day: 3,
          label: 'Pension',
          category: 'PENSION',
        },
        rent: {
          payee: 'County Property Tax Escrow',
          amount: dollars(random, 30_000, 55_000),
          day: 10,
          label: 'Property tax',
        },
        purchasesPerMonth: [5, 9],
        monthlySavings: 0,
      };
    case 'NEAR_OVERDRAFT':
      // Rent takes most of the pay and the purchases the rest: the account runs near zero,
      // and the purchases it could not cover are the ones the seed leaves out.
      return {
        ...base,
        salary: { employer: p.income, amount: 235_000, day: 28 },
        rent: { payee: 'Northside Rentals', amount: 150_000, day: 1 },
        purchasesPerMonth: [14, 20],
        monthlySavings: 0,
      };
  }
}

const OPENING: Record<PersonaKind, { CHECKING: number; SAVINGS: number; CURRENT: number }> = {
  SALARIED: { CHECKING: 250_000, SAVINGS: 800_000, CURRENT: 0 },
  STUDENT: { CHECKING: 60_000, SAVINGS: 30_000, CURRENT: 0 },
  BUSINESS: { CHECKING: 150_000, SAVINGS: 500_000, CURRENT: 1_500_000 },
  RETIREE: { CHECKING: 400_000, SAVINGS: 8_500_000, CURRENT: 0 },
  NEAR_OVERDRAFT: { CHECKING: 20_000, SAVINGS: 0, CURRENT: 0 },
};

/**
 * The personas as seed customers: username the lowercase first name, email
 * `first.last@example.com`, account numbers 4831xxxxxx (the demo and jane use 4820xxxxxx),
 * CHECKING for all, SAVINGS unless near overdraft, CURRENT for the businesses.
 */
export function personaCustomers(): SeedCustomer[] {
  return PERSONAS.map((p, i) => {
    const opening = OPENING[p.kind];
    const keys = (['CHECKING', 'SAVINGS', 'CURRENT'] as const).filter((k) => opening[k] > 0);
    return {
      username: p.first.toLowerCase(),
      firstName: p.first,
      lastName: p.last,
      email: `${p.first}.${p.last}@example.com`.toLowerCase(),
      phone: `+1 555 02${String(i).padStart(2, '0')} ${String(1000 + i * 373).slice(-4)}`,
      accounts: keys.map((key, k) => ({
        key,
        number: `4831${String(100_000 + i * 4_127 + k * 31).padStart(6, '0')}`,
        // Spread so that no two personas of a kind hold the same figures.
        opening: opening[key] + (i % 5) * 41_300,
      })),
      profile: profileOf(p, i, 7_001 + i * 1_009),
    };
  });
}
