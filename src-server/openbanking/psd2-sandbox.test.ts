/**
 * The open-banking API inside a sandbox bank: a class's own third party, consents and reads
 * under /s/{name}/psd2/v1, with the links pointing into the sandbox, and keys that never cross
 * between the sandbox and the main bank.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { SandboxManager } from '../sandboxes/manager';
import { DEFAULT_BRAND } from '../shared/brand';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let manager: SandboxManager;
const dir = mkdtempSync(join(tmpdir(), 'bank-psd2-sandbox-'));
const NAME = 'ob-class';

/** A request to the sandbox, as a browser or a third party on the bank's origin sends it. */
async function inSandbox(
  path: string,
  options: {
    method?: string;
    cookie?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return bank.app.request(`${ORIGIN}/s/${NAME}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Signs in to the sandbox; answers its cookie pair. */
async function sandboxLogin(username: string, password: string): Promise<string> {
  const res = await inSandbox('/api/auth/login', {
    method: 'POST',
    body: { username, password },
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Registers a third party with the admin of the sandbox; answers its API key. */
async function registerInSandbox(): Promise<string> {
  const admin = await sandboxLogin('admin', 'Admin-1234');
  const res = await inSandbox('/api/admin/third-parties', {
    method: 'POST',
    cookie: admin,
    body: { name: 'Class Budget App', redirectUri: 'https://tpp.example/callback' },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { apiKey: string }).apiKey;
}

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  bank = await createTestBank('demo', {}, (env) => {
    manager = new SandboxManager({
      dir,
      max: 2,
      idleSeconds: 60,
      maxOpen: 2,
      env,
      brand: DEFAULT_BRAND,
      createApp,
      schedule: false,
    });
    return manager;
  });
  const admin = await bank.login('admin');
  const created = await bank.call('POST', '/api/sandboxes', {
    cookie: admin,
    body: { name: NAME },
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await manager.shutdown();
  rmSync(dir, { recursive: true, force: true });
});

describe('open banking in a sandbox', () => {
  it('asks, approves and reads under the sandbox path, with links into the sandbox', async () => {
    const key = await registerInSandbox();
    const psd2 = { 'X-API-Key': key, 'X-Request-ID': randomUUID() };
    const asked = await inSandbox('/psd2/v1/consents', {
      method: 'POST',
      headers: psd2,
      body: {
        access: { balances: [], transactions: [] },
        recurringIndicator: true,
        validUntil: future(30),
        frequencyPerDay: 4,
      },
    });
    expect(asked.status).toBe(201);
    const consent = (await asked.json()) as {
      consentId: string;
      _links: { scaRedirect: { href: string } };
    };
    expect(consent._links.scaRedirect.href).toBe(
      `${ORIGIN}/s/${NAME}/consents/${consent.consentId}`,
    );

    const customer = await sandboxLogin('demo', 'Demo-1234');
    const view = await inSandbox(`/api/open-banking/consents/${consent.consentId}`, {
      cookie: customer,
    });
    expect(view.status).toBe(200);
    const choices = ((await view.json()) as { choices: { id: number }[] }).choices;
    const approved = await inSandbox(`/api/open-banking/consents/${consent.consentId}/approve`, {
      method: 'POST',
      cookie: customer,
      body: { pin: '1234', accountIds: [choices[0]!.id] },
    });
    expect(approved.status).toBe(200);

    const accounts = await inSandbox('/psd2/v1/accounts', {
      headers: { ...psd2, 'X-Request-ID': randomUUID(), 'Consent-ID': consent.consentId },
    });
    expect(accounts.status).toBe(200);
    expect(((await accounts.json()) as { accounts: unknown[] }).accounts).toHaveLength(1);
  });

  it('refuses a sandbox key at the main bank and a main-bank key in the sandbox', async () => {
    const sandboxKey = await registerInSandbox();
    const atMain = await bank.app.request(`${ORIGIN}/psd2/v1/accounts`, {
      headers: { 'X-API-Key': sandboxKey, 'X-Request-ID': randomUUID(), 'Consent-ID': 'x' },
    });
    expect(atMain.status).toBe(401);

    const admin = await bank.login('admin');
    const main = await bank.call('POST', '/api/admin/third-parties', {
      cookie: admin,
      body: { name: 'Main Bank App', redirectUri: 'https://tpp.example/callback' },
    });
    expect(main.status).toBe(201);
    const mainKey = ((await main.json()) as { apiKey: string }).apiKey;
    const inside = await inSandbox('/psd2/v1/accounts', {
      headers: { 'X-API-Key': mainKey, 'X-Request-ID': randomUUID(), 'Consent-ID': 'x' },
    });
    expect(inside.status).toBe(401);
  });
});
