/**
 * Each sandbox bank's challenge progress on the main bank's Sandboxes screen: a sandbox
 * answers its customers' solves, points and top learner, from its open database or, when it
 * is closed, from its file without being opened; a file that is no bank answers null;
 * customers are refused.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxManager } from '../sandboxes/manager';
import { ORIGIN, type TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';

let bank: TestBank;
let manager: SandboxManager;
let host: SandboxHost;

beforeAll(async () => {
  host = await createSandboxHost({ max: 3 });
  ({ bank, manager } = host);
});

afterAll(async () => {
  await host.close();
});

/** Signs `username` in to sandbox `name` and answers the Cookie header value. */
async function signInTo(name: string, username: string) {
  const res = await bank.app.request(`${ORIGIN}/s/${name}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo-1234' }),
  });
  expect(res.status).toBe(200);
  // A sandbox's session cookie has a name of its own.
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe("the sandboxes' progress", () => {
  it('sums each sandbox’s solves, open or closed, without opening a closed one', async () => {
    await manager.create('alpha');
    await manager.create('beta');
    const none = { solves: 0, points: 0, top: null };
    const before = await bank.caller('admin').adminProgress.sandboxes();
    expect(before).toEqual([
      { name: 'alpha', progress: none },
      { name: 'beta', progress: none },
    ]);

    const cookie = await signInTo('alpha', 'demo');
    for (const path of ['/api/nothing-here', '/api/openapi.json']) {
      await bank.app.request(`${ORIGIN}/s/alpha${path}`, { headers: { Cookie: cookie } });
    }
    const jane = await signInTo('beta', 'jane');
    await bank.app.request(`${ORIGIN}/s/beta/api/nothing-here`, { headers: { Cookie: jane } });
    manager.close('beta');
    // A file in the folder that is no bank: listed by its name, its progress unknown.
    writeFileSync(join(host.dir, 'gamma.db'), 'not a database');

    const after = await bank.caller('admin').adminProgress.sandboxes();
    const alpha = after.find((s) => s.name === 'alpha')!.progress!;
    expect(alpha.solves).toBeGreaterThanOrEqual(2);
    expect(alpha.points).toBeGreaterThanOrEqual(20);
    expect(alpha.top).toEqual({ username: 'demo', points: alpha.points });
    // The closed sandbox answers from its file what it answered open.
    const beta = after.find((s) => s.name === 'beta')!.progress!;
    expect(beta.solves).toBeGreaterThanOrEqual(1);
    expect(beta.top).toEqual({ username: 'jane', points: beta.points });
    expect(after.find((s) => s.name === 'gamma')!.progress).toBeNull();
    // The closed sandbox stayed closed.
    expect(manager.list().find((s) => s.name === 'beta')!.open).toBe(false);
    // The main bank's own progress is not mixed in.
    expect(bank.db.$client.prepare('select count(*) as n from challenge_solves').get()).toEqual({
      n: 0,
    });
  });

  it('is refused to customers', async () => {
    await expect(bank.caller('demo').adminProgress.sandboxes()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
