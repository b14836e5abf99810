/**
 * File routes and the password the bank chose: while a user must change their password,
 * the tax summary files, the admin's stored uploads (application documents, check images),
 * a class credentials sheet, a check deposit and the event stream (REST and tRPC) refuse
 * with 403 PASSWORD_CHANGE_REQUIRED, like the statement files; once the flag is gone the same
 * requests are served.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetUserSessions } from '../auth/session';
import { applications, deposits, users } from '../db/schema';
import { postJournal } from '../ledger/post';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let marcus: string;
let admin: string;
let savingsId: number;
let applicationId: number;
let depositId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const get = (path: string, cookie: string) =>
  bank.app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

/** Sets the flag straight in the table, so the session cache must forget that user. */
const mustChange = (username: string, value: boolean) => {
  bank.db
    .update(users)
    .set({ mustChangePassword: value })
    .where(eq(users.id, bank.userId(username)))
    .run();
  forgetUserSessions(bank.db, bank.userId(username));
};

beforeAll(async () => {
  const uploads = mkdtempSync(join(tmpdir(), 'bank-download-guard-'));
  bank = await createTestBank('demo', { UPLOAD_DIR: uploads });
  marcus = await bank.login('marcus');
  admin = await bank.login('admin');

  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: marcus })).json()) as {
    id: number;
    accountType: string;
  }[];
  savingsId = accounts.find((a) => a.accountType === 'SAVINGS')!.id;
  postJournal(bank.db, {
    kind: 'DEPOSIT',
    description: 'Deposit',
    at: new Date('2002-05-01T12:00:00Z'),
    lines: [
      { accountId: savingsId, amount: 10_000, description: 'Deposit' },
      { ledger: 'FUNDING', amount: -10_000 },
    ],
  });

  writeFileSync(join(uploads, 'guard-doc.pdf'), PDF);
  applicationId = bank.db.select({ id: applications.id }).from(applications).limit(1).get()!.id;
  bank.db
    .update(applications)
    .set({ passportPath: 'guard-doc.pdf', idPath: 'guard-doc.pdf' })
    .where(eq(applications.id, applicationId))
    .run();
  // A held check whose two images are stored (the row as a check deposit leaves it).
  depositId = bank.db
    .insert(deposits)
    .values({
      userId: bank.userId('marcus'),
      accountId: savingsId,
      kind: 'CHECK',
      amount: 2_500,
      status: 'HELD',
      frontPath: 'guard-doc.pdf',
      backPath: 'guard-doc.pdf',
    })
    .returning({ id: deposits.id })
    .get().id;
});

describe('downloads while the password must be changed', () => {
  it('refuses the tax summary files, then serves them once the password is changed', async () => {
    const paths = [
      `/api/accounts/${savingsId}/tax-summaries/2002.csv`,
      `/api/accounts/${savingsId}/tax-summaries/2002.pdf`,
      `/api/accounts/${savingsId}/statement.csv?from=2002-01-01&to=2002-12-31`,
    ];
    mustChange('marcus', true);
    for (const path of paths) {
      const res = await get(path, marcus);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    mustChange('marcus', false);
    for (const path of paths) expect((await get(path, marcus)).status, path).toBe(200);
  });

  it('refuses the admin’s application documents and check images, then serves them', async () => {
    const paths = [
      `/api/admin/applications/${applicationId}/documents/passport`,
      `/api/admin/applications/${applicationId}/documents/idDocument`,
      `/api/admin/deposits/${depositId}/images/front`,
      `/api/admin/deposits/${depositId}/images/back`,
    ];
    mustChange('admin', true);
    for (const path of paths) {
      const res = await get(path, admin);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    mustChange('admin', false);
    for (const path of paths) {
      const res = await get(path, admin);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('refuses a class credentials sheet, then serves it', async () => {
    const made = await bank.call('POST', '/api/admin/classes', {
      cookie: admin,
      body: { name: 'Guarded', count: 2, prefix: 'guard', openingDeposit: '0.00' },
    });
    expect(made.status).toBe(201);
    const { class: created } = (await made.json()) as { class: { id: number } };
    const path = `/api/admin/classes/${created.id}/credentials.csv`;
    mustChange('admin', true);
    const refused = await get(path, admin);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    mustChange('admin', false);
    const served = await get(path, admin);
    expect(served.status).toBe(200);
    expect(await served.text()).toMatch(/^username,password,name\nguard/);
  });

  it('refuses a check deposit, then takes it', async () => {
    const send = () => {
      const form = new FormData();
      form.append('accountId', String(savingsId));
      form.append('amount', '12.34');
      form.append('front', new Blob([PNG], { type: 'image/png' }), 'front.png');
      form.append('back', new Blob([PNG], { type: 'image/png' }), 'back.png');
      return bank.app.request(`${ORIGIN}/api/deposits/check`, {
        method: 'POST',
        headers: { Cookie: marcus, Origin: ORIGIN },
        body: form,
      });
    };
    const held = () => bank.db.select({ id: deposits.id }).from(deposits).all().length;
    const before = held();
    mustChange('marcus', true);
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(held()).toBe(before);
    mustChange('marcus', false);
    expect((await send()).status).toBe(201);
  });

  it('refuses the event stream, REST and tRPC, then opens it', async () => {
    const paths = ['/api/events', '/trpc/events.stream?input=%7B%7D'];
    mustChange('marcus', true);
    const rest = await get(paths[0]!, marcus);
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    // A tRPC subscription over SSE answers 200 and sends its refusal as the stream's one event.
    const abort = new AbortController();
    const trpc = await bank.app.request(`${ORIGIN}${paths[1]}`, {
      headers: { Cookie: marcus },
      signal: abort.signal,
    });
    const reader = trpc.body!.getReader();
    let text = '';
    while (!text.includes('PASSWORD_CHANGE_REQUIRED')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    abort.abort();
    await reader.cancel().catch(() => {});
    expect(text).toMatch(/event: serialized-error[\s\S]*"domainCode":"PASSWORD_CHANGE_REQUIRED"/);
    mustChange('marcus', false);
    for (const path of paths) {
      const abort = new AbortController();
      const res = await bank.app.request(`${ORIGIN}${path}`, {
        headers: { Cookie: marcus },
        signal: abort.signal,
      });
      expect(res.status, path).toBe(200);
      abort.abort();
      await res.body?.cancel().catch(() => {});
    }
  });
});
