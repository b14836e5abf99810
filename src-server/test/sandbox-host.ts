/**
 * A test bank that hosts sandboxes: the demo bank of `createTestBank` with a sandbox manager
 * built from the bank's own configuration, keeping its sandboxes in a new temporary folder
 * and running no scheduler (a test moves each clock itself).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { SandboxManager } from '../sandboxes/manager';
import { DEFAULT_BRAND } from '../shared/brand';
import { createTestBank, type TestBank } from './bank';

/** The bank, its sandbox manager and folder, and `close` to shut both when the test is done. */
export interface SandboxHost {
  bank: TestBank;
  manager: SandboxManager;
  /** The folder the sandboxes' files are in. */
  dir: string;
  /** Closes every sandbox and the template, and removes the folder. */
  close(): Promise<void>;
}

/**
 * Opens a demo test bank that hosts sandboxes.
 * @param limits `max` sandboxes in all and `maxOpen` open at once (the server's SANDBOX_MAX
 *   and SANDBOX_MAX_OPEN); a sandbox unused for 60 s may be closed
 * @param envOverrides configuration of the host bank, which its sandboxes share
 * @returns the host; call `close` after the test
 */
export async function createSandboxHost(
  limits: { max: number; maxOpen?: number },
  envOverrides: Record<string, string> = {},
): Promise<SandboxHost> {
  const dir = mkdtempSync(join(tmpdir(), 'bank-sandbox-host-'));
  let manager: SandboxManager | undefined;
  const bank = await createTestBank('demo', envOverrides, (env) => {
    manager = new SandboxManager({
      dir,
      max: limits.max,
      idleSeconds: 60,
      ...(limits.maxOpen !== undefined ? { maxOpen: limits.maxOpen } : {}),
      env,
      brand: DEFAULT_BRAND,
      createApp,
      schedule: false,
    });
    return manager;
  });
  const made = manager!;
  return {
    bank,
    manager: made,
    dir,
    async close() {
      await made.shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
