/**
 * What a sandbox manager is built with, and how it lists a sandbox.
 */
import type { Env } from '../env';
import type { Brand } from '../shared/brand';
import type { ClusterLink } from './cluster-operations';
import type { SandboxAppFactory } from './databases';

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

/**
 * What a manager is built with: its folder, at most `max` sandboxes in it, how long (seconds)
 * an unused one stays open, and what each sandbox's bank is built from.
 */
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
   * In a cluster: creating, resetting and removing a sandbox, and switching its planted
   * defects, go through the front door, which routes the sandbox's name to the process that
   * holds it (`SandboxManager.clusterOperation`).
   */
  cluster?: ClusterLink;
}
