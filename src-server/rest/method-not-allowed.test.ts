/**
 * A method a documented /api path does not have answers 405 with `Allow` (the path's
 * methods, from the served OpenAPI document, HEAD beside GET) and the JSON error body; a path
 * the document does not have stays 404. The same holds in a sandbox under /s/{name}/api.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../shared/brand';
import { ORIGIN, type TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';
import { openApiDocument } from './openapi';

let bank: TestBank;
let host: SandboxHost;

beforeAll(async () => {
  host = await createSandboxHost({ max: 1, maxOpen: 1 });
  bank = host.bank;
});

afterAll(async () => {
  await host.close();
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Expects a 405 with exactly `allow` in Allow and the usual error body. */
async function expect405(res: Response, allow: string[]) {
  expect(res.status).toBe(405);
  expect(res.headers.get('allow')?.split(', ').sort()).toEqual([...allow].sort());
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as { message: string; code: string };
  expect(body.code).toBe('METHOD_NOT_ALLOWED');
  expect(body.message).toEqual(expect.any(String));
}

describe('a method the path does not have', () => {
  it('is 405 with Allow on a procedure path (GET only: GET, HEAD)', async () => {
    await expect405(await bank.call('DELETE', '/api/accounts/1'), ['GET', 'HEAD']);
    const demo = await bank.login('demo');
    await expect405(await bank.call('PUT', '/api/accounts/1', { cookie: demo, body: {} }), [
      'GET',
      'HEAD',
    ]);
  });

  it('is 405 on a POST-only path, for GET and HEAD too', async () => {
    await expect405(await bank.call('GET', '/api/auth/login'), ['POST']);
    const head = await bank.app.request(`${ORIGIN}/api/auth/login`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
  });

  it('is 405 on a file route (statement.csv is GET only)', async () => {
    await expect405(await bank.call('DELETE', '/api/accounts/1/statement.csv'), ['GET', 'HEAD']);
  });

  it('names every method the document has for the path', async () => {
    const paths = openApiDocument(DEFAULT_BRAND.name).paths as Record<
      string,
      Record<string, unknown>
    >;
    const matches = (template: string, path: string) =>
      new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);
    let checked = 0;
    for (const [template, item] of Object.entries(paths)) {
      const has = METHODS.filter((m) => item[m]);
      const path = template.replace(/\{[^}]+\}/g, '1');
      // A method another documented path has there is routed to it (GET /transfers/batch
      // reaches GET /transfers/{userId}): not a 405.
      const missing = METHODS.find(
        (m) => !Object.entries(paths).some(([t, other]) => other[m] && matches(t, path)),
      );
      if (!missing) continue;
      const res = await bank.call(
        missing.toUpperCase(),
        `/api${path}`,
        missing === 'get' ? {} : { body: {} },
      );
      expect(res.status, `${missing} ${path}`).toBe(405);
      const allow = res.headers.get('allow')!.split(', ');
      for (const m of has) expect(allow, `${missing} ${path}`).toContain(m.toUpperCase());
      expect(allow).not.toContain(missing.toUpperCase());
      if (has.includes('get')) expect(allow).toContain('HEAD');
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('is still 404 where no path matches at all', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/no-such-thing'],
      ['GET', '/api/accounts/1/2/3/4'],
      ['GET', '/api/nope'],
    ] as const) {
      const res = await bank.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
    }
  });

  it('is 405 in a sandbox as well', async () => {
    const admin = await bank.login('admin');
    const created = await bank.call('POST', '/api/sandboxes', {
      cookie: admin,
      body: { name: 'methods' },
    });
    expect(created.status).toBe(201);
    const res = await bank.app.request(`${ORIGIN}/s/methods/api/accounts/1`, {
      method: 'DELETE',
      headers: { Origin: ORIGIN },
    });
    await expect405(res, ['GET', 'HEAD']);
    const missing = await bank.app.request(`${ORIGIN}/s/methods/api/no-such-thing`, {
      method: 'DELETE',
      headers: { Origin: ORIGIN },
    });
    expect(missing.status).toBe(404);
  });
});
