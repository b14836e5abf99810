/**
 * The served Postman collection runs green with Newman (Postman's own runner) against a
 * freshly seeded demo bank on a real port, with the served environment: every request
 * answers, every test passes, and the run ends (it calls no endless stream). A sandbox's
 * collection runs against the sandbox.
 */

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';

// Newman ships no type declarations; the part used here is typed below.
const newman = createRequire(import.meta.url)('newman') as {
  run(
    options: Record<string, unknown>,
    callback: (error: Error | null, summary: NewmanSummary) => void,
  ): void;
};

interface NewmanSummary {
  run: {
    stats: Record<'requests' | 'assertions' | 'testScripts', { total: number; failed: number }>;
    failures: { error: { message: string; test?: string }; source?: { name?: string } }[];
    executions: {
      item: { name: string };
      requestError?: Error;
      response?: { code: number };
    }[];
  };
}

let server: ReturnType<typeof serve>;
let base = '';
let bank: TestBank;
let host: SandboxHost;

beforeAll(async () => {
  host = await createSandboxHost({ max: 1, maxOpen: 1 });
  bank = host.bank;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: bank.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      base = `http://127.0.0.1:${(info as AddressInfo).port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await host.close();
});

function run(collection: unknown, environment: unknown): Promise<NewmanSummary> {
  return new Promise((resolve, reject) => {
    newman.run(
      { collection, environment, reporters: [], timeoutRequest: 20_000, timeout: 150_000 },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
  });
}

/** Runs the collection `root` serves with the environment it serves; expects it green. */
async function runGreen(root: string, label: string): Promise<void> {
  const collection = await (await fetch(`${root}/api/postman.json`)).json();
  const environment = (await (await fetch(`${root}/api/postman-environment.json`)).json()) as {
    values: { key: string; value: string }[];
  };
  expect(environment.values).toContainEqual(
    expect.objectContaining({ key: 'baseUrl', value: `${root}/api` }),
  );
  const summary = await run(collection, environment);
  const failures = summary.run.failures.map(
    (f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`,
  );
  expect(failures, label).toEqual([]);
  const errored = summary.run.executions.filter((e) => e.requestError || !e.response);
  expect(
    errored.map((e) => e.item.name),
    label,
  ).toEqual([]);
  const { requests, assertions, testScripts } = summary.run.stats;
  expect(requests.total, label).toBeGreaterThan(50);
  expect(requests.failed, label).toBe(0);
  expect(testScripts.failed, label).toBe(0);
  expect(assertions.failed, label).toBe(0);
  // A status test on every request, and more besides.
  expect(assertions.total, label).toBeGreaterThan(requests.total * 2);
}

describe('the Postman collection', () => {
  it('runs green with Newman against a fresh demo bank, twice in a row', async () => {
    // The last folder resets the bank, so the second run starts from the same state.
    await runGreen(base, 'round 1');
    await runGreen(base, 'round 2');
  }, 300_000);

  it('runs green in a sandbox bank, from the collection the sandbox serves', async () => {
    const admin = await bank.login('admin');
    const created = await bank.call('POST', '/api/sandboxes', {
      cookie: admin,
      body: { name: 'course' },
    });
    expect(created.status).toBe(201);
    await runGreen(`${base}/s/course`, 'sandbox');
  }, 300_000);
});
