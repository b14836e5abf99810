/**
 * The Postman collection: generated from the OpenAPI document, a valid v2.1 collection with
 * the transfer request, `baseUrl` pointing at the bank's /api; the environment's demo sign-ins.
 */
import { describe, expect, it } from 'vitest';
import { createTestBank } from '../test/bank';

// biome-ignore lint/suspicious/noExplicitAny: a Postman collection is plain JSON
type Item = { name: string; item?: Item[]; request?: any };

function requests(items: Item[]): Item[] {
  return items.flatMap((i) => (i.item ? requests(i.item) : [i]));
}

describe('Postman', () => {
  it('serves a v2.1 collection with POST /api/transfers, made once per process', async () => {
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
    const all = requests(collection.item);
    const transfer = all.find(
      (r) =>
        r.request.method === 'POST' && (r.request.url.path as string[]).join('/') === 'transfers',
    );
    expect(transfer).toBeDefined();
    expect(transfer!.request.url.host).toEqual(['{{baseUrl}}']);
    expect(all.length).toBeGreaterThan(100);

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
      adminUsername: 'admin',
    });
  });
});
