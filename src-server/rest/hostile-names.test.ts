/**
 * Hostile names as well as hostile values: a query string, JSON body or multipart form whose
 * names are members of Object.prototype once made trpc-to-openapi build its input on a plain
 * object (`?toString=x` reached the prototype: 500 on nearly every GET, signed in or not).
 * Such names are now dropped at the edge like any unknown name, in query strings, JSON bodies
 * and forms: the call is answered as if they were not there (200, or the 400 or 401 it would
 * get anyway), never 500, and no object's prototype changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { isHostileName } from './hostile-names';

let bank: TestBank;
let demo: string;
let demoId: number;

const NAMES = '__proto__=x&constructor=x&toString=x&hasOwnProperty=x&valueOf=x&prototype=x';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

const get = (path: string, cookie?: string) =>
  bank.app.request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe('query names', () => {
  it('answers the call that used to be a 500, signed in and not', async () => {
    for (const path of [`/api/transactions/${demoId}`, `/api/notifications/${demoId}`]) {
      const signedIn = await get(`${path}?${NAMES}`, demo);
      expect(signedIn.status, path).toBe(200);
      const anonymous = await get(`${path}?${NAMES}`);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('drops each name alone, and keeps the names the operation knows', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await get(`/api/transactions/${demoId}?${name}=1&limit=1`, demo);
      expect(res.status, name).toBe(200);
      expect(((await res.json()) as unknown[]).length, name).toBe(1);
    }
  });

  it('refuses a repeated name with 400 where one value is wanted, ignores brackets and dots', async () => {
    const repeated = await get(`/api/transactions/${demoId}?limit=1&limit=2`, demo);
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ code: 'BAD_REQUEST' });
    for (const q of [
      'a[b]=1',
      'a.b=1',
      'limit[0]=1',
      '__proto__[x]=1',
      'constructor.prototype=1',
    ]) {
      expect((await get(`/api/transactions/${demoId}?${q}`, demo)).status, q).toBe(200);
    }
  });
});

describe('JSON keys', () => {
  const post = (path: string, text: string, cookie?: string) =>
    bank.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: text,
    });

  it('drops __proto__ (raw JSON text) and the other prototype members, at any depth', async () => {
    const bodies = [
      '{"__proto__": {"role": "ADMIN"}, "username": "demo", "password": "Demo-1234"}',
      '{"username": "demo", "password": "Demo-1234", "constructor": {"prototype": {"admin": true}}}',
      '{"username": "demo", "password": "Demo-1234", "toString": "x", "valueOf": 1}',
      '{"username": "demo", "password": "Demo-1234", "nested": {"hasOwnProperty": 1}}',
    ];
    for (const text of bodies) {
      const res = await post('/api/auth/login', text);
      expect(res.status, text).toBe(200);
      expect(await res.json()).toMatchObject({ username: 'demo', role: 'USER' });
    }
    expect(({} as { role?: unknown }).role).toBeUndefined();
    expect(({} as { admin?: unknown }).admin).toBeUndefined();
  });

  it('answers a call that needs a session with 401 first, whatever its body names', async () => {
    const res = await post('/api/bills', '{"__proto__": {"x": 1}, "toString": "x"}');
    expect(res.status).toBe(401);
    const invalid = await post('/api/bills', '{"__proto__": {"x": 1}, "toString": "x"}', demo);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('form fields', () => {
  const form = (names: string[]) => {
    const f = new FormData();
    f.append('accountId', '1');
    f.append('amount', '1.00');
    for (const name of names) f.append(name, 'x');
    f.append('front', new Blob([PNG], { type: 'image/png' }), 'front.png');
    f.append('back', new Blob([PNG], { type: 'image/png' }), 'back.png');
    return f;
  };
  const send = (path: string, body: FormData, cookie?: string) =>
    bank.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });

  it('takes a check deposit whose form also names prototype members', async () => {
    const res = await send(
      '/api/deposits/check',
      form(['__proto__', 'constructor', 'toString']),
      demo,
    );
    expect(res.status).toBe(201);
  });

  it('answers an application so named with the field issues it would get anyway', async () => {
    const res = await send('/api/applications', form(['__proto__', 'hasOwnProperty']));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; issues: { path: string }[] };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.issues.map((i) => i.path)).not.toContain('__proto__');
  });
});

describe('the names', () => {
  it('are every member of Object.prototype and prototype, and nothing else', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(isHostileName(name), name).toBe(true);
    }
    expect(isHostileName('prototype')).toBe(true);
    for (const name of ['limit', 'role', 'proto', 'toStrings', 'user.id']) {
      expect(isHostileName(name), name).toBe(false);
    }
  });
});
