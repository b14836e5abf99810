/**
 * The edges of a REST call before its procedure runs: a write whose Content-Type is not JSON
 * is 415, a JSON body that does not parse is 400, HEAD answers what GET answers without its
 * body (the same status, the same refusal to a caller not signed in), and an unknown path is
 * 404; each answers the documented error body and changes
 * nothing. The answers are read from the app itself (not through the contract check, which
 * knows only the documented answers of each path).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let cookie: string;
let checking: number;
let savings: number;

beforeAll(async () => {
  bank = await createTestBank('demo');
  cookie = await bank.login('demo');
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
    id: number;
  }[];
  [checking, savings] = accounts.map((a) => a.id) as [number, number];
});

const transferCount = () =>
  (bank.db.$client.prepare('select count(*) as n from transfers').get() as { n: number }).n;

/** A POST /api/transfers of one cent with the given Content-Type and body text. */
function postTransfer(contentType: string | null, text: string) {
  const headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie };
  if (contentType !== null) headers['Content-Type'] = contentType;
  return bank.app.request(`${ORIGIN}/api/transfers`, { method: 'POST', headers, body: text });
}

const oneCent = () =>
  JSON.stringify({
    fromAccountId: checking,
    toAccountId: savings,
    amount: '0.01',
    transferType: 'INTERNAL',
  });

describe('a REST call refused before its procedure runs', () => {
  it('is 415 for a write whose body is not JSON by its Content-Type', async () => {
    const before = transferCount();
    const res = await postTransfer('text/plain', oneCent());
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      message: 'Unsupported content-type "text/plain": send application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    for (const type of ['application/jsonx', 'application/json, text/plain', 'json']) {
      expect((await postTransfer(type, oneCent())).status, type).toBe(415);
    }
    expect(transferCount()).toBe(before);
  });

  it('reads the media type without regard to case, as media types are', async () => {
    const before = transferCount();
    for (const type of ['APPLICATION/JSON', 'Application/Json; charset=UTF-8']) {
      expect((await postTransfer(type, oneCent())).status, type).toBe(201);
    }
    expect(transferCount()).toBe(before + 2);
  });

  it('is 400 for a JSON body that does not parse', async () => {
    const before = transferCount();
    const res = await postTransfer('application/json', oneCent().slice(0, -1));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The body is not valid JSON',
      code: 'PARSE_ERROR',
    });
    expect(transferCount()).toBe(before);
  });

  it('takes the same body with a JSON Content-Type and a charset', async () => {
    const before = transferCount();
    const res = await postTransfer('application/json; charset=utf-8', oneCent());
    expect(res.status).toBe(201);
    expect(transferCount()).toBe(before + 1);
  });

  it('answers HEAD as it answers GET, without the body', async () => {
    const head = (path: string, headers: Record<string, string>) =>
      bank.app.request(`${ORIGIN}${path}`, {
        method: 'HEAD',
        headers: { Origin: ORIGIN, ...headers },
      });
    const get = await bank.app.request(`${ORIGIN}/api/accounts`, {
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    const res = await head('/api/accounts', { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(res.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await res.text()).toBe('');
    // Not a way around the sign-in, nor a success for what does not exist.
    expect((await head('/api/accounts', {})).status).toBe(401);
    expect((await head('/api/no-such-thing', { Cookie: cookie })).status).toBe(404);
  });

  it('is 404 with the error body for a path no procedure has', async () => {
    const res = await bank.app.request(`${ORIGIN}/api/no-such-thing`, {
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
