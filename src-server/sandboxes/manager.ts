/**
 * Sandboxes: many independent banks in one process. Each is a SQLite file of its own
 * (`{dir}/{name}.db`) with its own sessions, ledger writer, scheduler and business clock,
 * served under /s/{name}/ by an app built like the main bank's (routing.ts).
 *
 * A new sandbox is a copy of a demo template, seeded once per process in memory, written with
 * SQLite's online backup: copying pages is far quicker than seeding again. An open sandbox
 * keeps its database handle and app; one unused for `idleSeconds`, or the least recently used
 * past `maxOpen`, is closed (its scheduler stopped) and opens again on its next request, so
 * memory follows the sandboxes in use, not the sandboxes that exist. Everything a sandbox owns is in its file, so nothing can cross
 * from one to another.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Hono } from 'hono';
import { openDatabase } from '../bank/open';
import { seedDemo } from '../bank/seed/demo';
import { businessNow } from '../clock/clock';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { badRequest, Conflict, NotFound, Unavailable } from '../domain/errors';
import type { Env } from '../env';
import { eventBusOf } from '../events/bus';
import { LedgerWriter } from '../ledger/writer';
import { startScheduler } from '../scheduler/scheduler';
import { flushRequestLog } from '../services/requests/log';
import type { Brand } from '../shared/brand';
import { SANDBOX_NAME_PATTERN } from '../shared/sandbox';

/** A sandbox's name: 3 to 32 lowercase letters, digits and hyphens. */
export const SANDBOX_NAME = SANDBOX_NAME_PATTERN;

/** One sandbox as listed: where it is served, its file's size and its last use. */
export interface SandboxInfo {
  name: string;
  url: string;
  /** Size of its database file (with its write-ahead log), in bytes. */
  sizeBytes: number;
  /** Last request served (ISO 8601), or its file's last change when not used since start. */
  lastUsedAt: string;
  /** True while its database is open. */
  open: boolean;
  /** The business day of its own clock ('YYYY-MM-DD', UTC), or null when its file cannot be read. */
  businessDate: string | null;
}

/** What an open sandbox holds. */
interface OpenSandbox {
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

export interface SandboxOptions {
  dir: string;
  max: number;
  idleSeconds: number;
  /** Sandboxes open at once at most; opening one more closes the least recently used. */
  maxOpen?: number;
  env: Env;
  brand: Brand;
  createApp: SandboxAppFactory;
  /** Runs the scheduler of each open sandbox (off in tests, which sweep by hand). */
  schedule?: boolean;
  /**
   * In a cluster: creating, resetting and removing a sandbox go through the front door, which
   * routes the sandbox's name to the process that holds it ({@link clusterOperation}).
   */
  cluster?: ClusterLink;
}

/** Where a cluster's front door is and the secret its processes show each other. */
export interface ClusterLink {
  /** The front door's origin, e.g. http://127.0.0.1:3000. */
  front: string;
  secret: string;
}

/** The operations a cluster process asks of the process that holds a sandbox. */
export type ClusterOperation = 'create' | 'reset' | 'remove';

/** The path, under a sandbox's prefix, of the operations one cluster process asks of another. */
export const CLUSTER_OPERATION_PATH = /^\/\.cluster\/(create|reset|remove)$/;

/** Creates, opens, lists, closes and removes sandboxes. */
export class SandboxManager {
  private readonly open = new Map<string, OpenSandbox>();
  private readonly lastUsed = new Map<string, number>();
  private template: Promise<Db> | null = null;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: SandboxOptions) {
    mkdirSync(options.dir, { recursive: true });
    this.sweeper = setInterval(() => this.closeIdle(), Math.min(options.idleSeconds, 30) * 1000);
    this.sweeper.unref();
  }

  /** Where a sandbox's database file is. */
  private path(name: string): string {
    return join(this.options.dir, `${name}.db`);
  }

  /** The names of every sandbox, from the files in the folder. */
  names(): string[] {
    return readdirSync(this.options.dir)
      .filter((f) => f.endsWith('.db'))
      .map((f) => f.slice(0, -3))
      .filter((n) => SANDBOX_NAME.test(n))
      .sort();
  }

  /** True when a sandbox of that name exists. */
  exists(name: string): boolean {
    return SANDBOX_NAME.test(name) && existsSync(this.path(name));
  }

  /** The demo bank every sandbox starts as: seeded once, in memory. */
  private templateDb(): Promise<Db> {
    this.template ??= (async () => {
      const db = openDatabase(':memory:');
      await seedDemo(db, realNow());
      return db;
    })();
    return this.template;
  }

  /**
   * Creates a sandbox from the demo template.
   * @param name wanted name, or a generated one ("sb-" and 8 random hex digits)
   * @returns its name and the URL it is served at
   * @throws InvalidInput (400) for a name outside [a-z0-9-]{3,32}; Conflict (409) when the
   *   name is taken or SANDBOX_MAX sandboxes exist
   */
  async create(name?: string): Promise<{ name: string; url: string }> {
    const chosen = name ?? `sb-${randomBytes(4).toString('hex')}`;
    if (!SANDBOX_NAME.test(chosen)) {
      throw badRequest('A sandbox name is 3 to 32 lowercase letters, digits and hyphens');
    }
    if (this.options.cluster) {
      await forward(this.options.cluster, 'create', chosen);
      return { name: chosen, url: sandboxUrl(chosen) };
    }
    return this.createHere(chosen);
  }

  /**
   * Creates sandbox `name` in this process's folder (the holder's side of {@link create}).
   * @throws Conflict (409) when the name is taken or SANDBOX_MAX sandboxes exist
   */
  async createHere(chosen: string): Promise<{ name: string; url: string }> {
    if (this.exists(chosen)) throw new Conflict(`A sandbox named ${chosen} already exists`);
    if (this.names().length >= this.options.max) {
      throw new Conflict(
        `This server holds ${this.options.max} sandboxes at most: remove one before creating another`,
        'SANDBOX_LIMIT',
      );
    }
    const template = await this.templateDb();
    await template.$client.backup(this.path(chosen));
    this.lastUsed.set(chosen, Date.now());
    return { name: chosen, url: sandboxUrl(chosen) };
  }

  /**
   * The open sandbox `name`, opening its database (and starting its scheduler) if closed.
   * @throws NotFound (404) when there is no such sandbox
   */
  get(name: string): OpenSandbox {
    let sandbox = this.open.get(name);
    if (!sandbox) {
      if (!this.exists(name)) throw new NotFound('Sandbox');
      // Marked as used first, so that making room never closes the one being opened.
      this.lastUsed.set(name, Date.now());
      const db = openDatabase(this.path(name));
      const env: Env = {
        ...this.options.env,
        DATABASE_PATH: this.path(name),
        UPLOAD_DIR: join(this.options.dir, `${name}.uploads`),
        SANDBOXES: 'off',
      };
      const app = this.options.createApp({
        db,
        env,
        brand: this.options.brand,
        ledger: new LedgerWriter(db),
        basePath: `/s/${name}`,
      });
      const stopScheduler = this.options.schedule === false ? () => {} : startScheduler(db);
      sandbox = { db, app, stopScheduler };
      this.open.set(name, sandbox);
      this.closeLeastRecentlyUsed();
    }
    this.lastUsed.set(name, Date.now());
    return sandbox;
  }

  /** Closes one open sandbox's database (it reopens on its next request). */
  close(name: string): void {
    const sandbox = this.open.get(name);
    if (!sandbox) return;
    this.open.delete(name);
    sandbox.stopScheduler();
    flushRequestLog(sandbox.db);
    sandbox.db.$client.close();
  }

  /** Keeps at most `maxOpen` sandboxes open: the ones used longest ago close first. */
  private closeLeastRecentlyUsed(): void {
    const max = this.options.maxOpen ?? 16;
    if (this.open.size <= max) return;
    const byAge = [...this.open.keys()].sort(
      (a, b) => (this.lastUsed.get(a) ?? 0) - (this.lastUsed.get(b) ?? 0),
    );
    for (const name of byAge.slice(0, this.open.size - max)) this.close(name);
  }

  /** Closes every sandbox unused for `idleSeconds`. */
  closeIdle(now = Date.now()): void {
    for (const name of [...this.open.keys()]) {
      if (now - (this.lastUsed.get(name) ?? 0) >= this.options.idleSeconds * 1000) this.close(name);
    }
  }

  /**
   * Removes a sandbox: closes it and deletes its files.
   * @throws NotFound (404) when there is no such sandbox
   */
  async remove(name: string): Promise<void> {
    if (this.options.cluster) {
      await forward(this.options.cluster, 'remove', name);
      return;
    }
    this.removeHere(name);
  }

  /**
   * Removes sandbox `name` from this process (the holder's side of {@link remove}).
   * @throws NotFound (404) when there is no such sandbox
   */
  removeHere(name: string): void {
    if (!this.exists(name)) throw new NotFound('Sandbox');
    this.close(name);
    for (const suffix of ['.db', '.db-wal', '.db-shm']) {
      rmSync(join(this.options.dir, `${name}${suffix}`), { force: true });
    }
    rmSync(join(this.options.dir, `${name}.uploads`), { recursive: true, force: true });
    this.lastUsed.delete(name);
  }

  /**
   * Puts a sandbox back as it was created: its file is replaced by a fresh copy of the demo
   * template (written beside it, then renamed over it, so no request ever opens a half-written
   * bank). Its open streams end with reason `reset`; its sessions, data and clock are gone.
   * @returns its name and the URL it is served at
   * @throws NotFound (404) when there is no such sandbox
   */
  async reset(name: string): Promise<{ name: string; url: string }> {
    if (this.options.cluster) {
      await forward(this.options.cluster, 'reset', name);
      return { name, url: sandboxUrl(name) };
    }
    return this.resetHere(name);
  }

  /**
   * Resets sandbox `name` in this process (the holder's side of {@link reset}).
   * @throws NotFound (404) when there is no such sandbox
   */
  async resetHere(name: string): Promise<{ name: string; url: string }> {
    if (!this.exists(name)) throw new NotFound('Sandbox');
    const fresh = join(this.options.dir, `${name}.reset-copy`);
    rmSync(fresh, { force: true });
    const template = await this.templateDb();
    await template.$client.backup(fresh);
    if (!this.exists(name)) {
      rmSync(fresh, { force: true });
      throw new NotFound('Sandbox');
    }
    const open = this.open.get(name);
    if (open) eventBusOf(open.db).endAll('reset');
    this.close(name);
    for (const suffix of ['.db-wal', '.db-shm']) {
      rmSync(join(this.options.dir, `${name}${suffix}`), { force: true });
    }
    renameSync(fresh, this.path(name));
    rmSync(join(this.options.dir, `${name}.uploads`), { recursive: true, force: true });
    this.lastUsed.set(name, Date.now());
    return { name, url: sandboxUrl(name) };
  }

  /**
   * The business day of a sandbox's clock, read as `read` reads (its open database, or its
   * file without opening the bank).
   * @returns 'YYYY-MM-DD' (UTC), or null when the file cannot be read
   */
  private businessDate(name: string): string | null {
    return this.read(name, (db) => businessNow(db, realNow()).toISOString().slice(0, 10));
  }

  /** Every sandbox with its size, last use and business day, by name. */
  list(): SandboxInfo[] {
    return this.names().map((name) => {
      let size = 0;
      let changed = 0;
      for (const suffix of ['.db', '.db-wal']) {
        const file = join(this.options.dir, `${name}${suffix}`);
        if (!existsSync(file)) continue;
        const stat = statSync(file);
        size += stat.size;
        changed = Math.max(changed, stat.mtimeMs);
      }
      return {
        name,
        url: sandboxUrl(name),
        sizeBytes: size,
        lastUsedAt: new Date(this.lastUsed.get(name) ?? changed).toISOString(),
        open: this.open.has(name),
        businessDate: this.businessDate(name),
      };
    });
  }

  /**
   * Runs the read-only `read` on sandbox `name` and answers what it returns: on its database
   * when it is open here, otherwise on a read-only connection to its file, closed right after.
   * A closed sandbox is not opened as a bank for this (no scheduler, no ledger writer, no
   * room taken among the open ones), and in a cluster a sandbox another process holds is read
   * from the shared folder's file: SQLite's WAL lets readers of other processes see what the
   * holder committed, and `read` must write nothing.
   * @returns what `read` returns; null when the sandbox does not exist, or its file cannot be
   *   opened or read (an error of `read` on a file is not thrown)
   */
  read<T>(name: string, read: (db: Db) => T): T | null {
    const open = this.open.get(name);
    if (open) return read(open.db);
    if (!this.exists(name)) return null;
    let file: Database.Database | null = null;
    try {
      file = new Database(this.path(name), { readonly: true, fileMustExist: true });
      return read(drizzle(file, { schema }) as Db);
    } catch {
      return null;
    } finally {
      file?.close();
    }
  }

  /** How many sandboxes have their database open now. */
  openCount(): number {
    return this.open.size;
  }

  /**
   * Runs an operation another cluster process forwarded here (see {@link forward}), when the
   * secret it shows is this cluster's; null when it is not (the caller answers 404).
   * @throws what createHere, resetHere and removeHere throw
   */
  async clusterOperation(
    operation: ClusterOperation,
    name: string,
    secret: string | undefined,
  ): Promise<{ name: string; url: string } | null> {
    const own = this.options.cluster?.secret;
    if (!own || !secret || !sameSecret(own, secret)) return null;
    if (operation === 'create') return this.createHere(name);
    if (operation === 'reset') return this.resetHere(name);
    this.removeHere(name);
    return { name, url: sandboxUrl(name) };
  }

  /** Stops the idle sweep and closes every sandbox and the template (shutdown, tests). */
  async shutdown(): Promise<void> {
    clearInterval(this.sweeper);
    for (const name of [...this.open.keys()]) this.close(name);
    if (this.template) (await this.template).$client.close();
    this.template = null;
  }
}

/** The path a sandbox is served under. */
export function sandboxUrl(name: string): string {
  return `/s/${name}/`;
}

/** Compares two secrets in constant time. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Asks the process that holds sandbox `name` to run `operation`: a POST to
 * `/s/{name}/.cluster/{operation}` through the front door, which routes it by the name like
 * every request of that sandbox, with the cluster's secret in `X-Cluster-Secret`.
 * @throws the holder's refusal as the same kind of error (400, 404, 409); Unavailable (503)
 *   when the front door or the holder does not answer (within a minute)
 */
async function forward(
  link: ClusterLink,
  operation: ClusterOperation,
  name: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${link.front}/s/${name}/.cluster/${operation}`, {
      method: 'POST',
      headers: { 'x-cluster-secret': link.secret, accept: 'application/json' },
      // A first creation seeds the holder's template: seconds, never minutes.
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new Unavailable('The process that holds this sandbox does not answer; try again', 2);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  const message = body.message ?? 'The process that holds this sandbox refused';
  if (response.status === 404) throw new NotFound('Sandbox');
  if (response.status === 409) throw new Conflict(message, body.code);
  if (response.status === 400) throw badRequest(message);
  throw new Unavailable('The process that holds this sandbox does not answer; try again', 2);
}
