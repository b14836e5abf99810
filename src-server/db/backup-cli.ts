/**
 * `npm run db:backup [file]`: a consistent copy of the database at DATABASE_PATH made with
 * SQLite's online backup API, safe while the server runs. Default target:
 * data/backups/bank-<UTC timestamp>.db. Restore: stop the server, copy the file over
 * DATABASE_PATH (and delete any -wal and -shm files next to it), start the server.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadEnv } from '../env';
import { connectDatabase } from './client';

const env = loadEnv();
if (env.DATABASE_PATH === ':memory:') {
  console.error('DATABASE_PATH is :memory:, there is nothing on disk to back up.');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? `data/backups/bank-${stamp}.db`);
mkdirSync(dirname(target), { recursive: true });
const db = connectDatabase(env.DATABASE_PATH);
await db.$client.backup(target);
db.$client.close();
console.log(`Backed up ${env.DATABASE_PATH} to ${target}`);
