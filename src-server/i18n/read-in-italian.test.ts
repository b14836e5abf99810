/**
 * A bank read in Italian: every text the demo bank was seeded with has an Italian template,
 * and a customer who reads Italian (saved, or sent as Accept-Language) gets notifications,
 * statement rows, the transfer list's descriptions, statement files, countries and emails in Italian; English stays the
 * default and what is stored (the statement search still reads it).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications, outboxMessages, transactions } from '../db/schema';
import { queueMessage } from '../services/outbox/queue';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { translateText } from './translate';

describe('a bank read in Italian', () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await createTestBank();
  });

  it('has an Italian text for every notification and statement row of the demo seed', () => {
    const texts = [
      ...bank.db
        .selectDistinct({ text: notifications.title })
        .from(notifications)
        .all()
        .map((r) => r.text),
      ...bank.db
        .selectDistinct({ text: notifications.message })
        .from(notifications)
        .all()
        .map((r) => r.text),
      ...bank.db
        .selectDistinct({ text: transactions.description })
        .from(transactions)
        .all()
        .map((r) => r.text),
    ];
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => translateText(text, 'it') === text)).toEqual([]);
  });

  it('names a movement in the transfer list as the statement does, in Italian too', async () => {
    const cookie = await bank.login('demo');
    const demoId = bank.userId('demo');
    const italian = { 'Accept-Language': 'it' };
    const transfers = (await (
      await bank.call('GET', `/api/transfers/${demoId}?limit=100`, { cookie, headers: italian })
    ).json()) as { description: string | null }[];
    const descriptions = transfers.map((t) => t.description);
    expect(descriptions).toContain('Risparmio mensile');
    expect(descriptions).not.toContain('Monthly savings');
    // The transfer screens' own read (tRPC).
    const input = encodeURIComponent(JSON.stringify({ limit: 100 }));
    const screen = await bank.app.request(`${ORIGIN}/trpc/transfers.page?input=${input}`, {
      headers: { Cookie: cookie, ...italian },
    });
    const { result } = (await screen.json()) as {
      result: { data: { items: { description: string | null }[] } };
    };
    expect(result.data.items.map((t) => t.description)).toContain('Risparmio mensile');
    const english = (await (
      await bank.call('GET', `/api/transfers/${demoId}?limit=100`, { cookie })
    ).json()) as { description: string | null }[];
    expect(english.map((t) => t.description)).toContain('Monthly savings');
  });

  it("names the browsers of the sign-in activity in the reader's language", async () => {
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: 'jane', password: 'Demo-1234' },
      headers: {
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))!
      .split(';')[0]!;
    const janeId = bank.userId('jane');
    const read = async (headers: Record<string, string>) =>
      (
        (await (
          await bank.call('GET', `/api/users/${janeId}/sessions`, { cookie, headers })
        ).json()) as { browser: string }[]
      ).map((s) => s.browser);
    expect(await read({})).toContain('Chrome on Linux');
    expect(await read({ 'Accept-Language': 'it' })).toContain('Chrome su Linux');
  });

  it('answers in the saved language, or the Accept-Language of one who saved none', async () => {
    const cookie = await bank.login('demo');
    const demoId = bank.userId('demo');
    const first = async (headers: Record<string, string>) => {
      const res = await bank.call('GET', `/api/notifications/${demoId}?limit=100`, {
        cookie,
        headers,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { title: string }[]).map((n) => n.title);
    };
    const english = await first({});
    expect(english).toContain('Bill paid');
    const italian = await first({ 'Accept-Language': 'it-IT,it;q=0.9' });
    expect(italian).toContain('Bolletta pagata');
    expect(italian).not.toContain('Bill paid');

    await bank.caller('demo').settings.setLanguage({ language: 'en' });
    expect(await first({ 'Accept-Language': 'it' })).toContain('Bill paid');
    await bank.caller('demo').settings.setLanguage({ language: 'it' });
    expect(await first({})).toContain('Bolletta pagata');

    const checking = bank.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.userId} = ${demoId} and ${accounts.accountType} = 'CHECKING'`)
      .get()!;
    const rows = await bank.call('GET', `/api/transactions/${checking.id}?limit=100`, {
      cookie,
    });
    const descriptions = ((await rows.json()) as { description: string }[]).map(
      (r) => r.description,
    );
    expect(descriptions.some((d) => d.startsWith('Pagamento bolletta - '))).toBe(true);
    // Search still reads the stored English text.
    const search = await bank.call('GET', `/api/transactions/${checking.id}?q=bill%20payment`, {
      cookie,
    });
    expect(((await search.json()) as unknown[]).length).toBeGreaterThan(0);

    const csv = await bank.call('GET', `/api/accounts/${checking.id}/statement.csv`, { cookie });
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('Data,Descrizione,Tipo,Importo,Saldo,Riferimento');
    expect(text).toMatch(/\n\d{2}\/\d{2}\/\d{4},Pagamento bolletta - /);
    await bank.caller('demo').settings.setLanguage({ language: 'en' });
    const back = await bank.call('GET', `/api/accounts/${checking.id}/statement.csv`, { cookie });
    expect((await back.text()).split('\n')[0]).toBe(
      'Date,Description,Type,Amount,Balance,Reference',
    );
  });

  it("shows the admin the statement rows in the admin's language", async () => {
    const admin = await bank.login('admin');
    const read = async (headers: Record<string, string>) => {
      const res = await bank.call('GET', '/api/admin/transactions?limit=100', {
        cookie: admin,
        headers,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { description: string }[]).map((r) => r.description);
    };
    const english = await read({});
    const italian = await read({ 'Accept-Language': 'it' });
    expect(english.some((d) => d.startsWith('Bill payment - '))).toBe(true);
    expect(italian.some((d) => d.startsWith('Pagamento bolletta - '))).toBe(true);
    expect(italian.some((d) => d.startsWith('Bill payment - '))).toBe(false);
  });

  it("gives the trainer the bug hunt's answer key in the trainer's language", async () => {
    const admin = await bank.login('admin');
    const read = async (path: string, headers: Record<string, string>) =>
      (await (await bank.call('GET', path, { cookie: admin, headers })).json()) as {
        key: string;
        title: string;
        technique: string;
      }[];
    for (const path of ['/api/admin/defects', '/api/admin/defects/answer-key?all=true']) {
      const english = await read(path, {});
      const italian = await read(path, { 'Accept-Language': 'it' });
      const entry = (list: typeof english) =>
        list.find((d) => d.key === 'statement-search-case-sensitive');
      expect(entry(english)).toMatchObject({
        title: 'Statement search is case sensitive',
        technique: 'equivalence classes',
      });
      expect(entry(italian)).toMatchObject({
        title: "La ricerca nell'estratto conto distingue maiuscole e minuscole",
        technique: 'classi di equivalenza',
      });
    }
  });

  it('names the countries in the reader’s language', async () => {
    const names = async (headers: Record<string, string>) =>
      (
        (await (await bank.call('GET', '/api/countries', { headers })).json()) as { name: string }[]
      ).map((c) => c.name);
    expect(await names({})).toContain('Germany');
    const italian = await names({ 'Accept-Language': 'it' });
    expect(italian).toContain('Germania');
    expect(italian).not.toContain('Germany');
  });

  it('writes the emails of a customer who reads Italian in Italian', async () => {
    const demoId = bank.userId('demo');
    await bank.caller('demo').settings.setLanguage({ language: 'it' });
    queueMessage(bank.db, {
      userId: demoId,
      kind: 'STATEMENT_READY',
      category: 'required',
      subject: 'Your statement for November 2026 is ready',
      body: 'Your account statement for November 2026 is ready under Statements.',
    });
    const rows = bank.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(sql`${outboxMessages.userId} = ${demoId}`)
      .all();
    expect(rows.map((r) => r.subject)).toContain('Il tuo estratto conto di novembre 2026 è pronto');
  });
});
