/**
 * A client generated from the served OpenAPI document works, the way an integrator or an API
 * class builds one: openapi-typescript turns GET /api/openapi.json into TypeScript types, and a
 * small program written against them with openapi-fetch must type-check (with the compiler's
 * strict settings) and then run against the bank: sign in, issue an API token, read the
 * accounts with it, move money with an Idempotency-Key, replay it, and read a refusal's
 * `{message, code}`. The program also holds calls the types must refuse (an amount as a number,
 * a transfer type that does not exist, a path the API lacks, a missing required field): each
 * is marked `@ts-expect-error`, so a document that lost its types (a body typed `unknown`)
 * fails the check.
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
  const served = await bank.app.request(`${ORIGIN}/api/openapi.json`);
  expect(served.status).toBe(200);
  const types = astToString(await openapiTS(await served.text()));
  writeFileSync(join(dir, 'api.ts'), types);
  writeFileSync(join(dir, 'journey.ts'), PROGRAM);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document with openapi-typescript', () => {
  it('type-checks a program that uses it, and refuses the calls the API refuses', () => {
    const program = ts.createProgram([join(dir, 'journey.ts')], {
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
    const output = ts.transpileModule(PROGRAM, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const file = join(dir, 'journey.mjs');
    writeFileSync(file, output.outputText);
    const { journey } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      journey: (fetch: (request: Request) => Promise<Response>) => Promise<Seen>;
    };
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
});
