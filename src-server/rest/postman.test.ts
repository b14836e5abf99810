/**
 * The Postman collection: built from the OpenAPI document as a course (a valid v2.1
 * collection, numbered folders in teaching order, tests on every request, ids carried by
 * scripts, destructive calls last), `baseUrl` pointing at the bank's /api (a sandbox's own);
 * the environment's demo sign-ins; 405 on the documents for other methods.
 */
import { describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN } from '../test/bank';
import { createSandboxHost } from '../test/sandbox-host';

// biome-ignore lint/suspicious/noExplicitAny: a Postman collection is plain JSON
type Item = { name: string; item?: Item[]; request?: any };

function requests(items: Item[]): Item[] {
  return items.flatMap((i) => (i.item ? requests(i.item) : [i]));
}

describe('Postman', () => {
  // First in the file: the collection is made once per process, so this is its first build.
  it('leaves the OpenAPI document as it was, for the main bank and a sandbox', async () => {
    const host = await createSandboxHost({ max: 1, maxOpen: 1 });
    try {
      const bank = host.bank;
      const admin = await bank.login('admin');
      const created = await bank.call('POST', '/api/sandboxes', {
        cookie: admin,
        body: { name: 'docs' },
      });
      expect(created.status).toBe(201);
      const text = async (path: string) => {
        const res = await bank.app.request(`${ORIGIN}${path}`);
        expect(res.status).toBe(200);
        return res.text();
      };
      const before = [await text('/api/openapi.json'), await text('/s/docs/api/openapi.json')];
      await text('/api/postman.json');
      await text('/s/docs/api/postman.json');
      // Compared as booleans: a failure would otherwise print the whole document twice.
      expect((await text('/api/openapi.json')) === before[0]).toBe(true);
      expect((await text('/s/docs/api/openapi.json')) === before[1]).toBe(true);
      // A sandbox's collection and environment point at the sandbox's own API.
      const sandboxEnv = JSON.parse(await text('/s/docs/api/postman-environment.json')) as {
        values: { key: string; value: string }[];
      };
      expect(sandboxEnv.values).toContainEqual(
        expect.objectContaining({ key: 'baseUrl', value: `${ORIGIN}/s/docs/api` }),
      );
    } finally {
      await host.close();
    }
  });

  it('serves a v2.1 course: numbered folders in teaching order, destructive calls last', async () => {
    const bank = await createTestBank('none');
    const res = await bank.call('GET', '/api/postman.json');
    expect(res.status).toBe(200);
    const collection = (await res.json()) as {
      info: { schema: string; name: string };
      item: Item[];
      variable: { key: string; value: string }[];
    };
    expect(collection.info.schema).toContain('v2.1.0/collection.json');
    expect(collection.variable).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'http://localhost/api' }),
    );
    const folders = collection.item.map((f) => f.name);
    expect(folders.slice(0, 5)).toEqual([
      '1 Sign in',
      '2 Accounts',
      '3 Statements',
      '4 Transfers',
      '5 Beneficiaries',
    ]);
    expect(folders.at(-1)).toMatch(/Destructive$/);
    expect(folders.at(-2)).toMatch(/Admin$/);
    for (const [i, name] of folders.entries()) expect(name.startsWith(`${i + 1} `)).toBe(true);

    const all = requests(collection.item);
    expect(all.length).toBeGreaterThan(50);
    const signIn = collection.item[0]!.item!.find(
      (r) => r.request.method === 'POST' && r.request.url.path.join('/') === 'auth/login',
    );
    expect(JSON.parse(signIn!.request.body.raw)).toEqual({
      username: '{{username}}',
      password: '{{password}}',
    });
    const transfer = all.find(
      (r) =>
        r.request.method === 'POST' && (r.request.url.path as string[]).join('/') === 'transfers',
    );
    expect(transfer!.request.url.host).toEqual(['{{baseUrl}}']);
    // Ids come from earlier answers, never placeholders.
    expect(JSON.parse(transfer!.request.body.raw.replace(/\{\{(\w+)\}\}/g, '0'))).toMatchObject({
      amount: '12.34',
    });
    const text = JSON.stringify(collection);
    expect(text).not.toMatch(/<(string|integer|number|boolean|dateTime|long)>/);
    expect(text).toContain("pm.collectionVariables.set('accountId'");
    // Answers are checked against their documented schema, references resolved.
    expect(text).toContain('pm.response.to.have.jsonSchema(');
    expect(text).not.toContain('#/components/schemas/');
    for (const r of all) {
      expect(r.request.url.path.join('/'), r.name).not.toBe('events');
      const tests = (r as { event?: { listen: string; script: { exec: string[] } }[] }).event?.find(
        (e) => e.listen === 'test',
      );
      expect(tests?.script.exec.join('\n'), r.name).toMatch(/pm\.test\("status is \d{3}"/);
    }
    // Destructive calls only in the last folder.
    for (const folder of collection.item.slice(0, -1)) {
      for (const r of requests(folder.item!)) {
        expect(r.request.method, `${folder.name} / ${r.name}`).not.toBe('DELETE');
        expect(r.request.url.path.join('/'), r.name).not.toMatch(/logout|demo\/reset/);
      }
    }

    const start = performance.now();
    expect((await bank.call('GET', '/api/postman.json')).status).toBe(200);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('serves an environment with the base URL and the demo sign-ins', async () => {
    const bank = await createTestBank('none');
    const env = (await (await bank.call('GET', '/api/postman-environment.json')).json()) as {
      values: { key: string; value: string }[];
    };
    const values = Object.fromEntries(env.values.map((v) => [v.key, v.value]));
    expect(values).toMatchObject({
      baseUrl: 'http://localhost/api',
      username: 'demo',
      password: 'Demo-1234',
      pin: '1234',
      adminUsername: 'admin',
      adminPassword: 'Admin-1234',
    });
  });

  it('answers 405 with Allow to a method the three documents do not have', async () => {
    const bank = await createTestBank('none');
    for (const path of [
      '/api/openapi.json',
      '/api/postman.json',
      '/api/postman-environment.json',
    ]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await bank.app.request(`${ORIGIN}${path}`, {
          method,
          headers: { Origin: ORIGIN },
        });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
        expect(((await res.json()) as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
      }
      const head = await bank.app.request(`${ORIGIN}${path}`, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(200);
    }
  });
});
