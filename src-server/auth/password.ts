/**
 * Password and PIN hashing: argon2id with the OWASP-recommended cost
 * (19 MiB memory, 2 iterations, 1 lane).
 */
import { hash, verify } from '@node-rs/argon2';
import { InvalidInput } from '../domain/errors';
import { passwordProblem } from '../shared/password-strength';

const OPTIONS = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  algorithm: 2 /* argon2id */,
} as const;

/** Hashes a password or PIN; returns the PHC string (`$argon2id$...`). */
export function hashSecret(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/**
 * Hashes many secrets at once (a class of students). @node-rs/argon2 hashes on libuv's
 * thread pool, so the hashes run in parallel (up to UV_THREADPOOL_SIZE, default 4, and the
 * machine's cores) instead of one after another; the event loop stays free meanwhile.
 * @returns the PHC strings, in the order of `plains`
 */
export function hashSecrets(plains: readonly string[]): Promise<string[]> {
  return Promise.all(plains.map((plain) => hashSecret(plain)));
}

/** True when `plain` matches the stored PHC hash; false for a malformed hash. */
export async function verifySecret(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the user does not exist, so timing does not
 * reveal which usernames are taken.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashSecret('not-a-real-password');
  await verifySecret(await dummyHash, plain);
  return false;
}

/**
 * Refuses a new password that breaks the password rule: 12 to 128 characters and a zxcvbn
 * score of at least 3 (not common, breached or easily guessed; `userInputs` such as the
 * username, name and email count as known words). Every place that sets a password calls
 * it before hashing; the seeded demo sign-ins are written as hashes and never pass here.
 * @param field the input's field name, for the refusal's `issues` path
 * @throws InvalidInput (400) naming `field`, with zxcvbn's warning and suggestions
 */
export async function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  const problem = await passwordProblem(password, userInputs);
  if (problem === null) return;
  throw new InvalidInput(`${field}: ${problem}`, undefined, [
    { path: [field], code: 'custom', message: problem },
  ]);
}
