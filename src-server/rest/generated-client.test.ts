/**
 * Clients generated from the served OpenAPI documents work, the way an integrator or an API
 * class builds them: openapi-typescript turns GET /api/openapi.json and the open-banking API's
 * GET /psd2/v1/openapi.json into TypeScript types, and small programs written against them with
 * openapi-fetch must type-check (with the compiler's strict settings) and then run against the
 * bank. The bank's API: sign in, issue an API token, read the accounts with it, move money with
 * an Idempotency-Key, replay it, and read a refusal's `{message, code}`. The open-banking API:
 * ask for a consent, have the customer approve it, read the accounts and a balance under it.
 * The programs also hold calls the types must refuse (an amount as a number, a transfer type
 * that does not exist, a path the API lacks, a missing required field or body): each is marked
 * `@ts-expect-error`, so a document that lost its types (a body typed `unknown`, a required
 * body made optional) fails the check.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The program an integrator would write against the generated types. `fetch` is the HTTP
 * client to use (the bank's app in this test); the answer is what it saw.
 */
const PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function journey(fetch: (request: Request) => Promise<Response>) {
  const baseUrl = '${ORIGIN}/api';
  const session = createClient<paths>({ baseUrl, fetch });
  const signedIn = await session.POST('/auth/login', {
    body: { username: 'demo', password: 'Demo-1234' },
  });
  const cookie = signedIn.response.headers.get('set-cookie')?.split(';')[0] ?? '';
  const issued = await session.POST('/tokens', {
    headers: { Cookie: cookie, Origin: '${ORIGIN}' },
    body: { name: 'Generated client', scopes: ['read', 'transfer'], expiresInDays: 1 },
  });
  if (!issued.data) throw new Error('no token: ' + issued.response.status);
  const secret: string = issued.data.token;

  const api = createClient<paths>({
    baseUrl,
    fetch,
    headers: { Authorization: 'Bearer ' + secret },
  });
  const listed = await api.GET('/accounts');
  const accounts = listed.data ?? [];
  const from = accounts.find((a) => a.accountType === 'CHECKING');
  const to = accounts.find((a) => a.accountType === 'SAVINGS');
  if (!from || !to) throw new Error('no accounts');
  const balance: string = from.availableBalance;

  const body = {
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: '12.34',
    transferType: 'INTERNAL' as const,
    description: 'Generated client',
  };
  const key = { header: { 'Idempotency-Key': 'generated-client-1' } };
  const sent = await api.POST('/transfers', { params: key, body });
  const again = await api.POST('/transfers', { params: key, body });
  const refused = await api.POST('/transfers', {
    body: { ...body, amount: '99999999.00' },
  });

  if (false as boolean) {
    // @ts-expect-error the document asks for amounts as decimal strings
    await api.POST('/transfers', { body: { ...body, amount: 12.34 } });
    // @ts-expect-error the transfer types are INTERNAL, LOCAL and WIRE
    await api.POST('/transfers', { body: { ...body, transferType: 'SWIFT' } });
    // @ts-expect-error the API has no such path
    await api.GET('/no-such-path');
    // @ts-expect-error a transfer needs its source account
    await api.POST('/transfers', { body: { amount: '1.00', transferType: 'INTERNAL' } });
  }

  return {
    signedIn: signedIn.response.status,
    scopes: issued.data.scopes,
    balance,
    sent: { status: sent.response.status, transfer: sent.data?.status, amount: sent.data?.amount },
    again: {
      status: again.response.status,
      replayed: again.response.headers.get('Idempotent-Replayed'),
      id: again.data?.id,
      first: sent.data?.id,
    },
    refused: {
      status: refused.response.status,
      code: refused.error?.code,
      message: refused.error?.message,
    },
  };
}
`;

/**
 * A third party's program against the open-banking API's own document (/psd2/v1): ask for a
 * consent, send the customer to approve it (`approve`, the bank's own screen), then read the
 * accounts and a balance under the consent.
 */
const PSD2_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './psd2';

export async function psd2Journey(
  fetch: (request: Request) => Promise<Response>,
  apiKey: string,
  validUntil: string,
  approve: (consentId: string) => Promise<void>,
) {
  const tpp = createClient<paths>({
    baseUrl: '${ORIGIN}/psd2/v1',
    fetch,
    headers: { 'X-API-Key': apiKey },
  });
  const request = () => ({ 'X-Request-ID': crypto.randomUUID() });
  const created = await tpp.POST('/consents', {
    params: { header: request() },
    body: {
      access: { balances: [], transactions: [] },
      recurringIndicator: true,
      validUntil,
      frequencyPerDay: 4,
    },
  });
  if (!created.data) throw new Error('no consent: ' + created.response.status);
  const consentId: string = created.data.consentId;
  await approve(consentId);
  const status = await tpp.GET('/consents/{consentId}/status', {
    params: { path: { consentId }, header: request() },
  });
  const listed = await tpp.GET('/accounts', {
    params: { header: { ...request(), 'Consent-ID': consentId } },
  });
  const first = listed.data?.accounts[0];
  if (!first) throw new Error('no account: ' + listed.response.status);
  const balances = await tpp.GET('/accounts/{account-id}/balances', {
    params: { path: { 'account-id': first.resourceId }, header: { ...request(), 'Consent-ID': consentId } },
  });

  if (false as boolean) {
    // @ts-expect-error a consent is asked with its access, validity and frequency
    await tpp.POST('/consents', { params: { header: request() } });
    // @ts-expect-error reading accounts needs the consent's id
    await tpp.GET('/accounts', { params: { header: request() } });
  }

  return {
    created: created.response.status,
    consentStatus: status.data?.consentStatus,
    accounts: listed.data?.accounts.length,
    balance: balances.data?.balances[0]?.balanceAmount,
  };
}
`;

/** What the program answers: each step's status and the fields it read. */
interface Seen {
  signedIn: number;
  scopes: string[];
  balance: string;
  sent: { status: number; transfer?: string; amount?: string };
  again: { status: number; replayed: string | null; id?: number; first?: number };
  refused: { status: number; code?: string; message?: string };
}

let bank: TestBank;
let dir: string;
beforeAll(async () => {
  bank = await createTestBank('demo');
  // Under the project's node_modules, so that the program's imports resolve as an
  // integrator's would, and out of the source tree.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'generated-client-'));
  for (const [document, types] of [
    ['/api/openapi.json', 'api.ts'],
    ['/psd2/v1/openapi.json', 'psd2.ts'],
  ] as const) {
    const served = await bank.app.request(`${ORIGIN}${document}`);
    expect(served.status).toBe(200);
    writeFileSync(join(dir, types), astToString(await openapiTS(await served.text())));
  }
  writeFileSync(join(dir, 'journey.ts'), PROGRAM);
  writeFileSync(join(dir, 'psd2-journey.ts'), PSD2_PROGRAM);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Compiles a program to JavaScript beside the generated types and imports it. */
async function load<T>(program: string, name: string): Promise<T> {
  const output = ts.transpileModule(program, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const file = join(dir, name);
  writeFileSync(file, output.outputText);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

describe('a client generated from the OpenAPI documents with openapi-typescript', () => {
  it('type-checks a program that uses it, and refuses the calls the API refuses', () => {
    const program = ts.createProgram([join(dir, 'journey.ts'), join(dir, 'psd2-journey.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file
        ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('signs in, issues a token, moves money once under an Idempotency-Key and reads a refusal', async () => {
    const { journey } = await load<{
      journey: (fetch: (request: Request) => Promise<Response>) => Promise<Seen>;
    }>(PROGRAM, 'journey.mjs');
    const seen = await journey(async (request) => bank.app.request(request));
    expect(seen.signedIn).toBe(200);
    expect(seen.scopes).toEqual(['read', 'transfer']);
    expect(seen.balance).toMatch(/^-?\d+\.\d{2}$/);
    expect(seen.sent).toEqual({ status: 201, transfer: 'COMPLETED', amount: '12.34' });
    expect(seen.again).toMatchObject({ status: 201, replayed: 'true' });
    expect(seen.again.id).toBe(seen.again.first);
    expect(seen.refused.status).toBe(422);
    expect(seen.refused.code).toBeTypeOf('string');
    expect(seen.refused.message).toMatch(/insufficient/i);
  });
  it('asks the open-banking API for a consent, and reads accounts and a balance under it', async () => {
    const admin = await bank.login('admin');
    const registered = await bank.call('POST', '/api/admin/third-parties', {
      cookie: admin,
      body: { name: 'Generated client', redirectUri: 'https://tpp.example/callback' },
    });
    expect(registered.status).toBe(201);
    const { apiKey } = (await registered.json()) as { apiKey: string };
    const customer = await bank.login('demo');
    const approve = async (consentId: string) => {
      const view = await bank.call('GET', `/api/open-banking/consents/${consentId}`, {
        cookie: customer,
      });
      const { choices } = (await view.json()) as { choices: { id: number }[] };
      const approved = await bank.call('POST', `/api/open-banking/consents/${consentId}/approve`, {
        cookie: customer,
        body: { pin: '1234', accountIds: [choices[0]!.id] },
      });
      expect(approved.status).toBe(200);
    };
    const { psd2Journey } = await load<{
      psd2Journey: (
        fetch: (request: Request) => Promise<Response>,
        apiKey: string,
        validUntil: string,
        approve: (consentId: string) => Promise<void>,
      ) => Promise<{
        created: number;
        consentStatus?: string;
        accounts?: number;
        balance?: { currency: string; amount: string };
      }>;
    }>(PSD2_PROGRAM, 'psd2-journey.mjs');
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const seen = await psd2Journey(
      async (request) => bank.app.request(request),
      apiKey,
      validUntil,
      approve,
    );
    expect(seen).toMatchObject({ created: 201, consentStatus: 'valid', accounts: 1 });
    expect(seen.balance?.currency).toBe('USD');
    expect(seen.balance?.amount).toMatch(/^-?\d+\.\d{2}$/);
  });
});
