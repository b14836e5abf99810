/**
 * Refusals of the routes outside tRPC (check deposits, enrollment, statement files, the event
 * stream) in the caller's language, as the tRPC procedures answer theirs: a caller who reads
 * Italian (saved, or sent as Accept-Language, as the bank's screens send their language) gets
 * the message and each field issue in Italian; the status, the code and the field paths never
 * change, and English stays the default.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';

let bank: TestBank;
let demo: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const TEXT = Buffer.from('not an image at all');

type Refusal = { message: string; code: string; issues?: { path: string[]; message: string }[] };

beforeAll(async () => {
  bank = await createTestBank('demo', { UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'bank-it-')) });
  demo = await bank.login('demo');
});

/** Posts multipart `fields` and `files` to `path`; the status and the refusal's body. */
async function post(
  path: string,
  fields: Record<string, string>,
  files: Record<string, Blob>,
  headers: Record<string, string>,
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, v] of Object.entries(files)) fd.append(k, v, `${k}.bin`);
  const res = await bank.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: fd,
    headers: { Origin: ORIGIN, ...headers },
  });
  await assertMatchesContract('POST', path, res);
  return { status: res.status, body: (await res.json()) as Refusal };
}

/** A GET of `path`; the status and the body. */
async function get(path: string, headers: Record<string, string>) {
  const res = await bank.call('GET', path, { headers });
  return { status: res.status, body: (await res.json()) as Refusal };
}

describe('refusals of the routes outside tRPC, read in Italian', () => {
  it('answers a check image that is no image in Italian, with the same status and code', async () => {
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
    }[];
    const fields = { accountId: String(accounts[0]!.id), amount: '10.00' };
    const files = { front: new Blob([TEXT]), back: new Blob([PNG]) };
    const english = await post('/api/deposits/check', fields, files, { Cookie: demo });
    const italian = await post('/api/deposits/check', fields, files, {
      Cookie: demo,
      'Accept-Language': 'it-IT,it',
    });
    expect(english.status).toBe(400);
    expect(italian.status).toBe(400);
    expect(italian.body.code).toBe(english.body.code);
    expect(english.body.message).toBe(
      'front: The front of the check must be a JPEG or PNG file (its content is not)',
    );
    expect(italian.body.message).toBe(
      "front: Il fronte dell'assegno: deve essere un file JPEG o PNG (il suo contenuto non lo è)",
    );
  });

  it('answers a body that is not multipart in Italian', async () => {
    const res = await bank.call('POST', '/api/deposits/check', {
      cookie: demo,
      body: { amount: '10.00' },
      headers: { 'Accept-Language': 'it' },
    });
    expect(res.status).toBe(415);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toBe(
      "Invia l'assegno come multipart/form-data, con le immagini del fronte e del retro",
    );
  });

  it("gives an application's field issues in Italian, under the same paths", async () => {
    const fields = { name: 'Maria Rossi', email: 'not-an-email', pin: '12' };
    const files = { passport: new Blob([PNG]), idDocument: new Blob([PNG]) };
    const english = await post('/api/applications', fields, files, {});
    const italian = await post('/api/applications', fields, files, { 'Accept-Language': 'it' });
    expect(english.status).toBe(400);
    expect(italian.status).toBe(400);
    expect(italian.body.code).toBe('BAD_REQUEST');
    const paths = (r: { body: Refusal }) => r.body.issues?.map((i) => i.path.join('.'));
    expect(paths(italian)).toEqual(paths(english));
    const email = (r: { body: Refusal }) =>
      r.body.issues?.find((i) => i.path[0] === 'email')?.message;
    expect(email(english)).toBe('Valid email required');
    expect(email(italian)).toBe("Inserisci un'email valida");
    // The message that names the issues is the Italian one too.
    expect(italian.body.message).toContain("email: Inserisci un'email valida");
  });

  it('refuses an unknown account’s statement file and a caller who is not signed in in Italian', async () => {
    const file = await get('/api/accounts/999999/statement.csv', {
      Cookie: demo,
      'Accept-Language': 'it',
    });
    expect(file).toEqual({
      status: 404,
      body: { message: 'Conto non trovato', code: 'NOT_FOUND' },
    });
    const english = await get('/api/events', {});
    const italian = await get('/api/events', { 'Accept-Language': 'it' });
    expect(italian.status).toBe(401);
    expect(italian.body.code).toBe(english.body.code);
    expect(italian.body.message).not.toBe(english.body.message);
  });

  it('keeps English for a caller who asks for no language', async () => {
    const res = await bank.call('POST', '/api/deposits/check', { cookie: demo, body: {} });
    expect(((await res.json()) as Refusal).message).toBe(
      'Send the check as multipart/form-data with the front and back images',
    );
  });
});
