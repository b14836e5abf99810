/**
 * Vitest's global setup for the server tests: seeds one demo bank before any test file runs
 * and leaves its serialized database in a temporary file. `createTestBank` copies it into
 * each new in-memory bank instead of seeding again (the seed writes about 22,000 rows in one
 * to two seconds; a copy takes about 10 ms). The file is removed when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../bank/open';
import { seedDemo } from '../bank/seed/demo';
import { realNow } from '../clock/real-time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo bank's file, and the UTC day (YYYY-MM-DD) its dates were drawn from. */
    demoTemplate: { path: string; day: string };
  }
}

/**
 * Seeds the template, provides `demoTemplate` to the test files, and returns the teardown
 * that removes it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'bank-test-template-'));
  const path = join(dir, 'demo.db');
  const now = realNow();
  const db = openDatabase(':memory:');
  await seedDemo(db, now);
  writeFileSync(path, db.$client.serialize());
  db.$client.close();
  project.provide('demoTemplate', { path, day: now.toISOString().slice(0, 10) });
  return () => rmSync(dir, { recursive: true, force: true });
}
