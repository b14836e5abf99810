/**
 * A sandbox's database: the SQLite file `{name}.db` (with its write-ahead log and shared
 * memory) and its `{name}.uploads` folder in the sandboxes' folder. Here is everything done to
 * one sandbox's files: copying the demo template into them, opening them as a bank and closing
 * it, reading them without opening the bank, measuring, replacing and deleting them. Kept
 * apart from the manager, which decides when each of these happens (how many are open, which
 * is idle, which process holds which), so that the file layout is written in one place.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Hono } from 'hono';
import { openDatabase } from '../bank/open';
import { seedDemo } from '../bank/seed/demo';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { LedgerWriter } from '../ledger/writer';
import { startScheduler } from '../scheduler/scheduler';
import { flushRequestLog } from '../services/requests/log';
import type { Brand } from '../shared/brand';
import { SANDBOX_NAME_PATTERN } from '../shared/sandbox';

/** What an open sandbox holds. */
export interface OpenSandbox {
  db: Db;
  app: Hono;
  stopScheduler: () => void;
}

/** Builds a sandbox's HTTP app from its own dependencies (app.ts's createApp, injected). */
export type SandboxAppFactory = (deps: {
  db: Db;
  env: Env;
  brand: Brand;
  ledger: LedgerWriter;
  basePath: string;
}) => Hono;

/**
 * The demo bank every sandbox starts as: seeded once, in memory, on first use, then copied
 * with SQLite's online backup, which is far quicker than seeding each sandbox again.
 */
export class DemoTemplate {
  private template: Promise<Db> | null = null;

  /** The template's database, seeding it on the first call. */
  private db(): Promise<Db> {
    this.template ??= (async () => {
      const db = openDatabase(':memory:');
      await seedDemo(db, realNow());
      return db;
    })();
    return this.template;
  }

  /**
   * Writes a complete copy of the template to the file at `path`.
   * @throws the seeding's or SQLite's error when the template cannot be built or copied
   */
  async copyTo(path: string): Promise<void> {
    const template = await this.db();
    await template.$client.backup(path);
  }

  /** Closes the template's database; the next copy seeds it again. */
  async close(): Promise<void> {
    if (this.template) (await this.template).$client.close();
    this.template = null;
  }
}

/**
 * Where sandbox `name`'s database file is.
 * @returns `{dir}/{name}.db`; the file may not exist
 */
export function sandboxPath(dir: string, name: string): string {
  return join(dir, `${name}.db`);
}

/**
 * The names of every sandbox in `dir`, from its `.db` files; files whose name is not a
 * sandbox name are skipped.
 * @returns names, sorted
 * @throws the file system's error when `dir` cannot be read
 */
export function sandboxNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.db'))
    .map((f) => f.slice(0, -3))
    .filter((n) => SANDBOX_NAME_PATTERN.test(n))
    .sort();
}

/**
 * Opens sandbox `name`'s file as a bank: its own environment (its file, its uploads folder,
 * no sandboxes of its own), ledger writer and app served under `/s/{name}`, and its scheduler
 * unless `schedule` is false.
 * @returns the open sandbox; close it with {@link closeSandbox}
 * @throws SQLite's error when the file cannot be opened
 */
export function openSandbox(
  dir: string,
  name: string,
  options: { env: Env; brand: Brand; createApp: SandboxAppFactory; schedule?: boolean },
): OpenSandbox {
  const db = openDatabase(sandboxPath(dir, name));
  const env: Env = {
    ...options.env,
    DATABASE_PATH: sandboxPath(dir, name),
    UPLOAD_DIR: join(dir, `${name}.uploads`),
    SANDBOXES: 'off',
  };
  const app = options.createApp({
    db,
    env,
    brand: options.brand,
    ledger: new LedgerWriter(db),
    basePath: `/s/${name}`,
  });
  const stopScheduler = options.schedule === false ? () => {} : startScheduler(db);
  return { db, app, stopScheduler };
}

/**
 * Closes an open sandbox: stops its scheduler, writes out its pending request log (kept in
 * memory between flushes, and lost otherwise) and closes its database.
 */
export function closeSandbox(sandbox: OpenSandbox): void {
  sandbox.stopScheduler();
  flushRequestLog(sandbox.db);
  sandbox.db.$client.close();
}

/**
 * Deletes sandbox `name`'s database, write-ahead log, shared memory and uploads folder; a
 * file already gone is not an error. The sandbox must be closed first.
 */
export function deleteSandboxFiles(dir: string, name: string): void {
  for (const suffix of ['.db', '.db-wal', '.db-shm']) {
    rmSync(join(dir, `${name}${suffix}`), { force: true });
  }
  rmSync(join(dir, `${name}.uploads`), { recursive: true, force: true });
}

/**
 * Puts the complete copy at `fresh` in place of sandbox `name`'s database by renaming it over
 * the old file, so no reader ever sees a half-written bank. The old log and shared memory go
 * first, so that the copy never opens beside the old bank's log. Its uploads go too.
 * The sandbox must be closed first.
 * @throws the file system's error when `fresh` cannot be renamed
 */
export function replaceSandboxFile(dir: string, name: string, fresh: string): void {
  for (const suffix of ['.db-wal', '.db-shm']) {
    rmSync(join(dir, `${name}${suffix}`), { force: true });
  }
  renameSync(fresh, sandboxPath(dir, name));
  rmSync(join(dir, `${name}.uploads`), { recursive: true, force: true });
}

/**
 * How big sandbox `name`'s database is and when it last changed, counting its write-ahead
 * log (where recent writes sit until a checkpoint).
 * @returns `sizeBytes` in bytes and `changedMs` in milliseconds since the epoch; both 0 when
 *   neither file exists
 */
export function sandboxFileStats(
  dir: string,
  name: string,
): { sizeBytes: number; changedMs: number } {
  let size = 0;
  let changed = 0;
  for (const suffix of ['.db', '.db-wal']) {
    const file = join(dir, `${name}${suffix}`);
    if (!existsSync(file)) continue;
    const stat = statSync(file);
    size += stat.size;
    changed = Math.max(changed, stat.mtimeMs);
  }
  return { sizeBytes: size, changedMs: changed };
}

/**
 * Runs the read-only `read` on a read-only connection to the database file at `path`, closed
 * right after; the bank is not opened (no scheduler, no ledger writer).
 * @returns what `read` returns; null when the file cannot be opened or `read` throws (its
 *   error is not thrown)
 */
export function readSandboxFile<T>(path: string, read: (db: Db) => T): T | null {
  let file: Database.Database | null = null;
  try {
    file = new Database(path, { readonly: true, fileMustExist: true });
    return read(drizzle(file, { schema }) as Db);
  } catch {
    return null;
  } finally {
    file?.close();
  }
}
