/**
 * The audit log's hash chain: every entry written through recordAudit is chained, a demo
 * seed, a reset and a sandbox copy keep a valid chain, an older log is sealed once, and
 * `npm run audit:verify` (run as a child process on a database file) exits 0 with a count
 * while the chain holds and 1 naming the first row someone edited with the sqlite3 tool.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../bank/open';
import { resetBank } from '../../bank/reset';
import { seedDemo } from '../../bank/seed/demo';
import { loadEnv } from '../../env';
import { SandboxManager } from '../../sandboxes/manager';
import { DEFAULT_BRAND } from '../../shared/brand';
import { sealAuditChain, verifyAuditChain } from './chain';
import { recordAudit } from './record';

const ROOT = join(import.meta.dirname, '..', '..', '..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-chain-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run audit:verify`'s script on `file`; answers its exit code and output. */
function auditVerify(file: string) {
  const run = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['src-server/services/audit/verify-cli.ts'],
    { cwd: ROOT, env: { ...process.env, DATABASE_PATH: file }, encoding: 'utf8' },
  );
  return { status: run.status, out: run.stdout + run.stderr };
}

describe('audit:verify on a database file', () => {
  it('passes an intact chain and names the first row edited behind the bank’s back', () => {
    const file = join(dir, 'bank.db');
    const db = openDatabase(file);
    for (let i = 1; i <= 5; i++) {
      recordAudit(db, {
        actorId: null,
        action: 'TRANSFER_CREATED',
        targetType: 'transfer',
        targetId: i,
        after: { amount: i * 100, memo: `rent ${i}` },
        at: new Date(),
      });
    }
    db.$client.close();

    const intact = auditVerify(file);
    expect(intact.out).toContain('Audit log OK: 5 entries');
    expect(intact.status).toBe(0);

    // Another tool rewrites one amount in the third entry.
    execFileSync('sqlite3', [
      file,
      `update audit_log set after = '{"amount":1,"memo":"rent 3"}' where id = 3`,
    ]);
    const broken = auditVerify(file);
    expect(broken.status).toBe(1);
    expect(broken.out).toContain('Audit log broken at row 3');
    expect(broken.out).toContain('2 entries before it are intact');
  }, 60_000);
});

describe('the chain', () => {
  it('breaks at a removed row, and at a row whose hash was cleared', () => {
    const db = openDatabase(':memory:');
    for (let i = 1; i <= 4; i++) {
      recordAudit(db, {
        actorId: 1,
        action: 'LOGIN',
        targetType: 'user',
        targetId: 1,
        at: new Date(),
      });
    }
    expect(verifyAuditChain(db)).toEqual({ ok: true, checked: 4 });
    db.$client.prepare('delete from audit_log where id = 2').run();
    expect(verifyAuditChain(db)).toMatchObject({ ok: false, brokenId: 3, checked: 1 });
    db.$client.prepare('update audit_log set hash = null where id = 1').run();
    expect(sealAuditChain(db)).toBe(0);
    expect(verifyAuditChain(db)).toMatchObject({ ok: false, brokenId: 1, reason: 'has no hash' });
  });

  it('seals a log written before the chain existed, in id order, once', () => {
    const db = openDatabase(':memory:');
    const insert = db.$client.prepare(
      "insert into audit_log (actor_id, action, target_type, target_id, after, created_at) values (null, 'SEEDED', 'bank', ?, ?, ?)",
    );
    for (let i = 1; i <= 3; i++)
      insert.run(String(i), JSON.stringify({ n: i }), 1_700_000_000_000 + i);
    expect(verifyAuditChain(db)).toMatchObject({ ok: false, brokenId: 1 });
    expect(sealAuditChain(db)).toBe(3);
    expect(sealAuditChain(db)).toBe(0);
    recordAudit(db, {
      actorId: null,
      action: 'DEMO_RESET',
      targetType: 'bank',
      targetId: null,
      at: new Date(),
    });
    expect(verifyAuditChain(db)).toEqual({ ok: true, checked: 4 });
  });

  it('holds after the demo seed, after a reset, and in a sandbox copied from the template', async () => {
    const db = openDatabase(':memory:');
    await seedDemo(db, new Date());
    const seeded = verifyAuditChain(db);
    expect(seeded.ok).toBe(true);
    expect(seeded.checked).toBeGreaterThan(0);
    await resetBank(db, 'demo', new Date());
    expect(verifyAuditChain(db).ok).toBe(true);
    db.$client.close();

    const env = loadEnv({ DATABASE_PATH: ':memory:', SEED: 'none' });
    const sandboxDir = mkdtempSync(join(dir, 'sandboxes-'));
    const manager = new SandboxManager({
      dir: sandboxDir,
      max: 1,
      idleSeconds: 60,
      env,
      brand: DEFAULT_BRAND,
      createApp,
      schedule: false,
    });
    try {
      await manager.create('audit-chain');
      const copy = openDatabase(join(sandboxDir, 'audit-chain.db'));
      const report = verifyAuditChain(copy);
      expect(report.ok).toBe(true);
      expect(report.checked).toBeGreaterThan(0);
      copy.$client.close();
    } finally {
      await manager.shutdown();
    }
  }, 120_000);
});
