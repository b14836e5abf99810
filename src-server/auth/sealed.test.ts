import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seal, sealingKey, unseal } from './sealed';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of its own for one test's bank files. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sealed-'));
  dirs.push(dir);
  return dir;
}

/**
 * Starts `count` processes that each load the module, wait for the same instant and then ask
 * for the sealing key of `databasePath`, as a cluster's processes do on their first start.
 * @returns what each process printed (its key, base64) and its exit code
 */
function race(databasePath: string, count: number): Promise<{ out: string; code: number }[]> {
  const module = resolve(__dirname, 'sealed.ts');
  const at = Date.now() + 4000;
  const program = `
    const { sealingKey } = await import(${JSON.stringify(module)});
    while (Date.now() < ${at}) {}
    process.stdout.write(sealingKey(${JSON.stringify(databasePath)}).toString('base64'));
  `;
  return Promise.all(
    Array.from({ length: count }, () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', program],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        err += chunk;
      });
      return new Promise<{ out: string; code: number }>((done) =>
        child.on('close', (code) => done({ out: out || err, code: code ?? -1 })),
      );
    }),
  );
}

describe('the sealing key beside a bank file', () => {
  it('is created once, readable only by its owner, and read back by the next process', () => {
    const databasePath = join(folder(), 'bank.db');
    const key = sealingKey(databasePath);
    const file = join(databasePath, '..', 'credentials.key');
    expect(key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(key)).toBe(true);
    expect(unseal(key, seal(key, 'Welcome-2026'))).toBe('Welcome-2026');
  });

  it('is the same key for processes that open a new bank at the same instant', async () => {
    const dir = folder();
    const databasePath = join(dir, 'bank.db');
    const answers = await race(databasePath, 6);
    const stored = readFileSync(join(dir, 'credentials.key'), 'utf8').trim();
    for (const answer of answers) expect(answer).toEqual({ out: stored, code: 0 });
    expect(readdirSync(dir)).toEqual(['credentials.key']);
  }, 60_000);

  it('refuses a key file that does not hold a 32-byte key', () => {
    const dir = folder();
    writeFileSync(join(dir, 'credentials.key'), 'c2hvcnQ=\n');
    expect(() => sealingKey(join(dir, 'bank.db'))).toThrow(/does not hold a 32-byte key/);
  });
});
