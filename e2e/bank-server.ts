/**
 * One built bank per Playwright worker: its own process, port and temporary database with the
 * demo seed, so journeys run side by side without sharing a clock, a bug hunt or a trainer's
 * settings. When the worker ends, the server stops and `ledger:verify` must find the books of
 * everything its journeys did balanced.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running bank of one worker. */
export interface BankServer {
  /** `http://127.0.0.1:{port}`: the journeys' base URL and the Origin of their API writes. */
  origin: string;
  /** Its SQLite file. */
  database: string;
}

/** A port nothing listens on now (the kernel's pick, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `/api/health` until it answers 200; rejects after `timeoutMs` or if the process ends. */
async function waitHealthy(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The bank stopped at start (exit ${child.exitCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The bank did not become healthy within 60 s:\n${output()}`);
}

/**
 * Starts `dist/server/main.js` (the built bank: `npm run build` first) on a free port with a
 * fresh demo database, hands it to `use`, then stops it and checks its books.
 * @throws when the bank does not start, or when `ledger:verify` reports a violation
 */
export async function runBankServer(use: (server: BankServer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bank-e2e-'));
  const database = join(dir, 'bank.db');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: database,
      SEED: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept short: only what explains a failed start is needed.
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitHealthy(origin, child, () => log);
    await use({ origin, database });
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  // The books must still balance after everything this worker's journeys did.
  const verify = spawnSync('npm', ['run', '--silent', 'ledger:verify'], {
    env: { ...process.env, DATABASE_PATH: database },
    encoding: 'utf8',
  });
  if (verify.status !== 0) {
    throw new Error(`ledger:verify failed on ${database}:\n${verify.stdout}${verify.stderr}`);
  }
  rmSync(dir, { recursive: true, force: true });
}
