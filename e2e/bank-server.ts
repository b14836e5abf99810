/**
 * One built bank per Playwright worker: its own process, port and temporary database with the
 * demo seed, so journeys run side by side without sharing a clock, a bug hunt or a trainer's
 * settings. When the worker ends, the server stops and `ledger:verify` must find the books of
 * everything its journeys did balanced.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running bank of one worker. */
export interface BankServer {
  /** `http://127.0.0.1:{port}`: the journeys' base URL and the Origin of their API writes. */
  origin: string;
}

/** The line the bank prints once it listens: `… is open at http://localhost:{port}`. */
const LISTENING = /is open at http:\/\/[^\s:]+:(\d+)/;

/**
 * Waits for the bank to say which port it took, then polls `/api/health` until it answers
 * 200. Rejects after 60 s, or when the process ends first.
 * @returns the bank's origin, `http://127.0.0.1:{port}`
 */
async function waitHealthy(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The bank stopped at start (exit ${child.exitCode}):\n${output()}`);
    }
    const port = LISTENING.exec(output())?.[1];
    if (port) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return `http://127.0.0.1:${port}`;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The bank did not become healthy within 60 s:\n${output()}`);
}

/**
 * Starts `dist/server/main.js` (the built bank: `npm run build` first) on a port the system
 * picks (the port it prints is read, so two workers never race for one) with a fresh demo
 * database, hands it to `use`, then stops it and checks its books.
 * @throws when the bank does not start, or when `ledger:verify` reports a violation
 */
export async function runBankServer(use: (server: BankServer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bank-e2e-'));
  const database = join(dir, 'bank.db');
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: database,
      SEED: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The start: the line with the port, or what explains a failed start.
  const keep = (chunk: Buffer) => {
    if (log.length < 20_000) log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    const origin = await waitHealthy(child, () => log);
    await use({ origin });
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
