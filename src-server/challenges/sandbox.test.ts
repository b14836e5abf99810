/**
 * A sandbox is a bank of its own: its learners' solves are detected under /s/{name}/ and
 * kept in the sandbox's database, apart from the main bank's.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxManager } from '../sandboxes/manager';
import { ORIGIN, type TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';
import { solvesOf } from './store';

let bank: TestBank;
let manager: SandboxManager;
let host: SandboxHost;

beforeAll(async () => {
  host = await createSandboxHost({ max: 2, maxOpen: 2 });
  ({ bank, manager } = host);
});
afterAll(async () => {
  await host.close();
});

const inSandbox = (path: string, cookie?: string) =>
  bank.app.request(`${ORIGIN}/s/lesson${path}`, {
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });

describe('challenges in a sandbox', () => {
  it('are detected in the sandbox’s bank and listed there, not in the main bank', async () => {
    const admin = await bank.login('admin');
    expect(
      (await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'lesson' } }))
        .status,
    ).toBe(201);
    const login = await bank.app.request(`${ORIGIN}/s/lesson/api/auth/login`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo-1234' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const accounts = (await (await inSandbox('/api/accounts', cookie)).json()) as { id: number }[];
    const file = await inSandbox(`/api/accounts/${accounts[0]!.id}/statement.csv`, cookie);
    expect(file.status).toBe(200);
    const list = (await (await inSandbox('/api/challenges', cookie)).json()) as {
      key: string;
      solved: boolean;
    }[];
    expect(list.find((c) => c.key === 'statement-csv')?.solved).toBe(true);
    const sandboxDb = manager.get('lesson').db;
    const { id } = sandboxDb.$client
      .prepare("select id from users where username = 'demo'")
      .get() as { id: number };
    expect(solvesOf(sandboxDb, id).map((s) => s.key)).toContain('statement-csv');
    expect(solvesOf(bank.db, bank.userId('demo'))).toEqual([]);
  });
});
