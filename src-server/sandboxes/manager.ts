/**
 * Sandboxes: many independent banks in one process. Each is a SQLite file of its own
 * (`{dir}/{name}.db`) with its own sessions, ledger writer, scheduler and business clock,
 * served under /s/{name}/ by an app built like the main bank's (routing.ts).
 *
 * A new sandbox is a copy of a demo template, seeded once per process in memory, written with
 * SQLite's online backup: copying pages is far quicker than seeding again. An open sandbox
 * keeps its database handle and app; one unused for `idleSeconds`, or the least recently used
 * past `maxOpen`, is closed (its scheduler stopped) and opens again on its next request, so
 * memory follows the sandboxes in use, not the sandboxes that exist. Everything a sandbox owns
 * is in its file, so nothing can cross from one to another. What is done to the files is in
 * databases.ts; forwarding to the process that holds a sandbox, in cluster-operations.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { businessNow } from '../clock/clock';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import { setActiveDefects } from '../defects/switches';
import { badRequest, Conflict, NotFound } from '../domain/errors';
import { eventBusOf } from '../events/bus';
import { SANDBOX_NAME_PATTERN } from '../shared/sandbox';
import { type ClusterOperation, forward, sameSecret } from './cluster-operations';
import {
  closeSandbox,
  DemoTemplate,
  deleteSandboxFiles,
  type OpenSandbox,
  openSandbox,
  readSandboxFile,
  replaceSandboxFile,
  sandboxFileStats,
  sandboxNames,
  sandboxPath,
} from './databases';
import type { SandboxInfo, SandboxOptions } from './options';

/** A sandbox's name: 3 to 32 lowercase letters, digits and hyphens. */
export const SANDBOX_NAME = SANDBOX_NAME_PATTERN;

/** The body of a forwarded `defects` operation: the keys to switch on, and when. */
const DefectsBody = z.object({ on: z.array(z.string().max(100)).max(200), now: z.iso.datetime() });

/** Creates, opens, lists, closes and removes sandboxes. */
export class SandboxManager {
  private readonly open = new Map<string, OpenSandbox>();
  private readonly lastUsed = new Map<string, number>();
  private readonly template = new DemoTemplate();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: SandboxOptions) {
    mkdirSync(options.dir, { recursive: true });
    this.sweeper = setInterval(() => this.closeIdle(), Math.min(options.idleSeconds, 30) * 1000);
    this.sweeper.unref();
  }

  /** Where a sandbox's database file is. */
  private path(name: string): string {
    return sandboxPath(this.options.dir, name);
  }

  /** The names of every sandbox, from the files in the folder. */
  names(): string[] {
    return sandboxNames(this.options.dir);
  }

  /** True when a sandbox of that name exists. */
  exists(name: string): boolean {
    return SANDBOX_NAME.test(name) && existsSync(this.path(name));
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
    await this.template.copyTo(this.path(chosen));
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
      sandbox = openSandbox(this.options.dir, name, this.options);
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
    closeSandbox(sandbox);
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
    deleteSandboxFiles(this.options.dir, name);
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
    await this.template.copyTo(fresh);
    if (!this.exists(name)) {
      rmSync(fresh, { force: true });
      throw new NotFound('Sandbox');
    }
    const open = this.open.get(name);
    if (open) eventBusOf(open.db).endAll('reset');
    this.close(name);
    replaceSandboxFile(this.options.dir, name, fresh);
    this.lastUsed.set(name, Date.now());
    return { name, url: sandboxUrl(name) };
  }

  /**
   * Switches on exactly the planted defects `keys` in sandbox `name` (every other one off), in
   * the process that holds it: the holder keeps what is on in memory, so a switch written from
   * another process would not reach its customers.
   * @param now business time of the bank that switches: the `since` of each switch that changes
   * @throws NotFound (404) when there is no such sandbox; InvalidInput (400) for unknown keys
   */
  async setDefects(name: string, keys: readonly string[], now: Date): Promise<void> {
    if (this.options.cluster) {
      await forward(this.options.cluster, 'defects', name, { on: keys, now: now.toISOString() });
      return;
    }
    this.setDefectsHere(name, keys, now);
  }

  /**
   * Switches sandbox `name`'s planted defects in this process (the holder's side of
   * {@link setDefects}).
   * @throws NotFound (404) when there is no such sandbox; InvalidInput (400) for unknown keys
   */
  setDefectsHere(name: string, keys: readonly string[], now: Date): void {
    setActiveDefects(this.get(name).db, keys, now);
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
      const { sizeBytes, changedMs } = sandboxFileStats(this.options.dir, name);
      return {
        name,
        url: sandboxUrl(name),
        sizeBytes,
        lastUsedAt: new Date(this.lastUsed.get(name) ?? changedMs).toISOString(),
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
    return readSandboxFile(this.path(name), read);
  }

  /** How many sandboxes have their database open now. */
  openCount(): number {
    return this.open.size;
  }

  /**
   * Runs an operation another cluster process forwarded here (see {@link forward}), when the
   * secret it shows is this cluster's; null when it is not (the caller answers 404).
   * @param body the operation's JSON body (`defects`: `{on, now}`)
   * @throws what createHere, resetHere, removeHere and setDefectsHere throw; InvalidInput
   *   (400) for a `defects` body of another shape
   */
  async clusterOperation(
    operation: ClusterOperation,
    name: string,
    secret: string | undefined,
    body?: unknown,
  ): Promise<{ name: string; url: string } | null> {
    const own = this.options.cluster?.secret;
    if (!own || !secret || !sameSecret(own, secret)) return null;
    if (operation === 'create') return this.createHere(name);
    if (operation === 'defects') {
      const parsed = DefectsBody.safeParse(body);
      if (!parsed.success)
        throw badRequest('A defects switch needs the keys to switch on and the time of the switch');
      this.setDefectsHere(name, parsed.data.on, new Date(parsed.data.now));
      return { name, url: sandboxUrl(name) };
    }
    if (operation === 'reset') return this.resetHere(name);
    this.removeHere(name);
    return { name, url: sandboxUrl(name) };
  }

  /** Stops the idle sweep and closes every sandbox and the template (shutdown, tests). */
  async shutdown(): Promise<void> {
    clearInterval(this.sweeper);
    for (const name of [...this.open.keys()]) this.close(name);
    await this.template.close();
  }
}

/** The path a sandbox is served under. */
export function sandboxUrl(name: string): string {
  return `/s/${name}/`;
}
