/**
 * Enrollment (Complete Your Enrollment): an application creates a PENDING application, an unverified customer with a
 * generated numeric Account ID, a CHECKING and a SAVINGS account at 0.00, and signs them in.
 * Nothing is stored unless everything is valid: files are written last and removed again
 * if the database step fails.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { assertStrongPassword, hashSecret } from '../../auth/password';
import type { Db } from '../../db/client';
import { accounts, applications, countries, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, conflict } from '../../domain/errors';
import type { EnrollmentValues } from '../../shared/enrollment';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { emailTaken } from '../users/taken';
import { type CheckedFile, removeUploads, storeUploads } from './files';
import { cityName } from './places';
import { storedSsn } from './ssn';

/** A random number of `digits` digits (no leading zero) not yet used in `taken`. */
function freshNumber(digits: number, taken: (candidate: string) => boolean): string {
  for (;;) {
    const candidate = String(randomInt(10 ** (digits - 1), 10 ** digits));
    if (!taken(candidate)) return candidate;
  }
}

/** What an enrollment created: the application, the customer, and the Account ID to sign in. */
export interface EnrollmentResult {
  applicationId: number;
  userId: number;
  /** The generated numeric Account ID the customer signs in with. */
  username: string;
}

/**
 * Creates the application and the customer.
 * @throws BAD_REQUEST for a country or city not in the lists, or a
 *   password that is too easy to guess (zxcvbn score below 3); CONFLICT when the email is
 *   already a customer's
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export async function enroll(
  db: Db,
  values: EnrollmentValues,
  files: { passport: CheckedFile; idDocument: CheckedFile },
  uploadDir: string,
  now: Date,
): Promise<EnrollmentResult> {
  let city: string | null = null;
  if (values.countryId !== null) {
    if (!db.select().from(countries).where(eq(countries.id, values.countryId)).get()) {
      throw badRequest('countryId: Choose a country from the list');
    }
    if (values.cityId !== null) {
      city = cityName(db, values.countryId, values.cityId);
      if (city === null) throw badRequest('cityId: Choose a city of the chosen country');
    }
  } else if (values.cityId !== null) {
    throw badRequest('cityId: Choose a country first');
  }
  if (emailTaken(db, values.email)) {
    throw conflict('email: A customer with this email address already exists');
  }
  await assertStrongPassword(values.password, 'password', [values.name, values.email]);
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(values.password),
    hashSecret(values.pin),
  ]);
  const [passportPath, idPath] = storeUploads(uploadDir, [files.passport, files.idDocument]);
  try {
    return atomically(db, () => {
      const username = freshNumber(10, (u) =>
        Boolean(db.select({ id: users.id }).from(users).where(eq(users.username, u)).get()),
      );
      const [firstName, ...rest] = values.name.split(/\s+/);
      const user = db
        .insert(users)
        .values({
          username,
          password: passwordHash,
          pinHash,
          firstName: firstName ?? values.name,
          lastName: rest.join(' ') || '-',
          email: values.email,
          phone: values.phone,
          verified: false,
          createdAt: now,
        })
        .returning()
        .get();
      for (const accountType of ['CHECKING', 'SAVINGS']) {
        const accountNumber = freshNumber(10, (n) =>
          Boolean(
            db
              .select({ id: accounts.id })
              .from(accounts)
              .where(eq(accounts.accountNumber, n))
              .get(),
          ),
        );
        db.insert(accounts)
          .values({ userId: user.id, accountType, accountNumber, createdAt: now })
          .run();
      }
      const { password: _p, password2: _p2, pin: _pin, ssn, ...fields } = values;
      const application = db
        .insert(applications)
        .values({
          ...fields,
          ...storedSsn(db, ssn),
          city,
          passportPath: passportPath!,
          idPath: idPath!,
          passwordHash,
          pinHash,
          userId: user.id,
          createdAt: now,
        })
        .returning({ id: applications.id })
        .get();
      recordAudit(db, {
        actorId: user.id,
        action: 'ENROLLED',
        targetType: 'application',
        targetId: application.id,
        after: { userId: user.id, username },
        at: now,
      });
      notify(db, user.id, {
        type: 'ACCOUNT',
        title: 'Welcome! Your Account ID',
        message: `Your Account ID is ${username}: use it to sign in. Local and wire transfers open once the bank has verified your application.`,
        at: now,
      });
      return { applicationId: application.id, userId: user.id, username };
    });
  } catch (error) {
    removeUploads(uploadDir, [passportPath!, idPath!]);
    throw error;
  }
}
