/**
 * The bank's own screens call tRPC: its one-piece JSON answers go out with their
 * Content-Length declared, like the REST answers, so a small answer is left uncompressed and
 * written whole; a big one is still compressed for a client that accepts it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let cookie: string;

beforeAll(async () => {
  bank = await createTestBank();
  cookie = await bank.login('demo');
});

describe('a tRPC answer of JSON', () => {
  it('declares its length, and a small one goes out as it is', async () => {
    const res = await bank.call('GET', '/trpc/auth.me', { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(text).result.data.username).toBe('demo');
  });

  it('declares its length on an error too, with the error status', async () => {
    const res = await bank.call('GET', '/trpc/auth.me');
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it('is still compressed when big and the client accepts gzip', async () => {
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      id: number;
    }[];
    const input = encodeURIComponent(JSON.stringify({ accountId: accounts[0]!.id, limit: 100 }));
    const res = await bank.app.request(`${ORIGIN}/trpc/accounts.transactions?input=${input}`, {
      headers: { Origin: ORIGIN, Cookie: cookie, 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
