/**
 * Litestream restore: a bank process (from source) runs with continuous replication to a local
 * folder, makes transfers in the main bank and in a sandbox created meanwhile, and stops; every
 * bank is restored from the replica into a new folder, `ledger:verify` passes on each restored
 * file, and every transfer that was answered 201 before the stop is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { litestreamBinary, litestreamConfig, restoreAll } from './replication';
import { startCluster } from './supervisor';

/** A free TCP port on loopback. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

/** Runs `npm run ledger:verify` on `database`; its exit status and last line. */
function ledgerVerify(database: string): { ok: boolean; text: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'src-server/ledger/verify-cli.ts')],
    { cwd: PROJECT_ROOT, env: { ...process.env, DATABASE_PATH: database }, encoding: 'utf8' },
  );
  return { ok: run.status === 0, text: `${run.stdout}${run.stderr}`.trim() };
}

const work = mkdtempSync(join(tmpdir(), 'bank-litestream-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('Litestream configuration', () => {
  it('names each replica by the bank file’s path under the data folder', () => {
    const yaml = litestreamConfig(['/d/bank.db', '/d/sandboxes/a-1.db'], '/d', {
      location: '/backup',
    });
    expect(yaml).toContain('- path: "/d/sandboxes/a-1.db"');
    expect(yaml).toContain('- path: "/backup/sandboxes/a-1.db"');
    const s3 = litestreamConfig(['/d/bank.db'], '/d', {
      location: 's3://bucket/banks/',
      endpoint: 'http://minio:9000',
    });
    expect(s3).toContain('- url: "s3://bucket/banks/bank.db"');
    expect(s3).toContain('endpoint: "http://minio:9000"');
  });

  it('finds the binary the npm package ships', () => {
    expect(existsSync(litestreamBinary())).toBe(true);
  });
});

describe('replicate, stop, restore', () => {
  it('restores every bank with its books balanced and every acknowledged transfer', async () => {
    const dataDir = join(work, 'data');
    const replica = join(work, 'replica');
    const port = await freePort();
    const cluster = await startCluster({
      processes: 1,
      basePort: port,
      frontPort: null,
      dataDir,
      source: true,
      replicate: { location: replica },
      log: () => {},
      quiet: true,
    });
    const base = `http://127.0.0.1:${port}`;
    const call = (path: string, cookie: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const signIn = async (prefix: string, username: string, password: string) => {
      const res = await fetch(`${base}${prefix}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(res.status).toBe(200);
      return (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    };
    /** Makes `count` internal transfers; the ids answered 201. */
    const transfers = async (prefix: string, count: number) => {
      const cookie = await signIn(prefix, 'demo', 'Demo-1234');
      const accounts = (await (await call(`${prefix}/api/accounts`, cookie)).json()) as {
        id: number;
      }[];
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const res = await call(`${prefix}/api/transfers`, cookie, {
          transferType: 'INTERNAL',
          fromAccountId: accounts[i % 2]?.id,
          toAccountId: accounts[(i + 1) % 2]?.id,
          amount: `${1 + i}.25`,
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: number }).id);
      }
      return ids;
    };
    let mainIds: number[] = [];
    let sandboxIds: number[] = [];
    try {
      const admin = await signIn('', 'admin', 'Admin-1234');
      mainIds = await transfers('', 10);
      const created = await call('/api/sandboxes', admin, { name: 'restored-class' });
      expect(created.status).toBe(201);
      sandboxIds = await transfers('/s/restored-class', 10);
      mainIds.push(...(await transfers('', 5)));
    } finally {
      await cluster.stop();
    }

    const restoredDir = join(work, 'restored');
    const restored = restoreAll(replica, restoredDir);
    const mainFile = join(restoredDir, 'bank.db');
    const sandboxFile = join(restoredDir, 'sandboxes', 'restored-class.db');
    expect(restored.sort()).toEqual([mainFile, sandboxFile].sort());
    for (const [file, ids] of [
      [mainFile, mainIds],
      [sandboxFile, sandboxIds],
    ] as const) {
      const verify = ledgerVerify(file);
      expect(verify.text).toMatch(/^Ledger OK/);
      expect(verify.ok).toBe(true);
      const db = new Database(file, { readonly: true });
      const found = db
        .prepare(`select id from transfers where id in (${ids.map(() => '?').join(',')})`)
        .all(...ids) as { id: number }[];
      db.close();
      expect(found.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    }
  }, 180_000);
});
