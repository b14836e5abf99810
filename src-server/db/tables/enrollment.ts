/**
 * Enrollment: the countries the form offers (their cities come from a library) and the
 * applications it sends.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './people';

/**
 * A country the enrollment form offers: English name and ISO 3166-1 alpha-2 code, loaded from
 * the country-state-city library when a bank opens.
 */
export const countries = sqliteTable('countries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name', { length: 191 }).notNull().unique(),
  iso2: text('iso2', { length: 2 }).notNull().unique(),
});

/**
 * One enrollment application as the form sent it: the applicant's details, next of kin, the
 * stored paths of the uploaded passport and ID, hashes of the password and PIN (never the
 * texts), status PENDING until an admin approves or rejects it, and the customer it created.
 */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name', { length: 191 }).notNull(),
    email: text('email', { length: 191 }).notNull(),
    phone: text('phone', { length: 50 }).notNull(),
    dob: text('dob').notNull(),
    gender: text('gender', { length: 10 }),
    /**
     * The Social Security number, sealed (AES-256-GCM with the bank's secrets key,
     * services/enrollment/ssn.ts): never stored as given, so a copy of the file alone reveals none.
     */
    ssn: text('ssn'),
    /** The SSN's last four characters as given, all any screen shows of it. */
    ssnLast4: text('ssn_last4', { length: 4 }),
    occupation: text('occupation'),
    countryId: integer('country_id').references(() => countries.id),
    /** A city id from GET /api/countries/{id}/cities (not a foreign key: cities come from a library). */
    cityId: integer('city_id'),
    city: text('city'),
    zip: text('zip'),
    address: text('address'),
    nokName: text('nok_name'),
    nokEmail: text('nok_email'),
    nokPhone: text('nok_phone'),
    nokRelationship: text('nok_relationship'),
    nokAddress: text('nok_address'),
    currency: text('currency'),
    passportPath: text('passport_path'),
    idPath: text('id_path'),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The customer created with the application. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin overview counts the applications waiting for a decision.
    index('applications_status_idx').on(t.status),
  ],
);
