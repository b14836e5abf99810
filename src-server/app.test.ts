import { describe, expect, it } from 'vitest';
import { createApp, type RequestLogEntry } from './app';
import { openDatabase } from './bank/open';
import { loadEnv } from './env';
import { LedgerWriter } from './ledger/writer';
import { DEFAULT_BRAND } from './shared/brand';

describe('request log', () => {
  it('writes one entry per request with a request id, and never the query, body or cookie', async () => {
    const db = openDatabase(':memory:');
    const entries: RequestLogEntry[] = [];
    const app = createApp({
      db,
      env: loadEnv({}),
      brand: DEFAULT_BRAND,
      ledger: new LedgerWriter(db),
      log: (e) => entries.push(e),
    });
    const res = await app.request('http://localhost/api/auth/login?password=secret', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'session=abc.def' },
      body: JSON.stringify({ username: 'nobody', password: 'Sup3r-secret' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      status: 401,
      requestId: res.headers.get('x-request-id'),
    });
    expect(JSON.stringify(entries)).not.toMatch(/secret|abc\.def|Sup3r/);
  });
});
