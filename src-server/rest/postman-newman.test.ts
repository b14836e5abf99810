/**
 * The served Postman collection runs green with Newman (Postman's own runner) against a
 * freshly seeded demo bank on a real port, with the served environment: every request
 * answers, every test passes, and the run ends (it calls no endless stream).
 */

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBank } from '../test/bank';

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

beforeAll(async () => {
  const bank = await createTestBank('demo');
  await new Promise<void>((resolve) => {
    server = serve({ fetch: bank.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      base = `http://127.0.0.1:${(info as AddressInfo).port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function run(collection: unknown, environment: unknown): Promise<NewmanSummary> {
  return new Promise((resolve, reject) => {
    newman.run(
      { collection, environment, reporters: [], timeoutRequest: 10_000, timeout: 50_000 },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
  });
}

describe('the Postman collection', () => {
  it('runs green with Newman against a fresh demo bank, twice in a row', async () => {
    const collection = await (await fetch(`${base}/api/postman.json`)).json();
    const environment = (await (await fetch(`${base}/api/postman-environment.json`)).json()) as {
      values: { key: string; value: string }[];
    };
    expect(environment.values).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: `${base}/api` }),
    );
    // The last folder resets the bank, so a second run starts from the same state.
    for (const round of [1, 2]) {
      const summary = await run(collection, environment);
      const failures = summary.run.failures.map(
        (f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`,
      );
      expect(failures, `round ${round}`).toEqual([]);
      const errored = summary.run.executions.filter((e) => e.requestError || !e.response);
      expect(
        errored.map((e) => e.item.name),
        `round ${round}`,
      ).toEqual([]);
      const { requests, assertions, testScripts } = summary.run.stats;
      expect(requests.total).toBeGreaterThan(50);
      expect(requests.failed).toBe(0);
      expect(testScripts.failed).toBe(0);
      expect(assertions.failed).toBe(0);
      // At least a status test on every request, and more besides.
      expect(assertions.total).toBeGreaterThan(requests.total * 2);
    }
  }, 120_000);
});
