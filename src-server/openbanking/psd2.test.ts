/**
 * The open-banking API over REST: an admin registers a third party, the third party asks for
 * a consent, the customer approves it with the PIN over the bank's own API, and the third
 * party reads; then each NextGenPSD2 refusal with its status and code.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { setClockOffset } from '../clock/clock';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let apiKey: string;
let customer: string;

/** A call of the open-banking API as a third party makes it. */
async function psd2(
  method: string,
  path: string,
  options: { key?: string | null; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'X-Request-ID': randomUUID(), ...options.headers };
  const key = options.key === undefined ? apiKey : options.key;
  if (key !== null) headers['X-API-Key'] = key;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return bank.app.request(`${ORIGIN}/psd2/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function codeOf(res: Response): Promise<string> {
  const body = (await res.json()) as { tppMessages: { category: string; code: string }[] };
  expect(body.tppMessages[0]?.category).toBe('ERROR');
  return body.tppMessages[0]!.code;
}

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function askConsent(body: Record<string, unknown> = {}): Promise<string> {
  const res = await psd2('POST', '/consents', {
    body: {
      access: { balances: [], transactions: [] },
      recurringIndicator: true,
      validUntil: future(30),
      frequencyPerDay: 4,
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { consentId: string }).consentId;
}

async function approve(id: string, accountIds?: number[]): Promise<Response> {
  const view = await bank.call('GET', `/api/open-banking/consents/${id}`, { cookie: customer });
  expect(view.status).toBe(200);
  const choices = ((await view.json()) as { choices: { id: number }[] }).choices;
  return bank.call('POST', `/api/open-banking/consents/${id}/approve`, {
    cookie: customer,
    body: { pin: '1234', accountIds: accountIds ?? [choices[0]!.id] },
  });
}

beforeEach(async () => {
  bank = await createTestBank();
  const admin = await bank.login('admin');
  const res = await bank.call('POST', '/api/admin/third-parties', {
    cookie: admin,
    body: { name: 'Budget Buddy', redirectUri: 'https://tpp.example/callback' },
  });
  expect(res.status).toBe(201);
  apiKey = ((await res.json()) as { apiKey: string }).apiKey;
  customer = await bank.login('demo');
});

describe('the consent journey', () => {
  it('asks, approves with the PIN, reads accounts, balances and paged transactions', async () => {
    const requestId = randomUUID();
    const created = await psd2('POST', '/consents', {
      headers: { 'X-Request-ID': requestId, 'TPP-Redirect-State': 'abc' },
      body: {
        access: { balances: [], transactions: [] },
        recurringIndicator: true,
        validUntil: future(30),
        frequencyPerDay: 10,
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('X-Request-ID')).toBe(requestId);
    const body = (await created.json()) as {
      consentStatus: string;
      consentId: string;
      _links: { scaRedirect: { href: string } };
    };
    expect(body.consentStatus).toBe('received');
    expect(body._links.scaRedirect.href).toBe(`${ORIGIN}/consents/${body.consentId}`);

    const status = await psd2('GET', `/consents/${body.consentId}/status`);
    expect(await status.json()).toEqual({ consentStatus: 'received' });

    const approved = await approve(body.consentId);
    expect(approved.status).toBe(200);
    const decision = (await approved.json()) as { status: string; redirectUrl: string };
    expect(decision.status).toBe('valid');
    const back = new URL(decision.redirectUrl);
    expect(back.origin + back.pathname).toBe('https://tpp.example/callback');
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.get('result')).toBe('ok');

    const consent = { 'Consent-ID': body.consentId };
    const list = await psd2('GET', '/accounts', { headers: consent });
    expect(list.status).toBe(200);
    const { accounts } = (await list.json()) as {
      accounts: { resourceId: string; bban: string }[];
    };
    expect(accounts).toHaveLength(1);
    const account = accounts[0]!;
    expect(account.resourceId).not.toMatch(/^\d+$/);

    const balances = await psd2('GET', `/accounts/${account.resourceId}/balances`, {
      headers: consent,
    });
    expect(balances.status).toBe(200);
    const b = (await balances.json()) as {
      balances: { balanceType: string; balanceAmount: { amount: string; currency: string } }[];
    };
    expect(b.balances.map((x) => x.balanceType)).toEqual(['closingBooked', 'interimAvailable']);
    expect(b.balances[0]!.balanceAmount.amount).toMatch(/^-?\d+\.\d{2}$/);

    const first = await psd2(
      'GET',
      `/accounts/${account.resourceId}/transactions?bookingStatus=booked&limit=3`,
      { headers: consent },
    );
    expect(first.status).toBe(200);
    const page = (await first.json()) as {
      transactions: {
        booked: { transactionId: string; transactionAmount: { amount: string } }[];
        _links: { next?: { href: string } };
      };
    };
    expect(page.transactions.booked).toHaveLength(3);
    expect(page.transactions.booked[0]!.transactionAmount.amount).toMatch(/^-?\d+\.\d{2}$/);
    const next = page.transactions._links.next?.href;
    expect(next).toBeDefined();
    const second = await psd2('GET', next!.replace('/psd2/v1', ''), { headers: consent });
    const page2 = (await second.json()) as typeof page;
    const ids = [...page.transactions.booked, ...page2.transactions.booked].map(
      (t) => t.transactionId,
    );
    expect(new Set(ids).size).toBe(6);

    const info = await psd2('GET', `/consents/${body.consentId}`);
    const granted = (await info.json()) as {
      consentStatus: string;
      access: { balances: { bban: string }[] };
    };
    expect(granted.consentStatus).toBe('valid');
    expect(granted.access.balances).toEqual([{ bban: account.bban, currency: 'USD' }]);

    // The customer sees it under Settings and revokes it; the next read is refused.
    const mine = await bank.call('GET', '/api/open-banking/consents', { cookie: customer });
    expect(((await mine.json()) as { id: string }[]).map((c) => c.id)).toEqual([body.consentId]);
    const revoked = await bank.call('DELETE', `/api/open-banking/consents/${body.consentId}`, {
      cookie: customer,
    });
    expect(revoked.status).toBe(200);
    const refused = await psd2('GET', '/accounts', { headers: consent });
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('CONSENT_INVALID');
  });

  it('refused by the customer: rejected, sent back with result nok, reads refused', async () => {
    const id = await askConsent();
    const res = await bank.call('POST', `/api/open-banking/consents/${id}/refuse`, {
      cookie: customer,
    });
    expect(res.status).toBe(200);
    const decision = (await res.json()) as { status: string; redirectUrl: string };
    expect(decision.status).toBe('rejected');
    expect(new URL(decision.redirectUrl).searchParams.get('result')).toBe('nok');
    const read = await psd2('GET', '/accounts', { headers: { 'Consent-ID': id } });
    expect(read.status).toBe(401);
    expect(await codeOf(read)).toBe('CONSENT_INVALID');
  });

  it('a wrong PIN approves nothing (403) and the consent stays received', async () => {
    const id = await askConsent();
    const res = await bank.call('POST', `/api/open-banking/consents/${id}/approve`, {
      cookie: customer,
      body: { pin: '9999', accountIds: [] },
    });
    expect(res.status).toBe(403);
    const status = await psd2('GET', `/consents/${id}/status`);
    expect(await status.json()).toEqual({ consentStatus: 'received' });
  });

  it('allPsd2 grants every open account with balances and transactions', async () => {
    const id = await askConsent({ access: { allPsd2: 'allAccounts' } });
    expect((await approve(id, [])).status).toBe(200);
    const res = await psd2('GET', '/accounts', { headers: { 'Consent-ID': id } });
    const { accounts } = (await res.json()) as {
      accounts: { _links: { balances?: unknown; transactions?: unknown } }[];
    };
    expect(accounts.length).toBe(3);
    for (const a of accounts) expect(a._links.balances && a._links.transactions).toBeTruthy();
  });

  it('the third party ends its consent: 204, terminatedByTpp', async () => {
    const id = await askConsent();
    await approve(id);
    expect((await psd2('DELETE', `/consents/${id}`)).status).toBe(204);
    const status = await psd2('GET', `/consents/${id}/status`);
    expect(await status.json()).toEqual({ consentStatus: 'terminatedByTpp' });
  });
});

describe('each refusal, with its status and code', () => {
  it('FORMAT_ERROR 400: no X-Request-ID, a bad body, no Consent-ID, a bad bookingStatus or limit', async () => {
    const noId = await bank.app.request(`${ORIGIN}/psd2/v1/accounts`, {
      headers: { 'X-API-Key': apiKey },
    });
    expect(noId.status).toBe(400);
    expect(await codeOf(noId)).toBe('FORMAT_ERROR');

    const badBody = await psd2('POST', '/consents', { body: { access: {} } });
    expect(badBody.status).toBe(400);
    expect(await codeOf(badBody)).toBe('FORMAT_ERROR');

    const past = await psd2('POST', '/consents', {
      body: {
        access: { accounts: [] },
        recurringIndicator: true,
        validUntil: '2001-01-01',
        frequencyPerDay: 4,
      },
    });
    expect(past.status).toBe(400);

    const noConsent = await psd2('GET', '/accounts');
    expect(noConsent.status).toBe(400);
    expect(await codeOf(noConsent)).toBe('FORMAT_ERROR');

    const id = await askConsent();
    await approve(id);
    const accounts = await psd2('GET', '/accounts', { headers: { 'Consent-ID': id } });
    const resourceId = ((await accounts.json()) as { accounts: { resourceId: string }[] })
      .accounts[0]!.resourceId;
    const badStatus = await psd2(
      'GET',
      `/accounts/${resourceId}/transactions?bookingStatus=information`,
      { headers: { 'Consent-ID': id } },
    );
    expect(badStatus.status).toBe(400);
    expect(await codeOf(badStatus)).toBe('FORMAT_ERROR');

    // A page size is decimal digits: '0x10' is not 16, nor '1e1' 10, nor '+5' 5.
    for (const limit of ['0x10', '1e1', '+5', ' 5', '', '0', '101']) {
      const badLimit = await psd2(
        'GET',
        `/accounts/${resourceId}/transactions?bookingStatus=booked&limit=${encodeURIComponent(limit)}`,
        { headers: { 'Consent-ID': id } },
      );
      expect(badLimit.status, limit).toBe(400);
      const body = (await badLimit.json()) as { tppMessages: { code: string; text: string }[] };
      expect(body.tppMessages[0]!.code).toBe('FORMAT_ERROR');
      expect(body.tppMessages[0]!.text).toMatch(/limit/);
    }
  });

  it('TOKEN_INVALID 401: no key, a wrong key, a revoked third party', async () => {
    const none = await psd2('GET', '/accounts', { key: null });
    expect(none.status).toBe(401);
    expect(await codeOf(none)).toBe('TOKEN_INVALID');
    const wrong = await psd2('GET', '/accounts', { key: `${apiKey.split('.')[0]}.nope` });
    expect(wrong.status).toBe(401);
    expect(await codeOf(wrong)).toBe('TOKEN_INVALID');

    const admin = await bank.login('admin');
    const id = apiKey.split('.')[0]!;
    const revoke = await bank.call('DELETE', `/api/admin/third-parties/${id}`, { cookie: admin });
    expect(revoke.status).toBe(200);
    const revoked = await psd2('GET', '/accounts', { headers: { 'Consent-ID': 'x' } });
    expect(revoked.status).toBe(401);
    expect(await codeOf(revoked)).toBe('TOKEN_INVALID');
  });

  it('CONSENT_UNKNOWN 403: an unknown consent, or another third party’s', async () => {
    const unknown = await psd2('GET', '/accounts', { headers: { 'Consent-ID': 'cns-nothing' } });
    expect(unknown.status).toBe(403);
    expect(await codeOf(unknown)).toBe('CONSENT_UNKNOWN');

    const id = await askConsent();
    const admin = await bank.login('admin');
    const other = await bank.call('POST', '/api/admin/third-parties', {
      cookie: admin,
      body: { name: 'Other App', redirectUri: 'https://other.example/cb' },
    });
    const otherKey = ((await other.json()) as { apiKey: string }).apiKey;
    const status = await psd2('GET', `/consents/${id}/status`, { key: otherKey });
    expect(status.status).toBe(403);
    expect(await codeOf(status)).toBe('CONSENT_UNKNOWN');
  });

  it('CONSENT_INVALID 401: not yet approved', async () => {
    const id = await askConsent();
    const res = await psd2('GET', '/accounts', { headers: { 'Consent-ID': id } });
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('CONSENT_INVALID');
  });

  it('CONSENT_EXPIRED 401: past validUntil on the bank’s clock', async () => {
    const id = await askConsent({ validUntil: future(2) });
    await approve(id);
    setClockOffset(bank.db, 5 * 86_400);
    const res = await psd2('GET', '/accounts', { headers: { 'Consent-ID': id } });
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('CONSENT_EXPIRED');
    const status = await psd2('GET', `/consents/${id}/status`);
    expect(await status.json()).toEqual({ consentStatus: 'expired' });
  });

  it('ACCESS_EXCEEDED 429: past frequencyPerDay without the customer; the next day reads again', async () => {
    const id = await askConsent({ frequencyPerDay: 2 });
    await approve(id);
    const read = (headers: Record<string, string> = {}) =>
      psd2('GET', '/accounts', { headers: { 'Consent-ID': id, ...headers } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const third = await read();
    expect(third.status).toBe(429);
    expect(await codeOf(third)).toBe('ACCESS_EXCEEDED');
    // With the customer present the read is not counted.
    expect((await read({ 'PSU-IP-Address': '192.0.2.1' })).status).toBe(200);
    setClockOffset(bank.db, 86_400);
    expect((await read()).status).toBe(200);
  });

  it('RESOURCE_UNKNOWN 404: an account the consent does not name', async () => {
    const id = await askConsent();
    await approve(id);
    const res = await psd2('GET', '/accounts/acc-nothing/balances', {
      headers: { 'Consent-ID': id },
    });
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('RESOURCE_UNKNOWN');
  });

  it('CONSENT_INVALID 401: an account granted without balances', async () => {
    const id = await askConsent({ access: { transactions: [] } });
    await approve(id);
    const accounts = await psd2('GET', '/accounts', { headers: { 'Consent-ID': id } });
    const resourceId = ((await accounts.json()) as { accounts: { resourceId: string }[] })
      .accounts[0]!.resourceId;
    const res = await psd2('GET', `/accounts/${resourceId}/balances`, {
      headers: { 'Consent-ID': id },
    });
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('CONSENT_INVALID');
  });

  it('SERVICE_INVALID 405 and SERVICE_UNKNOWN 404', async () => {
    const put = await psd2('PUT', '/accounts');
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('GET');
    expect(await codeOf(put)).toBe('SERVICE_INVALID');
    const nothing = await psd2('GET', '/payments');
    expect(nothing.status).toBe(404);
    expect(await codeOf(nothing)).toBe('SERVICE_UNKNOWN');
  });
});

describe('documentation', () => {
  it('serves its OpenAPI document, reference page and Postman collection', async () => {
    const doc = await bank.app.request(`${ORIGIN}/psd2/v1/openapi.json`);
    expect(doc.status).toBe(200);
    const json = (await doc.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(json.paths)).toEqual([
      '/consents',
      '/consents/{consentId}',
      '/consents/{consentId}/status',
      '/accounts',
      '/accounts/{account-id}/balances',
      '/accounts/{account-id}/transactions',
    ]);
    const page = await bank.app.request(`${ORIGIN}/psd2/v1/docs`);
    expect(await page.text()).toContain('swagger-ui');
    const postman = await bank.app.request(`${ORIGIN}/psd2/v1/postman.json`);
    const collection = (await postman.json()) as { item: { item: unknown[] }[] };
    expect(collection.item.flatMap((f) => f.item)).toHaveLength(10);
  });
});
