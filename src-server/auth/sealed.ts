/**
 * Sealing the generated initial passwords of class students (AES-256-GCM), so the class
 * credentials sheet can be downloaded again until each student signs in and chooses their own
 * password (then the sealed copy is deleted).
 *
 * Why not hashes only: a trainer prints the sheet before the lesson and may need it again (a
 * lost sheet, a late student); with hashes only the bank could never show it twice. Why not
 * plain text: the database is copied around (backups, `db:backup`, a file handed to a
 * colleague). The key lives in a file beside the database (`credentials.key`, mode 0600),
 * never in it, so a copy of the database alone reveals no password. A bank on `:memory:`
 * keeps a key for the life of the process. A copy whose key is lost only loses the sheet: a
 * class reset issues new passwords.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const keys = new Map<string, Buffer>();

/**
 * The sealing key of the bank whose database is `databasePath`: read from, or created in,
 * `credentials.key` beside it; a process-wide random key for `:memory:`.
 *
 * Several bank processes may open the same bank at once (a cluster's first start), so the
 * file is never seen half-written: a new key is written whole to a file of this process's
 * own, then linked in under the shared name, which fails if another process got there first;
 * that process's key is then read and used, so every process seals with the same key.
 * @throws Error when `credentials.key` does not hold a 32-byte base64 key
 */
export function sealingKey(databasePath: string): Buffer {
  const cached = keys.get(databasePath);
  if (cached) return cached;
  const key = databasePath === ':memory:' ? randomBytes(32) : keyFile(databasePath);
  keys.set(databasePath, key);
  return key;
}

/** Reads `credentials.key` beside the database, creating it first when there is none. */
function keyFile(databasePath: string): Buffer {
  const file = join(dirname(databasePath), 'credentials.key');
  const read = () => {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  } finally {
    unlinkSync(draft);
  }
}

/** Seals `plain`: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what `seal` made with the same key; null when it was sealed with another key or altered. */
export function unseal(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
